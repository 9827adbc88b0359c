import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx } from '@/lib/micro-stx';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { parseBtcRewardAddress } from '@/stacks/staking/pox-address';
import {
  assertStakeReady,
  poolReadinessQueryOptions,
  type PoolReadiness,
} from '@/stacks/staking/pool-readiness';
import { findPoolByManager, stakingPools } from '@/stacks/staking/staking-pools';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import { areChangesClosed, type Pox5State } from '@/stacks/staking/staking-window';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { BtcPayoutFields } from './btc-payout-fields';
import { ChangesClosedNotice } from './changes-closed-notice';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import { stakingFailureDescriber } from './describe-staking-failure';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { entryOf } from './payout-calldata';
import { readFreshPox5 } from './read-fresh-pox5';
import { describeStakeMinimum, stakeMinimumOf } from './stake-minimum';
import { DEFAULT_BTC_MAX_FEE_SATS } from '@/stacks/staking/staking-limits';
import { suggestedMinClaimSats } from './read-btc-payout';
import { validateUpdate, type UpdateField, type UpdateValues } from './validate-update';
import styles from './staking-page.module.css';

/**
 * **Update**: extend, increase and switch manager in one pox-5 `stake-update`
 * (docs/staking-pox-5.md#staking-model). A BTC payout the manager keeps is re-sent with every
 * update: the reference manager deletes it when an update carries no calldata
 * (docs/staking-pox-5.md#signer-managers; docs/product-decisions.md#known-bugs-not-to-repeat).
 * Changes apply from the next cycle.
 */
