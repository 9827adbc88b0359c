import { Button } from '@/design-system/button';
import { CopyButton } from '@/design-system/copy-button';
import { getAddresses } from '@/wallet/methods/get-addresses';
import { stxGetAddresses } from '@/wallet/methods/stx-get-addresses';
import { requestWallet } from '@/wallet/wallet-client';
import { useWalletAction } from './use-wallet-action';
import { WalletErrorBanner } from './wallet-error-banner';
import { WalletToolSection } from './wallet-tool-section';
import styles from './wallet-tool.module.css';

interface Account {
  symbol: string;
  type?: string | undefined;
  address: string;
  publicKey?: string | undefined;
  derivationPath?: string | undefined;
}

/** Asked only when the person asks: a wallet may open its window for these, as for connecting. */
export function WalletAccountsSection() {
  const stacks = useWalletAction(async () => {
    const { addresses } = await requestWallet(stxGetAddresses, undefined);
    return addresses.map((entry): Account => ({ symbol: 'STX', ...entry }));
  });
  const all = useWalletAction(async () => {
    const { addresses } = await requestWallet(getAddresses, undefined);
    const accounts: readonly Account[] = addresses;
    return accounts;
  });
  return (
    <WalletToolSection id="wallet-accounts" title="Accounts">
      <p className={styles.note}>
        Your wallet may ask you before it shares these, as when you connect.
      </p>
      <div className={styles.actions}>
        <Button variant="outline" disabled={stacks.asking} onClick={() => stacks.ask(undefined)}>
          {stacks.asking ? 'Asking…' : 'List Stacks accounts'}
        </Button>
        <Button variant="outline" disabled={all.asking} onClick={() => all.ask(undefined)}>
          {all.asking ? 'Asking…' : 'List all addresses'}
        </Button>
      </div>
      {stacks.error ? (
        <WalletErrorBanner
          title="The wallet did not list its Stacks accounts"
          error={stacks.error}
        />
      ) : null}
      {stacks.answer ? (
        <AccountList caption="Stacks accounts (stx_getAddresses)" accounts={stacks.answer} />
      ) : null}
      {all.error ? (
        <WalletErrorBanner title="The wallet did not list its addresses" error={all.error} />
      ) : null}
      {all.answer ? (
        <AccountList caption="All addresses (getAddresses)" accounts={all.answer} />
      ) : null}
    </WalletToolSection>
  );
}

function AccountList({ caption, accounts }: { caption: string; accounts: readonly Account[] }) {
  if (accounts.length === 0) {
    return <p className={styles.note}>{caption}: the wallet listed none.</p>;
  }
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Address</th>
            <th scope="col">Public key</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => (
            <tr key={`${account.address}-${index}`}>
              <td>
                {account.symbol}
                {account.type ? ` (${account.type})` : ''}
                {account.derivationPath ? (
                  <span className={styles.subtle}> {account.derivationPath}</span>
                ) : null}
              </td>
              <td>
                <span className={styles.copyable}>
                  <span className={styles.mono}>{account.address}</span>
                  <CopyButton value={account.address} label={`address ${account.address}`} />
                </span>
              </td>
              <td>
                {account.publicKey ? (
                  <span className={styles.copyable}>
                    <span className={styles.mono}>{account.publicKey}</span>
                    <CopyButton
                      value={account.publicKey}
                      label={`public key of ${account.address}`}
                    />
                  </span>
                ) : (
                  'Not shared'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
