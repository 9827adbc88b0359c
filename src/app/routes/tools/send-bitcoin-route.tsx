import { SendBitcoinForm } from '@/features/tools/send-bitcoin/send-bitcoin-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/send-bitcoin */
export function Component() {
  return (
    <ToolPage tool="send-bitcoin">
      <SendBitcoinForm />
    </ToolPage>
  );
}
