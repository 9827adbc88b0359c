import { Banner } from '@/design-system/banner';
import { useConnectedWalletKey } from '@/wallet/use-connected-wallet-key';
import { WalletAboutSection } from './wallet-about-section';
import { WalletAccountsSection } from './wallet-accounts-section';
import { WalletActionsSection } from './wallet-actions-section';
import { WalletMethodsSection } from './wallet-methods-section';
import { WalletNetworksSection } from './wallet-networks-section';
import styles from './wallet-tool.module.css';

/**
 * Tools › Wallet: what the connected wallet says about itself, section by section — each one
 * loads and fails on its own, in words — and the wallet's own windows (open, swap, profile).
 */
export function WalletTool() {
  const connection = useConnectedWalletKey();
  if (connection === undefined) {
    return (
      <Banner variant="info" title="Connect your wallet to see what it supports">
        This page asks the connected wallet for its version, methods, networks and accounts. Use
        Connect at the top of the page.
      </Banner>
    );
  }
  return (
    <div className={styles.tool}>
      <WalletAboutSection connection={connection} />
      <WalletMethodsSection connection={connection} />
      <WalletNetworksSection connection={connection} />
      <WalletAccountsSection />
      <WalletActionsSection />
    </div>
  );
}
