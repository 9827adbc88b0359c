import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/verify-message — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="verify-message">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
