import { useQuery } from '@tanstack/react-query';
import { Shimmer } from '@/design-system/shimmer';
import { WalletErrorBanner } from './wallet-error-banner';
import { walletNetworksQueryOptions } from './wallet-networks-query';
import { WalletToolSection } from './wallet-tool-section';
import styles from './wallet-tool.module.css';

/** `stx_getNetworks`: the network the wallet is on, and every one it knows. */
export function WalletNetworksSection({ connection }: { connection: string }) {
  const networks = useQuery(walletNetworksQueryOptions(connection));
  return (
    <WalletToolSection id="wallet-networks" title="Networks">
      {networks.isPending ? (
        <Shimmer lines={2} label="Asking the wallet for its networks…" />
      ) : null}
      {networks.error ? (
        <WalletErrorBanner title="The wallet did not list its networks" error={networks.error} />
      ) : null}
      {networks.data ? (
        <>
          <p className={styles.note}>
            Active: <strong data-testid="wallet-active-network">{networks.data.active}</strong>
          </p>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>Networks the wallet knows</caption>
              <thead>
                <tr>
                  <th scope="col">Network</th>
                  <th scope="col">Chain id</th>
                  <th scope="col">Transaction version</th>
                </tr>
              </thead>
              <tbody>
                {networks.data.networks.map((network) => (
                  <tr key={network.id}>
                    <th scope="row">
                      {network.id}
                      {network.id === networks.data.active ? ' (active)' : ''}
                    </th>
                    <td className={styles.mono}>{network.chainId}</td>
                    <td className={styles.mono}>{network.transactionVersion}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </WalletToolSection>
  );
}
