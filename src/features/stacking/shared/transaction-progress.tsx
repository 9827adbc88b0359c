import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ExternalLink } from '@/design-system/external-link';
import { StatusIcon } from '@/design-system/status-icon';
import { buildExplorerTxUrl } from '@/lib/links';
import { formatMicroStx } from '@/lib/micro-stx';
import { explorerNetworkParams, type ActiveNetwork } from '@/stacks/active-network';
import { transactionQueryOptions, type TransactionState } from '@/stacks/api/transaction';
import { describeStackingFailure } from '@/stacks/stacking/stacking-errors';
import styles from './transaction-progress.module.css';

export type TransactionOutcome = 'confirmed' | 'failed';

/**
 * A broadcast stacking transaction, followed until the chain decides: pending, then confirmed
 * or failed — with the reason in words (the Clarity error code translated) and the explorer link.
 */
export function TransactionProgress({
  network,
  txid,
  label,
  call,
  onSettled,
}: {
  network: ActiveNetwork;
  txid: string;
  /** What this transaction does, e.g. "Delegation to Fast Pool". */
  label: string;
  /** The contract and function called, so a failure code can be read in its context. */
  call?: { contract: string; functionName: string };
  onSettled?: (outcome: TransactionOutcome) => void;
}) {
  const { data, error } = useQuery(transactionQueryOptions(network, txid));
  const settled = data?.status === 'success' || data?.status === 'failed';
  const reported = useRef(false);

  useEffect(() => {
    if (!data || reported.current) return;
    if (data.status === 'success' || data.status === 'failed') {
      reported.current = true;
      onSettled?.(data.status === 'success' ? 'confirmed' : 'failed');
    }
  }, [data, onSettled]);

  const state =
    data?.status === 'success' ? 'confirmed' : data?.status === 'failed' ? 'failed' : 'pending';
  const explorerUrl = buildExplorerTxUrl({ txid, ...explorerNetworkParams(network) });

  return (
    <div className={styles.progress} data-state={state} data-testid="transaction-progress">
      <StatusIcon status={state === 'confirmed' ? 'sent' : state} />
      <div className={styles.body}>
        <p role="status" className={styles.words}>
          <strong>{label}:</strong> {describe(data, call)}
        </p>
        {error && !settled ? (
          <p className={styles.note}>
            Could not check the transaction: {error.message}. Satchel keeps trying.
          </p>
        ) : null}
        <ExternalLink href={explorerUrl}>View in the explorer</ExternalLink>
      </div>
    </div>
  );
}

function describe(
  data: TransactionState | undefined,
  call: { contract: string; functionName: string } | undefined,
): string {
  switch (data?.status) {
    case undefined:
    case 'unknown':
      return 'pending — broadcast, waiting for the network to see it.';
    case 'pending':
      return 'pending — waiting to be included in a block.';
    case 'success':
      return `confirmed${data.blockHeight === undefined ? '' : ` in block ${data.blockHeight}`}. Fee paid: ${formatMicroStx(data.feeMicroStx)}.`;
    case 'failed': {
      const why = describeStackingFailure(data.resultRepr, call);
      return `failed. ${why ?? data.reason} Fee paid: ${formatMicroStx(data.feeMicroStx)}.`;
    }
  }
}
