import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Shimmer } from '@/design-system/shimmer';
import type { ActiveNetwork } from '@/stacks/active-network';
import { liquidPositionsQueryOptions } from '@/stacks/stacking/liquid-positions';
import type { LiquidProtocol } from '@/stacks/stacking/stacking-protocols';
import { TransactionProgress } from '../shared/transaction-progress';
import { formatTokenAmount } from '../hub/format-figures';
import { refreshAfterDeposit } from './refresh-after-deposit';
import styles from '../shared/stacking-page.module.css';
import liquidStyles from './liquid-stacking.module.css';

/**
 * What the connected account holds with one protocol: its token balance and its deposits still
 * waiting in the mempool, each followed until it confirms or fails. Loading, failing and empty
 * all have words.
 */
export function LiquidHolding({
  network,
  protocol,
  sender,
}: {
  network: ActiveNetwork;
  protocol: LiquidProtocol;
  sender: string;
}) {
  const positions = useQuery(liquidPositionsQueryOptions(network, sender));
  const queryClient = useQueryClient();
  const symbol = protocol.token.symbol;

  if (positions.isPending) {
    return <Shimmer lines={2} label={`Loading your ${symbol} balance…`} />;
  }
  if (positions.isError) {
    return (
      <Banner
        variant="error"
        title={`Could not load your ${symbol} balance`}
        action={
          <Button size="sm" variant="outline" onClick={() => void positions.refetch()}>
            Try again
          </Button>
        }
      >
        {positions.error.message}. Your tokens are safe; this only affects what Satchel can show.
      </Banner>
    );
  }

  const position = positions.data.find((candidate) => candidate.protocol.slug === protocol.slug);
  const balance = position?.tokenBalance ?? 0n;
  const pending = position?.pending ?? [];

  return (
    <div className={styles.form} data-testid="liquid-holding">
      <dl className={styles.facts}>
        <dt>{symbol} held</dt>
        <dd data-testid="liquid-token-balance">{formatTokenAmount(balance, symbol)}</dd>
        <dt>Pending deposits</dt>
        <dd>{pending.length === 0 ? 'None' : String(pending.length)}</dd>
      </dl>
      {balance === 0n && pending.length === 0 ? <p>You hold no {symbol} yet.</p> : null}
      {pending.length > 0 ? (
        <ul className={liquidStyles.pendingList} aria-label="Pending deposits">
          {pending.map((tx) => (
            <li key={tx.txid}>
              <TransactionProgress
                network={network}
                txid={tx.txid}
                label={
                  protocol.slug === 'lisa' && network.kind === 'mainnet'
                    ? 'Pending mint'
                    : 'Pending deposit'
                }
                call={{ contract: tx.contract, functionName: tx.functionName }}
                onSettled={() => {
                  void refreshAfterDeposit(queryClient, network, sender);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
