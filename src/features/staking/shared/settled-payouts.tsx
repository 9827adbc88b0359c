import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '@/design-system/button';
import { formatSats } from '@/lib/bitcoin-amount';
import type { ActiveNetwork } from '@/stacks/active-network';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { fetchPendingPayout, pendingPayoutQueryOptions } from '@/stacks/staking/pending-payout';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { stakingFailureDescriber } from './describe-staking-failure';
import styles from './staking-page.module.css';

// Rewards a max500 manager has settled for the staker and not paid out (pending-payout.ts).
// Anyone may settle a staker's cycle, and a pool may settle every cycle to pay once: pox-5 then
// counts the cycle as claimed while the sats still sit with the manager. They are shown, and paid
// with the next claim from that manager or, when none is due, by its `payout (staker)`.

export interface SettledPayout {
  manager: string;
  sats: bigint;
}

/** The settled balances above zero among `managers` (undefined while any is being read). */
export function useSettledPayouts(
  network: ActiveNetwork,
  staker: string,
  managers: readonly string[],
): readonly SettledPayout[] | undefined {
  const reads = useQueries({
    queries: managers.map((manager) => pendingPayoutQueryOptions(network, { manager, staker })),
  });
  if (reads.some((read) => read.isPending)) return undefined;
  return managers.flatMap((manager, index) => {
    const sats = reads[index]?.data;
    return sats !== undefined && sats > 0n ? [{ manager, sats }] : [];
  });
}

export function SettledPayouts({
  network,
  staker,
  settled,
  claimDueWith,
  btcMaxFeeOf,
  sbtcToken,
}: {
  network: ActiveNetwork;
  staker: string;
  settled: readonly SettledPayout[];
  /** Managers with a cycle due to claim now: that claim pays the settled balance too. */
  claimDueWith: ReadonlySet<string>;
  /** The fee cap of the Bitcoin payout a manager keeps for the staker, if any. */
  btcMaxFeeOf: (manager: string) => bigint | undefined;
  sbtcToken: `${string}.${string}`;
}) {
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<string>();
  const flow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(paying),
    onSettled: useCallback(() => void queryClient.invalidateQueries(), [queryClient]),
  });
  if (settled.length === 0 && flow.state.phase === 'idle') return null;
  const busy = isTransactionFlowBusy(flow.state);
  const payOut = (entry: SettledPayout) => {
    flow.reset();
    setPaying(entry.manager);
    void flow.run(async () => {
      const { buildPayout } = await import('@/stacks/staking/build-payout');
      // The balance as it is now: a settle or a payout in between changes what the exact
      // post-condition must name.
      const pendingSats = await fetchPendingPayout(network, { manager: entry.manager, staker });
      return buildPayout({
        staker,
        manager: entry.manager,
        pendingSats,
        btcMaxFeeSats: btcMaxFeeOf(entry.manager),
        sbtcToken,
      });
    });
  };
  return (
    <div data-testid="claim-settled">
      {settled.map((entry) => {
        const name = findPoolByManager(entry.manager, network.kind)?.name ?? entry.manager;
        return (
          <div key={entry.manager}>
            <p>
              {name} holds {formatSbtc(entry.sats)} ({formatSats(entry.sats)}) of your rewards that
              it has settled from pox-5 but not paid out yet.{' '}
              {claimDueWith.has(entry.manager)
                ? 'Your next claim with it pays them too, in the same transfer.'
                : 'Pay them out to receive them.'}
            </p>
            {claimDueWith.has(entry.manager) ? null : (
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="outline"
                  loading={busy && paying === entry.manager}
                  disabled={busy || flow.state.phase === 'proposed'}
                  onClick={() => payOut(entry)}
                >
                  Pay out {formatSats(entry.sats)}
                </Button>
              </div>
            )}
          </div>
        );
      })}
      {flow.state.phase === 'idle' ? null : (
        <TransactionProgress state={flow.state} label="Pay out settled rewards" headingLevel={3} />
      )}
    </div>
  );
}
