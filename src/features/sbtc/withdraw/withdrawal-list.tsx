import { useQuery } from '@tanstack/react-query';
import { Badge, type Tone } from '@/design-system/badge';
import { ExternalLink } from '@/design-system/external-link';
import { formatBtc, formatSats } from '@/lib/bitcoin-amount';
import { buildBitcoinTxUrl } from '@/lib/links';
import type { ActiveNetwork } from '@/stacks/active-network';
import { emilyWithdrawalQueryOptions } from '@/stacks/emily/emily-withdrawal';
import {
  withdrawalRequestQueryOptions,
  type WithdrawalStatus,
} from '@/stacks/sbtc/withdrawal-request';
import type { StoredWithdrawal } from './stored-withdrawals';
import styles from './withdraw-section.module.css';

const STATUS_WORDS: Readonly<Record<WithdrawalStatus, { label: string; tone: Tone }>> = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
};

const BITCOIN_CHAIN = { mainnet: 'mainnet', testnet: 'testnet', devnet: 'regtest' } as const;

/** The account's withdrawal requests, newest first, each followed on chain (the registry) and,
 * where the bridge runs, with Emily's Bitcoin-side detail. */
export function WithdrawalList({
  network,
  registry,
  requests,
}: {
  network: ActiveNetwork;
  registry: string;
  requests: readonly StoredWithdrawal[];
}) {
  if (requests.length === 0) return null;
  return (
    <>
      <h3>Your withdrawal requests</h3>
      {network.kind === 'devnet' ? (
        <p>
          This devnet has no Bitcoin chain and no sBTC signers, so its requests stay pending: the
          sBTC they locked is never paid out or returned.
        </p>
      ) : null}
      <ul className={styles.requests} data-testid="withdrawal-requests">
        {requests.map((entry) => (
          <WithdrawalRow
            key={entry.requestId}
            network={network}
            registry={registry}
            entry={entry}
          />
        ))}
      </ul>
    </>
  );
}

function WithdrawalRow({
  network,
  registry,
  entry,
}: {
  network: ActiveNetwork;
  registry: string;
  entry: StoredWithdrawal;
}) {
  const onChain = useQuery(withdrawalRequestQueryOptions(network, registry, entry.requestId));
  const emily = useQuery(emilyWithdrawalQueryOptions(network, entry.requestId));
  let status = <Badge>Reading…</Badge>;
  if (onChain.data) {
    const words = STATUS_WORDS[onChain.data.status];
    status = <Badge variant={words.tone}>{words.label}</Badge>;
  } else if (onChain.isSuccess) status = <Badge variant="warning">Not on chain</Badge>;
  else if (onChain.error) status = <Badge variant="warning">Status unknown</Badge>;

  const txid = emily.data?.bitcoinTxid;
  const txUrl =
    txid === undefined
      ? undefined
      : buildBitcoinTxUrl({ txid, chain: BITCOIN_CHAIN[network.kind] });
  return (
    <li
      className={styles.request}
      data-testid="withdrawal-request"
      data-request-id={entry.requestId}
    >
      <span>
        Request {entry.requestId}: {formatBtc(BigInt(entry.amountSats))} to {entry.btcAddress}{' '}
        {status}
      </span>
      <span>Maximum Bitcoin fee {formatSats(BigInt(entry.maxFeeSats))}.</span>
      {onChain.error ? (
        <span role="status">Could not read its status from the chain: {onChain.error.message}</span>
      ) : null}
      {onChain.data?.status === 'rejected' ? (
        <span>
          The signers rejected it; the sBTC it locked (amount and fee) is back in your account.
        </span>
      ) : null}
      {onChain.data?.status === 'accepted' ? (
        <span>
          The signers paid it; what the Bitcoin fee did not use of the maximum came back as sBTC.
        </span>
      ) : null}
      {emily.data ? (
        <span>
          Bridge: {emily.data.status}
          {emily.data.statusMessage ? ` — ${emily.data.statusMessage}` : ''}
          {emily.data.btcFeeSats === undefined
            ? ''
            : ` (Bitcoin fee ${formatSats(emily.data.btcFeeSats)})`}
          {txUrl ? (
            <>
              {' '}
              <ExternalLink href={txUrl}>Bitcoin transaction</ExternalLink>
            </>
          ) : null}
        </span>
      ) : null}
      {emily.error ? (
        <span>The bridge’s detail is unavailable ({emily.error.message}).</span>
      ) : null}
    </li>
  );
}
