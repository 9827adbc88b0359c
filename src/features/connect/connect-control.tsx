import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Button } from '@/design-system/button';
import { useAnalytics } from '@/analytics/analytics-context';
import { LEATHER_INSTALL_URL } from '@/config/constants';
import { openExternalLink } from '@/lib/external-link';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { walletNetworkMismatchAtom } from '@/stacks/wallet-network-mismatch';
import { stxAddressAtom, walletStatusAtom } from '@/wallet/connection-store';
import { AccountButton } from './account-button';
import { useWalletConnection } from './use-wallet-connection';
import styles from './connect-control.module.css';

// Menus and dialogs load when they are first needed, keeping them off the first page.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const UnableToConnectDialog = lazy(() =>
  import('./unable-to-connect-dialog').then((m) => ({ default: m.UnableToConnectDialog })),
);
const WalletPickerDialog = lazy(() =>
  import('./wallet-picker-dialog').then((m) => ({ default: m.WalletPickerDialog })),
);

/** The header's wallet control: Install, Connect, or the connected account's menu
 * (docs/product-decisions.md#header-and-wallet-connection). */
export function ConnectControl() {
  const status = useAtomValue(walletStatusAtom);
  const stxAddress = useAtomValue(stxAddressAtom);
  const walletNetwork = useAtomValue(walletNetworkMismatchAtom)?.wallet;
  const analytics = useAnalytics();
  const connection = useWalletConnection();
  const isHydrated = useIsHydrated();

  let control;
  if (!isHydrated) {
    // The prerendered page cannot know the wallet: hold the space until the browser does.
    control = <span className={styles.placeholder} aria-hidden="true" />;
  } else if (status === 'missing') {
    control = (
      <Button
        data-state={status}
        onClick={() => {
          analytics.track('install_wallet_clicked', {});
          if (openExternalLink(LEATHER_INSTALL_URL)) {
            analytics.track('external_link_clicked', { host: new URL(LEATHER_INSTALL_URL).host });
          }
        }}
      >
        Install
      </Button>
    );
  } else if (status === 'detected' || !stxAddress) {
    control = (
      <Button
        data-state={status}
        loading={connection.isConnecting}
        onClick={() => void connection.connect()}
      >
        Connect
      </Button>
    );
  } else {
    control = (
      <Suspense
        fallback={<AccountButton stxAddress={stxAddress} busy walletNetwork={walletNetwork} />}
      >
        <AccountMenu
          stxAddress={stxAddress}
          busy={connection.isConnecting}
          walletNetwork={walletNetwork}
          onSwitchAccount={() => void connection.connect()}
          onSwitchWallet={() => void connection.switchWallet()}
          onOpenExtension={() => void connection.openExtension('account_menu')}
          onSignOut={connection.signOut}
        />
      </Suspense>
    );
  }

  return (
    <>
      {control}
      {connection.walletChoices ? (
        <Suspense fallback={null}>
          <WalletPickerDialog
            wallets={connection.walletChoices}
            onPick={connection.pickWallet}
            onDismiss={connection.dismissWalletPicker}
          />
        </Suspense>
      ) : null}
      {connection.isMissingStacksAccount ? (
        <Suspense fallback={null}>
          <UnableToConnectDialog
            open
            onOpenChange={(open) => {
              if (!open) connection.dismissMissingStacksAccount();
            }}
            onOpenExtension={() => void connection.openExtension('unable_to_connect_dialog')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
