import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/wallet — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="wallet">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
