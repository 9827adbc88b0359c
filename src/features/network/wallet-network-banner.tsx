import { useSetAtom } from 'jotai';
import { Button } from '@/design-system/button';
import { CalloutBanner } from '@/design-system/callout-banner';
import { selectNetworkAtom } from '@/stacks/active-network';
import type { WalletNetworkMismatch } from '@/stacks/wallet-network-mismatch';
import { NETWORK_LABELS } from './network-labels';

/** Says so when the wallet's network differs from the app's, with a way out. */
export function WalletNetworkBanner({ mismatch }: { mismatch: WalletNetworkMismatch }) {
  const selectNetwork = useSetAtom(selectNetworkAtom);
  return (
    <CalloutBanner
      variant="warning"
      title={`Your wallet is on ${mismatch.wallet}, Satchel on ${mismatch.app}`}
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => selectNetwork({ name: mismatch.wallet })}
        >
          Use {NETWORK_LABELS[mismatch.wallet]}
        </Button>
      }
    >
      Your account is not shown because it belongs to another network. Switch Satchel to{' '}
      {mismatch.wallet}, or switch your wallet to {mismatch.app} and connect again.
    </CalloutBanner>
  );
}
