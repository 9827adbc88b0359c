import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-token — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="send-token">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
