import { DeployContractForm } from '@/features/tools/deploy-contract/deploy-contract-form';
import { ToolPage } from '@/features/tools/shared/tool-page';

/** /tools/deploy-contract */
export function Component() {
  return (
    <ToolPage tool="deploy-contract">
      <DeployContractForm />
    </ToolPage>
  );
}
