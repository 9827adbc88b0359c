import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/design-system/button';
import { useActiveNetwork } from '@/stacks/active-network';
import { walletNetworkMismatchAtom } from '@/stacks/wallet-network-mismatch';
import { networkLabel } from './network-labels';
import { useNetworkUrlParams } from './use-network-url-params';
import styles from './network-control.module.css';

// Parts that are not always needed load on their own: the status query, the dialog, the banner.
const NetworkStatus = lazy(() =>
  import('./network-status').then((m) => ({ default: m.NetworkStatus })),
);
const NetworkDialog = lazy(() =>
  import('./network-dialog').then((m) => ({ default: m.NetworkDialog })),
);
const WalletNetworkBanner = lazy(() =>
  import('./wallet-network-banner').then((m) => ({ default: m.WalletNetworkBanner })),
);

interface DialogState {
  initialUrl?: string;
  initialError?: string;
}

/** The header's network control: the selected network with its node's status; opens the
 * network dialog. Also applies `?chain=` / `?api=` and warns when the wallet is elsewhere. */
export function NetworkControl() {
  const network = useActiveNetwork();
  const mismatch = useAtomValue(walletNetworkMismatchAtom);
  const [dialog, setDialog] = useState<DialogState | undefined>(undefined);
  const urlParamsPending = useNetworkUrlParams((initialUrl, initialError) =>
    setDialog({ initialUrl, initialError }),
  );

  const label = networkLabel(network);
  const pendingDot = <span className={styles.pending} aria-hidden="true" />;
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        className={styles.trigger}
        aria-label={`Network: ${label}`}
        aria-haspopup="dialog"
        data-network={network.name}
        title={network.apiUrl}
        onClick={() => setDialog({})}
      >
        {urlParamsPending ? (
          pendingDot
        ) : (
          <Suspense fallback={pendingDot}>
            <NetworkStatus network={network} variant="dot" />
          </Suspense>
        )}
        <span className={styles.label}>{label}</span>
      </Button>
      {dialog ? (
        <Suspense fallback={null}>
          <NetworkDialog
            open
            onOpenChange={(open) => {
              if (!open) setDialog(undefined);
            }}
            initialUrl={dialog.initialUrl}
            initialError={dialog.initialError}
          />
        </Suspense>
      ) : null}
      {mismatch ? (
        <Suspense fallback={null}>
          <WalletNetworkBanner mismatch={mismatch} />
        </Suspense>
      ) : null}
    </>
  );
}
