import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import type { StakingPoolChoice } from '@/config/staking-choices';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import { areChangesClosed, type Pox5State } from '@/stacks/staking/staking-window';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { ChangesClosedNotice } from './changes-closed-notice';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import { stakingFailureDescriber } from './describe-staking-failure';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { readFreshPox5 } from './read-fresh-pox5';
import styles from './staking-page.module.css';

/** When the STX of an unstaked position unlock, in plain words (docs/staking-pox-5.md#staking-model
 * "Unstake"). */
function describeUnstake(position: HeldPosition, pox: Pox5State): string {
  const next = pox.currentCycle + 1;
  if (position.firstCycle > pox.currentCycle) {
    return `Your stake has not started earning yet (its first cycle is ${position.firstCycle}). If you unstake now it never earns, and your ${formatMicroStx(position.amountMicroStx)} stay locked until cycle ${position.firstCycle} starts (${describeCycleStart(position.firstCycle, pox)}).`;
  }
  return `Unstaking ends your whole position with cycle ${pox.currentCycle}, which still earns. Your ${formatMicroStx(position.amountMicroStx)} unlock when cycle ${next} starts (${describeCycleStart(next, pox)}) instead of cycle ${position.unlockCycle}. To stake less, unstake and stake again: that costs a cycle.`;
}

/** **Unstake**: the whole position, one pox-5 `unstake` (or the wrapper's `undelegate`). */
export function UnstakeSection({
  network,
  position,
  pox,
  analyticsPool,
}: {
  network: ActiveNetwork;
  position: HeldPosition;
  pox: Pox5State;
  analyticsPool: StakingPoolChoice;
}) {
  // Closed in the prepare phase and the block before it (staking-window.ts).
  const changesClosed = areChangesClosed(pox);
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const onSettled = useCallback(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const flow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(position.manager),
    onSettled,
  });
  // A multisig proposal is sent too: the co-signers have it, signing again would propose twice.
  const sent =
    flow.state.phase === 'pending' ||
    flow.state.phase === 'confirmed' ||
    flow.state.phase === 'proposed';

  const unstake = () =>
    void flow.run(
      async () => {
        const fresh = await readFreshPox5(queryClient, network);
        const { buildUnstakeRequest } = await import('./build-unstake-request');
        return buildUnstakeRequest({
          pox: fresh,
          manager: position.manager,
          network: network.kind,
        });
      },
      {
        onBroadcast: () => {
          analytics.track('staking_unstaked', {
            pool: analyticsPool,
            amount_bucket: amountBucket(position.amountMicroStx),
          });
        },
      },
    );

  return (
    <section className={styles.section} aria-labelledby="unstake-heading">
      <h2 id="unstake-heading">Unstake</h2>
      <p data-testid="unstake-explanation">{describeUnstake(position, pox)}</p>
      {changesClosed && !sent ? <ChangesClosedNotice pox={pox} /> : null}
      <TransactionProgress state={flow.state} label="Unstake" headingLevel={3} />
      {sent ? null : (
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            unstake();
          }}
        >
          <WalletSubmitButton
            variant="outline"
            intent="danger"
            disabled={changesClosed}
            phase={flow.state.phase}
          >
            Unstake
          </WalletSubmitButton>
        </form>
      )}
    </section>
  );
}