export function UpdatePositionForm({
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
  /** The BTC payout the current manager keeps for this staker (its `get-pox-addr`). */
  storedPayout: StoredPayout;
}) {
  const hasStoredPayout = storedPayout.kind === 'stored';
  // Nothing is built on a payout that could not be read: the update would carry `none`, and the
  // manager would forget what it keeps (docs/staking-pox-5.md#signer-managers).
  const payoutUnknown = storedPayout.kind === 'unknown';
  // Closed in the prepare phase and the block before it (staking-window.ts).
  const changesClosed = areChangesClosed(pox);
  const closed = changesClosed || payoutUnknown;
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const currentPool = findPoolByManager(position.manager, network.kind);
  // Stacking DAO's wrapper changes its own position only (delegate-update): no manager switch.
  const throughWrapper = currentPool?.entry.kind === 'native-pool';
  // The position's manager is always an option, to stay with: a pool's other manager (Fast Pool's
  // fastpool-1) is named by its pool and contract, as it is not the pool's manager for new stakes.
  const managerOptions = [
    ...(currentPool?.manager === position.manager
      ? []
      : [
          {
            value: position.manager,
            label: currentPool
              ? `${currentPool.name}, ${position.manager.split('.')[1] ?? position.manager} (now)`
              : `${position.manager} (now)`,
          },
        ]),
    ...stakingPools(network.kind)
      .filter(
        (pool) =>
          pool.entry.kind === 'pox-5' || (throughWrapper && pool.manager === position.manager),
      )
      .filter((pool) => !throughWrapper || pool.manager === position.manager)
      .map((pool) => ({
        value: pool.manager,
        label: pool.manager === position.manager ? `${pool.name} (now)` : pool.name,
      })),
  ];
  const [values, setValues] = useState<UpdateValues>({
    increase: '',
    extend: '',
    manager: position.manager,
    payout: hasStoredPayout ? 'stored' : 'sbtc',
    btcAddress: '',
    maxFee: DEFAULT_BTC_MAX_FEE_SATS.toString(),
    minClaim: suggestedMinClaimSats(DEFAULT_BTC_MAX_FEE_SATS).toString(),
  });
  const fieldErrors = useFieldErrors<UpdateField>();
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
  const errors = fieldErrors.shown(check.valid ? {} : check.errors);
  const busy = isTransactionFlowBusy(flow.state);
  const update = (field: UpdateField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const showStoredChoice = hasStoredPayout && !switching;
  const payoutKind =
    showStoredChoice && values.payout === 'stored'
      ? 'stored'
      : payouts === 'sbtc-or-btc'
        ? values.payout === 'stored'
          ? 'btc'
          : values.payout
        : payouts;

  const submit = () => {
    fieldErrors.submit();
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

  return (
    <form
      className={`${styles.section} ${styles.form}`}
      noValidate
      aria-labelledby="update-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="update-heading">Update</h2>
      <p>
        Add STX, add cycles, move to another signer-manager or change where rewards go, in one
        transaction; the changes apply from cycle {pox.currentCycle + 1}. The amount can only grow:
        to stake less, unstake and stake again.
      </p>
      {changesClosed ? <ChangesClosedNotice pox={pox} /> : null}
      {storedPayout.kind === 'unknown' ? (
        <Banner variant="warning" title="Update is not offered right now">
          <p data-testid="stored-payout-unknown">
            The stored payout could not be read ({storedPayout.reason}). An update sent without it
            would make your signer-manager forget the Bitcoin address it may keep for you, so
            Satchel does not build one.
          </p>
        </Banner>
      ) : null}
      <fieldset className={styles.fieldset} disabled={closed || busy}>
        <legend className="visually-hidden">Your update</legend>
        <TextInput
          label="Add (STX)"
          name="increase"
          inputMode="decimal"
          autoComplete="off"
          value={values.increase}
          onChange={(event) => update('increase')(event.target.value)}
          onBlur={fieldErrors.leave('increase')}
          error={errors.increase}
          hint={`Now ${formatMicroStx(position.amountMicroStx)}${availableMicroStx === undefined ? '' : `; unlocked ${formatMicroStx(availableMicroStx)}`}${minimum && position.amountMicroStx < minimum.microStx ? `. ${describeStakeMinimum(minimum)}` : ''}`}
        />
        <TextInput
          label="Add cycles"
          name="extend"
          type="number"
          autoComplete="off"
          value={values.extend}
          onChange={(event) => update('extend')(event.target.value)}
          onBlur={fieldErrors.leave('extend')}
          error={errors.extend}
          hint={
            check.valid
              ? `Unlocks when cycle ${check.unlockCycle} starts (${describeCycleStart(check.unlockCycle, pox)})`
              : `Unlocks now when cycle ${position.unlockCycle} starts`
          }
        />
        {managerOptions.length > 1 ? (
          <Select
            label="Signer-manager"
            name="manager"
            options={managerOptions}
            value={values.manager}
            onValueChange={update('manager')}
          />
        ) : null}
        {showStoredChoice || payouts === 'sbtc-or-btc' ? (
          <fieldset className={styles.choices}>
            <legend>Rewards paid in</legend>
            {showStoredChoice ? (
              <label>
                <input
                  type="radio"
                  name="update-payout"
                  checked={values.payout === 'stored'}
                  onChange={() => update('payout')('stored')}
                />{' '}
                BTC to the address you gave (sent again with this update)
              </label>
            ) : null}
            {payouts !== 'btc' ? (
              <label>
                <input
                  type="radio"
                  name="update-payout"
                  checked={payoutKind === 'sbtc'}
                  onChange={() => update('payout')('sbtc')}
                />{' '}
                sBTC to this account
              </label>
            ) : null}
            <label>
              <input
                type="radio"
                name="update-payout"
                checked={payoutKind === 'btc'}
                onChange={() => update('payout')('btc')}
              />{' '}
              BTC to {showStoredChoice ? 'another' : 'a'} Bitcoin address
            </label>
          </fieldset>
        ) : null}
        {payoutKind === 'btc' ? (
          <BtcPayoutFields
            btcAddress={values.btcAddress}
            maxFee={values.maxFee}
            errors={errors}
            onBtcAddressChange={update('btcAddress')}
            onMaxFeeChange={update('maxFee')}
            onBtcAddressLeave={fieldErrors.leave('btcAddress')}
            onMaxFeeLeave={fieldErrors.leave('maxFee')}
            {...(asksMinClaim
              ? {
                  minClaim: {
                    value: values.minClaim,
                    onChange: update('minClaim'),
                    onLeave: fieldErrors.leave('minClaim'),
                  },
                }
              : {})}
          />
        ) : null}
      </fieldset>
      <UpdateTargetNotice
        readiness={readiness}
        managerName={nextPool?.name ?? values.manager}
        switching={switching}
        canSwitch={managerOptions.length > 1}
      />
      <TransactionProgress state={flow.state} label="Update" headingLevel={3} />
      <div className={styles.actions}>
        <Button type="submit" variant="solid" loading={busy} disabled={closed || !targetReady}>
          Update
        </Button>
        {flow.state.phase === 'confirmed' ? (
          <Button type="button" variant="ghost" onClick={flow.reset}>
            Update again
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Why Update is not offered with the manager chosen, while the chain says it would refuse it. */
function UpdateTargetNotice({
  readiness,
  managerName,
  switching,
  canSwitch,
}: {
  readiness: { isPending: boolean; error: Error | null; data: PoolReadiness | undefined };
  managerName: string;
  switching: boolean;
  canSwitch: boolean;
}) {
  if (readiness.isPending) {
    return (
      <p role="status" data-testid="update-target-checking">
        Checking on the chain that {managerName} would take this update…
      </p>
    );
  }
  if (readiness.error) {
    return (
      <Banner variant="error" title="Could not check this signer-manager">
        {readiness.error.message}. Satchel offers no update until the chain says it would go
        through; it tries again.
      </Banner>
    );
  }
  const stake = readiness.data?.stake;
  if (stake === undefined || stake === 'ready') return null;
  const others = canSwitch ? ' choose another signer-manager above, or' : '';
  return (
    <Banner variant="error" title={`${managerName} cannot take an update now`}>
      <p data-testid="update-refusal">
        {stake.refused}{' '}
        {switching
          ? 'A move to it would fail on the chain and still cost its fee, so Satchel does not build one.'
          : `pox-5 checks the signer-manager on every update, even one that keeps it, so any update now would fail and still cost its fee. You can${others} unstake below.`}
      </p>
    </Banner>
  );
}
