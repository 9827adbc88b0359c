import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx } from '@/lib/micro-stx';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { assertStakeReady } from '@/stacks/staking/pool-readiness';
import { areChangesClosed } from '@/stacks/staking/staking-window';
import { parseBtcRewardAddress } from '@/stacks/staking/pox-address';
import type { PoxState } from '@/stacks/staking/pox-state';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { addressesAtom } from '@/wallet/connection-store';
import { routes } from '@/lib/routes';
import { ChangesClosedNotice } from '../shared/changes-closed-notice';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import { readFreshPox5 } from '../shared/read-fresh-pox5';
import { BtcPayoutFields } from '../shared/btc-payout-fields';
import type { StakeTarget } from '../shared/stake-target';
import { describeStakeMinimum, stakeMinimumOf, type StakeMinimum } from '../shared/stake-minimum';
import { DEFAULT_BTC_MAX_FEE_SATS, DEFAULT_STAKING_CYCLES } from '@/stacks/staking/staking-limits';
import { suggestedMinClaimSats } from '../shared/read-btc-payout';
import { stakingFailureDescriber } from '../shared/describe-staking-failure';
import { StakeReview, type ManagerFee } from './stake-review';
import {
  effectivePayout,
  validateStake,
  type StakeCheck,
  type StakeField,
  type StakeValues,
} from './validate-stake';
import styles from '../shared/staking-page.module.css';

type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;
type ValidStake = Extract<StakeCheck, { valid: true }>;

/** The amount's hint, with the pool's minimum after it when it sets one. */
function withMinimum(hint: string, minimum: StakeMinimum | undefined): string {
  if (!minimum) return hint;
  return `${hint}${hint.endsWith('…') ? '' : '.'} ${describeStakeMinimum(minimum)}`;
}

/** The wallet's native-segwit address: found by its type, never by its place in the list. */
function useWalletBtcAddress(): string {
  const entries = useAtomValue(addressesAtom);
  return entries.find((entry) => entry.symbol === 'BTC' && entry.type === 'p2wpkh')?.address ?? '';
}

/**
 * Stake with one signer-manager: Amount (STX), Duration (cycles), payout; **Stake**
 * opens a review of exactly what will be signed; confirming builds the call from those figures
 * and sends it through the shared transaction flow. In the prepare phase the form is closed with
 * the reason, and a stake confirmed just as the phase began is refused before the wallet opens:
 * the build reads /v2/pox again (docs/staking-pox-5.md#prepare-phase: such a transaction would be
 * mined, fail with u47 and cost its fee).
 */
