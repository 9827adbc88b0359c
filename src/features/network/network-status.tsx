import { useQuery } from '@tanstack/react-query';
import { nodeInfoQueryOptions } from '@/stacks/api/node-info';
import type { ActiveNetwork } from '@/stacks/active-network';
import styles from './network-status.module.css';
import { formatNumber } from '@/lib/format-number';

type StatusState = 'loading' | 'online' | 'offline';

/**
 * The selected node's status from its /v2/info, queried per network (so a switch refetches and
 * never shows another network's figures): a dot for the header, or a line of text.
 */
export function NetworkStatus({
  network,
  variant,
}: {
  network: ActiveNetwork;
  variant: 'dot' | 'text';
}) {
  const { data, error, isPending } = useQuery(nodeInfoQueryOptions(network));
  const state: StatusState = data ? 'online' : isPending ? 'loading' : 'offline';
  if (variant === 'dot') {
    return <span className={styles.dot} data-state={state} aria-hidden="true" />;
  }
  let text: string;
  if (data) {
    text = `Burn block ${formatNumber(data.burn_block_height)}`;
    if (data.network_id !== network.chainId) {
      text += ` — but this node reports chain id ${data.network_id}, not ${network.chainId}`;
    }
  } else if (isPending) {
    text = 'Checking the node…';
  } else {
    text = `Not answering: ${error.message}`;
  }
  return (
    <span className={styles.text} data-state={state} role="status">
      {text}
    </span>
  );
}
