import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/sign-message — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="sign-message">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