export function StakeForm({
  target,
  network,
  staker,
  pox,
  fee,
  availableMicroStx,
}: {
  target: StakeTarget;
  network: ActiveNetwork;
  /** The connected account; undefined for a visitor (the form checks, it cannot sign). */
  staker: string | undefined;
  pox: Pox5State;
  fee: ManagerFee;
  availableMicroStx: bigint | undefined;
}) {
  // Closed in the prepare phase and the block before it (staking-window.ts).
  const changesClosed = areChangesClosed(pox);
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const walletBtcAddress = useWalletBtcAddress();
  const [values, setValues] = useState<StakeValues>({
    amount: '',
    cycles: String(DEFAULT_STAKING_CYCLES),
    payout: target.payouts === 'btc' ? 'btc' : 'sbtc',
    btcAddress: '',
    maxFee: DEFAULT_BTC_MAX_FEE_SATS.toString(),
    minClaim: suggestedMinClaimSats(DEFAULT_BTC_MAX_FEE_SATS).toString(),
  });
  // Until the person types an address of their own, the field follows the wallet's (which may
  // arrive after the page, when they connect here).
  const [addressEdited, setAddressEdited] = useState(false);
  const fieldErrors = useFieldErrors<StakeField>();
  const [review, setReview] = useState<ValidStake>();
  // The cycle state the review was shown with: what the person agreed to. A stake built in
  // another cycle locks different cycles (docs/staking-pox-5.md#staking-model: earning starts at
  // current + 1).
  const [reviewPox, setReviewPox] = useState<Pox5State>(pox);
  const onSettled = useCallback(() => {
    // The position, balances and the hub's figures all moved.
    void queryClient.invalidateQueries();
  }, [queryClient]);
  const flow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(target.manager),
    onSettled,
  });

  const shownValues = {
    ...values,
    btcAddress: addressEdited ? values.btcAddress : walletBtcAddress,
  };
  // The least the pool takes (staking-pools.ts `minStakeMicroStx`), said before it is typed.
  const minimum = stakeMinimumOf(target.pool);
  // max500 keeps a `min-claim` with a BTC payout (signer-calldata.ts).
  const asksMinClaim = target.pool?.calldata === 'max500';
  const check = validateStake(shownValues, {
    availableMicroStx,
    payouts: target.payouts,
    checkBtcAddress: (address) => parseBtcRewardAddress(address, network.kind),
    ...(minimum ? { minimum } : {}),
    asksMinClaim,
  });
  const errors = fieldErrors.shown(check.valid ? {} : check.errors);
  const payout = effectivePayout(values.payout, target.payouts);
  const busy = isTransactionFlowBusy(flow.state);
  // A multisig proposal is sent too: the co-signers have it, signing again would propose twice.
  const sent =
    flow.state.phase === 'pending' ||
    flow.state.phase === 'confirmed' ||
    flow.state.phase === 'proposed';
  const update = (field: StakeField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const confirm = (stake: ValidStake, reviewed: Pox5State) =>
    void flow.run(
      async () => {
        // Read the cycle again: the page's copy may be a minute old, and a stake signed in the
        // prepare phase (or in a cycle that has just ended, u24) can only fail.
        const fresh = await readFreshPox5(queryClient, network);
        if (fresh.currentCycle !== reviewed.currentCycle) {
          // The review's cycles and unlock date are a cycle off now: show the fresh ones and
          // ask again rather than sign what was not shown.
          setReviewPox(fresh);
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

  if (review) {
    return (
      <section
        className={`${styles.section} ${styles.form}`}
        aria-labelledby="stake-review-heading"
      >
        <h2 id="stake-review-heading">Review your stake</h2>
        <StakeReview
          managerName={target.name}
          amountMicroStx={review.amountMicroStx}
          cycles={review.cycles}
          payout={review.payout}
          pox={reviewPox}
          fee={fee}
        />
        {changesClosed && !sent ? <ChangesClosedNotice pox={pox} /> : null}
        <TransactionProgress
          state={flow.state}
          label={`Stake with ${target.name}`}
          headingLevel={3}
        />
        {flow.state.phase === 'confirmed' ? (
          <p>
            Staked. Your STX are locked now and earn from cycle {reviewPox.currentCycle + 1}.{' '}
            <Link to={routes.stakingPosition()}>See your position</Link>
          </p>
        ) : null}
        {sent ? null : (
          <div className={styles.actions}>
            <Button
              type="button"
              variant="solid"
              loading={busy}
              disabled={staker === undefined || changesClosed}
              onClick={() => confirm(review, reviewPox)}
            >
              {busy ? 'Confirm in your wallet…' : 'Confirm and sign'}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                flow.reset();
                setReview(undefined);
              }}
            >
              Change
            </Button>
          </div>
        )}
        {flow.state.phase === 'failed' ? (
          <div className={styles.actions}>
            <Button type="button" variant="outline" onClick={flow.reset}>
              Try again
            </Button>
          </div>
        ) : null}
      </section>
    );
  }

  const unlockCycle = (() => {
    const cycles = Number(values.cycles);
    return Number.isInteger(cycles) && cycles >= 1 && cycles <= 96
      ? pox.currentCycle + 1 + cycles
      : undefined;
  })();

  return (
    <form
      className={`${styles.section} ${styles.form}`}
      noValidate
      aria-labelledby="stake-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        fieldErrors.submit();
        if (check.valid && !changesClosed) {
          setReview(check);
          setReviewPox(pox);
        }
      }}
    >
      <h2 id="stake-form-heading">Stake with {target.name}</h2>
      {changesClosed ? <ChangesClosedNotice pox={pox} /> : null}
      <fieldset className={styles.fieldset} disabled={changesClosed}>
        <legend className="visually-hidden">Your stake</legend>
        <TextInput
          label="Amount (STX)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(event) => update('amount')(event.target.value)}
          onBlur={fieldErrors.leave('amount')}
          error={errors.amount}
          hint={withMinimum(
            staker === undefined
              ? 'Connect your wallet to see what you can stake'
              : availableMicroStx === undefined
                ? 'Reading your balance…'
                : `Unlocked: ${formatMicroStx(availableMicroStx)}`,
            minimum,
          )}
        />
        <TextInput
          label="Duration (cycles)"
          name="cycles"
          type="number"
          autoComplete="off"
          value={values.cycles}
          onChange={(event) => update('cycles')(event.target.value)}
          onBlur={fieldErrors.leave('cycles')}
          error={errors.cycles}
          hint={
            unlockCycle === undefined
              ? '1 to 96 reward cycles (about 2 weeks each)'
              : `1 to 96 cycles. Earning from cycle ${pox.currentCycle + 1}; unlocks when cycle ${unlockCycle} starts (${describeCycleStart(unlockCycle, pox)})`
          }
        />
        {target.payouts === 'sbtc-or-btc' ? (
          <fieldset className={styles.choices}>
            <legend>Rewards paid in</legend>
            <label>
              <input
                type="radio"
                name="payout"
                value="sbtc"
                checked={values.payout === 'sbtc'}
                onChange={() => update('payout')('sbtc')}
              />{' '}
              sBTC to this account
            </label>
            <label>
              <input
                type="radio"
                name="payout"
                value="btc"
                checked={values.payout === 'btc'}
                onChange={() => update('payout')('btc')}
              />{' '}
              BTC to a Bitcoin address
            </label>
          </fieldset>
        ) : (
          <p className={styles.helpers}>
            {target.name} pays rewards in{' '}
            {target.payouts === 'btc'
              ? 'BTC, to the Bitcoin address below'
              : 'sBTC, to this account'}
            .
          </p>
        )}
        {payout === 'btc' ? (
          <BtcPayoutFields
            btcAddress={shownValues.btcAddress}
            maxFee={values.maxFee}
            errors={errors}
            onBtcAddressChange={(value) => {
              setAddressEdited(true);
              update('btcAddress')(value);
            }}
            onMaxFeeChange={update('maxFee')}
            onBtcAddressLeave={fieldErrors.leave('btcAddress')}
            onMaxFeeLeave={fieldErrors.leave('maxFee')}
            addressHint="Sent to the manager as calldata with your stake; prefilled with your wallet’s native SegWit address"
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
      <div className={styles.actions}>
        <Button type="submit" variant="solid" disabled={changesClosed}>
          Stake
        </Button>
        {staker === undefined ? <span>Connect your wallet to sign.</span> : null}
      </div>
    </form>
  );
}
