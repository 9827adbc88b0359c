import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useReducer } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { useFieldBinding } from '@/lib/use-field-binding';
import type { ActiveNetwork } from '@/stacks/active-network';
import { assertStakeReady } from '@/stacks/staking/pool-readiness';
import { parseBtcRewardAddress } from '@/stacks/staking/pox-address';
import { areChangesClosed, type Pox5State } from '@/stacks/staking/staking-window';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { addressesAtom } from '@/wallet/connection-store';
import { stakingFailureDescriber } from '../shared/describe-staking-failure';
import { effectivePayout } from '../shared/payout-choice';
import { readFreshPox5 } from '../shared/read-fresh-pox5';
import { stakeMinimumOf } from '../shared/stake-minimum';
import type { StakeTarget } from '../shared/stake-target';
import {
  initialStakeFormState,
  shownStakeValues,
  stakeFormReducer,
  type StakeFormState,
} from './stake-form-state';
import { validateStake, type StakeField, type StakeValues } from './validate-stake';

/** The wallet's native-segwit address: found by its type, never by its place in the list. */
function useWalletBtcAddress(): string {
  const entries = useAtomValue(addressesAtom);
  return entries.find((entry) => entry.symbol === 'BTC' && entry.type === 'p2wpkh')?.address ?? '';
}

/**
 * The Stake form's state and actions, for stake-form.tsx to render: the values and their checks,
 * the review, and the transaction built from the reviewed figures. A stake confirmed just as the
 * prepare phase began is refused before the wallet opens: the build reads /v2/pox again, as such
 * a transaction would be mined, fail with u47 and cost its fee.
 */
export function useStakeForm({
  target,
  network,
  pox,
  availableMicroStx,
}: {
  target: StakeTarget;
  network: ActiveNetwork;
  pox: Pox5State;
  availableMicroStx: bigint | undefined;
}) {
  // Closed in the prepare phase and the block before it (staking-window.ts).
  const changesClosed = areChangesClosed(pox);
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const walletBtcAddress = useWalletBtcAddress();
  const [state, dispatch] = useReducer(stakeFormReducer, undefined, () =>
    initialStakeFormState(target.payouts, pox),
  );
  const onSettled = useCallback(() => {
    // The position, balances and the hub's figures all moved.
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const flow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(target.manager),
    onSettled,
  });

  const values = shownStakeValues(state, walletBtcAddress);
  // The least the pool takes (staking-pools.ts `minStakeMicroStx`), said before it is typed.
  const minimum = stakeMinimumOf(target.pool);
  // max500 keeps a `min-claim` with a BTC payout (signer-calldata.ts).
  const asksMinClaim = target.pool?.calldata === 'max500';
  const check = validateStake(values, {
    availableMicroStx,
    payouts: target.payouts,
    checkBtcAddress: (address) => parseBtcRewardAddress(address, network.kind),
    ...(minimum ? { minimum } : {}),
    asksMinClaim,
  });
  const edit = (patch: Partial<StakeValues>) => {
    dispatch({ type: 'edit', patch });
    flow.edited();
  };
  const fields = useFieldBinding<StakeValues, StakeField>({
    values,
    problems: check.valid ? {} : check.errors,
    onEdit: (field, value) => edit({ [field]: value }),
  });

  const submit = () => {
    fields.submit();
    if (check.valid && !changesClosed) dispatch({ type: 'review', stake: check, pox });
  };

  const confirm = ({ review: stake, reviewPox: reviewed }: StakeFormState) => {
    if (!stake) return;
    void flow.run(
      async () => {
        // Read the cycle again: the page's copy may be a minute old, and a stake signed in the
        // prepare phase (or in a cycle that has just ended, u24) can only fail.
        const fresh = await readFreshPox5(queryClient, network);
        if (fresh.currentCycle !== reviewed.currentCycle) {
          // The review's cycles and unlock date are a cycle off now: show the fresh ones and
          // ask again rather than sign what was not shown.
          dispatch({ type: 'new-cycle', pox: fresh });
          throw new Error('A new cycle began; review again.');
        }
        // The manager may have lost its grant since the page asked (pool-readiness.ts).
        await assertStakeReady(network, {
          pox5: fresh.contractId,
          manager: target.manager,
          entry: target.pool?.entry ?? { kind: 'pox-5' },
        });
        const { buildStakeRequest } = await import('../shared/build-stake-request');
        return buildStakeRequest({
          target,
          amountMicroStx: stake.amountMicroStx,
          cycles: stake.cycles,
          pox: fresh,
          payout: stake.payout,
          network: network.kind,
        });
      },
      {
        onBroadcast: () => {
          analytics.track('staking_started', {
            pool: target.analyticsPool,
            amount_bucket: amountBucket(stake.amountMicroStx),
          });
        },
      },
    );
  };

  const change = () => {
    flow.reset();
    dispatch({ type: 'change' });
  };

  const { phase } = flow.state;
  return {
    state,
    values,
    fields,
    edit,
    changesClosed,
    minimum,
    asksMinClaim,
    payout: effectivePayout(state.values.payout, target.payouts),
    flow,
    busy: isTransactionFlowBusy(flow.state),
    // A multisig proposal is sent too: the co-signers have it, signing again would propose twice.
    sent: phase === 'pending' || phase === 'confirmed' || phase === 'proposed',
    submit,
    confirm: () => confirm(state),
    change,
  };
}
