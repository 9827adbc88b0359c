import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { useFieldBinding } from '@/lib/use-field-binding';
import type { ActiveNetwork } from '@/stacks/active-network';
import { parseBtcRewardAddress } from '@/stacks/staking/pox-address';
import { assertStakeReady, poolReadinessQueryOptions } from '@/stacks/staking/pool-readiness';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { areChangesClosed, type Pox5State } from '@/stacks/staking/staking-window';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { stakingFailureDescriber } from './describe-staking-failure';
import { entryOf } from './payout-calldata';
import { updatePayoutKind } from './payout-choice';
import { readFreshPox5 } from './read-fresh-pox5';
import { stakeMinimumOf } from './stake-minimum';
import {
  editUpdateValues,
  initialUpdateValues,
  updateManagerOptions,
} from './update-position-form-state';
import { validateUpdate, type UpdateField, type UpdateValues } from './validate-update';

/**
 * The Update form's state and actions, for update-position-form.tsx to render: the values and
 * their checks, whether the chain would take an update naming the manager chosen, and the
 * `stake-update` built from the checked values.
 */
export function useUpdatePositionForm({
  network,
  position,
  pox,
  availableMicroStx,
  storedPayout,
}: {
  network: ActiveNetwork;
  position: HeldPosition;
  pox: Pox5State;
  availableMicroStx: bigint | undefined;
  storedPayout: StoredPayout;
}) {
  const hasStoredPayout = storedPayout.kind === 'stored';
  // Nothing is built on a payout that could not be read: the update would carry `none`, and the
  // manager would forget what it keeps.
  const payoutUnknown = storedPayout.kind === 'unknown';
  // Closed in the prepare phase and the block before it (staking-window.ts).
  const changesClosed = areChangesClosed(pox);
  const closed = changesClosed || payoutUnknown;
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const managerOptions = updateManagerOptions(position, network.kind);
  const [values, dispatch] = useReducer(editUpdateValues, undefined, () =>
    initialUpdateValues(position.manager, hasStoredPayout),
  );
  const onSettled = useCallback(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const flow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(values.manager),
    onSettled,
  });
  const nextPool = findPoolByManager(values.manager, network.kind);
  const payouts = nextPool?.payout ?? 'sbtc-or-btc';
  const switching = values.manager !== position.manager;
  // The least the pool after the update takes (staking-pools.ts `minStakeMicroStx`).
  const minimum = stakeMinimumOf(nextPool);
  // max500 keeps a `min-claim` with a BTC payout (signer-calldata.ts).
  const asksMinClaim = nextPool?.calldata === 'max500';
  const check = validateUpdate(values, {
    currentCycle: pox.currentCycle,
    unlockCycle: position.unlockCycle,
    currentManager: position.manager,
    amountMicroStx: position.amountMicroStx,
    ...(minimum ? { minimum } : {}),
    availableMicroStx,
    payouts,
    hasStoredPayout,
    checkBtcAddress: (address) => parseBtcRewardAddress(address, network.kind),
    asksMinClaim,
  });
  // pox-5 checks the manager an update names — registration and grant — on every update, even
  // one that keeps it (pool-readiness.ts `assertStakeReady`): the update is offered only once the
  // chain says the manager chosen would take it.
  const readiness = useQuery(
    poolReadinessQueryOptions(network, {
      pox5: pox.contractId,
      manager: values.manager,
      entry: entryOf(values.manager, network.kind),
    }),
  );
  const targetReady = readiness.data?.stake === 'ready';
  const edit = (patch: Partial<UpdateValues>) => {
    dispatch(patch);
    flow.edited();
  };
  const fields = useFieldBinding<UpdateValues, UpdateField>({
    values,
    problems: check.valid ? {} : check.errors,
    onEdit: (field, value) => edit({ [field]: value }),
  });
  const showStoredChoice = hasStoredPayout && !switching;

  const submit = () => {
    fields.submit();
    if (!check.valid || closed || !targetReady) return;
    const sent = check;
    void flow.run(
      async () => {
        const fresh = await readFreshPox5(queryClient, network);
        await assertStakeReady(network, {
          pox5: fresh.contractId,
          manager: sent.manager,
          entry: entryOf(sent.manager, network.kind),
        });
        const { buildUpdateRequest } = await import('./build-update-request');
        return buildUpdateRequest({
          pox: fresh,
          position,
          manager: sent.manager,
          increaseMicroStx: sent.increaseMicroStx,
          extendCycles: sent.extendCycles,
          payout: sent.payout,
          storedPayout,
          network: network.kind,
        });
      },
      {
        onBroadcast: () => {
          analytics.track('staking_updated', {
            pool: nextPool?.slug ?? 'own-manager',
            amount_bucket: amountBucket(position.amountMicroStx + sent.increaseMicroStx),
          });
        },
      },
    );
  };

  return {
    values,
    check,
    fields,
    edit,
    submit,
    flow,
    busy: isTransactionFlowBusy(flow.state),
    changesClosed,
    closed,
    readiness,
    targetReady,
    managerOptions,
    nextPoolName: nextPool?.name ?? values.manager,
    switching,
    minimum,
    asksMinClaim,
    payouts,
    showStoredChoice,
    payoutKind: updatePayoutKind(values.payout, { keepsStored: showStoredChoice, payouts }),
  };
}
