import { SendNftForm } from '@/features/tools/send-nft/send-nft-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-nft */
export function Component() {
  return (
    <ToolPage tool="send-nft">
      <SendNftForm />
    </ToolPage>
  );
}
