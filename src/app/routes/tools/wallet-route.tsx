import { ToolPage } from '@/features/tools/shared/tool-page';
import { WalletTool } from '@/features/tools/wallet/wallet-tool';

/** /tools/wallet */
export function Component() {
  return (
    <ToolPage tool="wallet">
      <WalletTool />
    </ToolPage>
  );
}
