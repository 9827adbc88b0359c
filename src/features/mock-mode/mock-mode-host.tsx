import type { MockWallet } from '@/mocks/mock-wallet-provider';
import { readMockScenario, writeMockScenario } from '@/mocks/mock-scenario';
import { MockScenarioPanel } from './mock-scenario-panel';
import { WalletApprovalDialog } from './wallet-approval-dialog';

export interface MockModeHostProps {
  wallet: MockWallet;
  reload?: () => void;
}

/** Everything mock mode puts on the page, in its own React root beside the app's. */
export function MockModeHost({
  wallet,
  reload = () => window.location.reload(),
}: MockModeHostProps) {
  return (
    <>
      <WalletApprovalDialog wallet={wallet} />
      <MockScenarioPanel
        scenario={readMockScenario()}
        onScenarioChange={(scenario) => {
          writeMockScenario(scenario);
          // A reload rebuilds the handlers for the new scenario and drops data cached from the
          // old one, so nothing on the page mixes the two.
          reload();
        }}
      />
    </>
  );
}
