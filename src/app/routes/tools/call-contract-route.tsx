import { CallContractTool } from '@/features/tools/call-contract/call-contract-tool';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/call-contract */
export function Component() {
  return (
    <ToolPage tool="call-contract">
      <CallContractTool />
    </ToolPage>
  );
}
