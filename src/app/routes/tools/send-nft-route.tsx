import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-nft — PLACEHOLDER: replaced by the tool (issue 13). */
export function Component() {
  return (
    <ToolPage tool="send-nft">
      <p>Coming soon.</p>
    </ToolPage>
  );
}
