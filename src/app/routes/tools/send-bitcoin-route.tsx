import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-bitcoin — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="send-bitcoin">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
