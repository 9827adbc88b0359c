import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/call-contract — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="call-contract">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
