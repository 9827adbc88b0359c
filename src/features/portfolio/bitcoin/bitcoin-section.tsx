import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ESPLORA_CHAINS } from '@/config/esplora-chains';
import { PageSection } from '@/design-system/page-layout';
import { ExternalLink } from '@/design-system/external-link';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { formatBtc } from '@/lib/bitcoin-amount';
import { BITCOIN_CHAIN_OF } from '@/lib/bitcoin-address';
import { buildBitcoinAddressUrl } from '@/lib/links';
import type { ActiveNetwork } from '@/stacks/active-network';
import {
  bitcoinAddressBalanceQueryOptions,
  bitcoinBalanceUnavailableReason,
  type BitcoinAddressBalance,
} from '@/stacks/esplora/bitcoin-address-balance';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { stxAddressAtom } from '@/wallet/connection-store';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from './bitcoin-section.module.css';

/** The two kinds of address a Stacks wallet gives for Bitcoin
 * (docs/wallet-protocol.md#validation-messages getAddresses), in the order shown. Legacy and nested
 * segwit entries, which some wallets add, are not its own. */
const SHOWN_TYPES = [
  { type: 'p2wpkh', label: 'Native segwit' },
  { type: 'p2tr', label: 'Taproot' },
] as const satisfies readonly { type: BtcAddressEntry['type']; label: string }[];

/** Bitcoin: the connected wallet's native segwit and taproot addresses with their confirmed and
 * unconfirmed balances, read from the public Esplora of the network's Bitcoin chain. */
export function BitcoinSection({ network, address, btcAddresses }: PortfolioSectionProps) {
  return (
    <PageSection title="Bitcoin">
      <BitcoinBody network={network} address={address} btcAddresses={btcAddresses} />
    </PageSection>
  );
}

function BitcoinBody({ network, address, btcAddresses }: PortfolioSectionProps) {
  const connected = useAtomValue(stxAddressAtom);
  const chain = ESPLORA_CHAINS[network.kind];
  if (!chain) {
    return <p>The devnet has no Bitcoin chain, so there are no Bitcoin balances to show.</p>;
  }
  if (address !== connected) {
    return (
      <p>
        Bitcoin addresses are known only for the connected wallet: a Stacks address does not name
        its owner&apos;s Bitcoin addresses.
      </p>
    );
  }
  const shown = SHOWN_TYPES.flatMap(({ type, label }) => {
    const entry = btcAddresses.find((candidate) => candidate.type === type);
    return entry ? [{ label, address: entry.address }] : [];
  });
  if (shown.length === 0) {
    return <p>Your wallet shared no native segwit or taproot Bitcoin address.</p>;
  }
  return <BitcoinBalances network={network} chainLabel={chain.label} shown={shown} />;
}

function BitcoinBalances({
  network,
  chainLabel,
  shown,
}: {
  network: ActiveNetwork;
  chainLabel: string;
  shown: readonly { label: string; address: string }[];
}) {
  const results = useQueries({
    queries: shown.map(({ address }) => bitcoinAddressBalanceQueryOptions(network, address)),
  });
  const failed = results.filter((result) => result.isError);
  return (
    <>
      <p>Balances on {chainLabel}, read from mempool.space.</p>
      {failed.length > 0 && (
        <SectionFailure
          retrying={failed.some((result) => result.isFetching)}
          onRetry={() => {
            for (const result of failed) void result.refetch();
          }}
        >
          The Bitcoin balances could not be read from mempool.space. Check your connection and try
          again.
        </SectionFailure>
      )}
      <ul className={styles.addresses}>
        {shown.map(({ label, address }, index) => {
          const result = results[index];
          const unavailable = bitcoinBalanceUnavailableReason(network, address);
          const url = buildBitcoinAddressUrl({ address, chain: BITCOIN_CHAIN_OF[network.kind] });
          return (
            <li key={address} className={styles.address}>
              <h3>{label}</h3>
              <p className={styles.addressText}>{address}</p>
              {unavailable ? (
                <p>{unavailable} Its balance is not read.</p>
              ) : (
                <BalanceFigures
                  label={label}
                  balance={result?.data}
                  failed={result?.isError ?? false}
                />
              )}
              {!unavailable && url && (
                <ExternalLink href={url}>{label} address on mempool.space</ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The two figures, with the same height whether loading, read or failed: no layout shift. */
function BalanceFigures({
  label,
  balance,
  failed,
}: {
  label: string;
  balance: BitcoinAddressBalance | undefined;
  failed: boolean;
}) {
  const loading = balance === undefined && !failed;
  return (
    <dl className={styles.figures} aria-busy={loading}>
      <div>
        <dt>Confirmed</dt>
        <dd>
          <Figure loading={loading} label={`Loading the ${label} confirmed balance`}>
            {balance ? formatBtc(balance.confirmedSats) : '—'}
          </Figure>
        </dd>
      </div>
      <div>
        <dt>Unconfirmed</dt>
        <dd>
          <Figure loading={loading} label={`Loading the ${label} unconfirmed balance`}>
            {balance ? formatUnconfirmed(balance.unconfirmedSats) : '—'}
          </Figure>
        </dd>
      </div>
    </dl>
  );
}

function Figure({
  loading,
  label,
  children,
}: {
  loading: boolean;
  label: string;
  children: string;
}) {
  if (loading) return <Shimmer lines={1} label={label} />;
  return <span className={styles.figure}>{children}</span>;
}

/** The mempool's change as a signed amount: "+0.0002 BTC" arriving, "−0.1001 BTC" leaving. */
function formatUnconfirmed(sats: bigint): string {
  return sats > 0n ? `+${formatBtc(sats)}` : formatBtc(sats);
}
