import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ExternalLink } from '@/design-system/external-link';
import { StatusIcon } from '@/design-system/status-icon';
import { buildExplorerTxUrl } from '@/lib/links';
import { formatMicroStx } from '@/lib/micro-stx';
import { explorerNetworkParams, type ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { transactionQueryOptions } from '@/stacks/api/transaction';
import styles from './send-stx-form.module.css';

type TransferDisplayState = 'pending' | 'confirmed' | 'failed';

/** A sent transfer, followed until the chain decides: pending → confirmed or failed. */
export function TransferStatus({
  network,
  txid,
  sender,
}: {
  network: ActiveNetwork;
  txid: string;
  sender: string | undefined;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(transactionQueryOptions(network, txid));
  const settled = data?.status === 'success' || data?.status === 'failed';

  // The balance moved (or the fee was taken): read it again once the chain has decided.
  useEffect(() => {
    if (settled && sender) {
      void queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, sender) });
    }
  }, [settled, sender, network, queryClient]);

  let state: TransferDisplayState = 'pending';
  let words = 'Pending: waiting to be included in a block.';
  if (data?.status === 'success') {
    state = 'confirmed';
    words = `Confirmed${data.blockHeight === undefined ? '' : ` in block ${data.blockHeight}`}. Fee paid: ${formatMicroStx(data.feeMicroStx)}.`;
  } else if (data?.status === 'failed') {
    state = 'failed';
    words = `Failed: ${data.reason} Fee paid: ${formatMicroStx(data.feeMicroStx)}.`;
  } else if (data?.status === 'unknown') {
    words = 'Pending: broadcast, not yet seen by the Stacks API.';
  }

  const explorerUrl = buildExplorerTxUrl({ txid, ...explorerNetworkParams(network) });

  return (
    <section className={styles.status} aria-labelledby={headingId} data-state={state}>
      <div className={styles.statusHeading}>
        <StatusIcon status={state === 'confirmed' ? 'sent' : state} />
        <h2 id={headingId}>
          {state === 'confirmed' ? 'Sent' : state === 'failed' ? 'Not sent' : 'Sending'}
        </h2>
      </div>
      <p role="status">{words}</p>
      {error && !settled ? (
        <p className={styles.error}>
          Could not check the transaction: {error.message}. Satchel keeps trying.
        </p>
      ) : null}
      <p className={styles.txid}>
        Transaction <code>{txid}</code>
      </p>
      <ExternalLink href={explorerUrl}>View in the explorer</ExternalLink>
    </section>
  );
}
