import { Link } from 'react-router';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx } from '@/lib/micro-stx';
import { routes } from '@/lib/routes';
import type { ActiveNetwork } from '@/stacks/active-network';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { BtcPayoutFields } from '../shared/btc-payout-fields';
import { ChangesClosedNotice } from '../shared/changes-closed-notice';
import { describeStakeMinimum, type StakeMinimum } from '../shared/stake-minimum';
import type { StakeTarget } from '../shared/stake-target';
import { stakeUnlockCycle } from './stake-form-state';
import { StakeReview, type ManagerFee } from './stake-review';
import { useStakeForm } from './use-stake-form';
import styles from '../shared/staking-page.module.css';

type StakeFormModel = ReturnType<typeof useStakeForm>;

/** The amount's hint, with the pool's minimum after it when it sets one. */
function withMinimum(hint: string, minimum: StakeMinimum | undefined): string {
  if (!minimum) return hint;
  return `${hint}${hint.endsWith('…') ? '' : '.'} ${describeStakeMinimum(minimum)}`;
}

/**
 * Stake with one signer-manager: Amount (STX), Duration (cycles), payout; **Stake** opens a
 * review of exactly what will be signed; confirming builds the call from those figures and sends
 * it through the shared transaction flow (use-stake-form.ts). In the prepare phase the form is
 * closed with the reason.
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
  const form = useStakeForm({ target, network, pox, availableMicroStx });
  return form.state.review ? (
    <StakeReviewStep form={form} target={target} staker={staker} pox={pox} fee={fee} />
  ) : (
    <StakeFields
      form={form}
      target={target}
      staker={staker}
      pox={pox}
      availableMicroStx={availableMicroStx}
    />
  );
}

/** The review: what will be signed, then the wallet and the transaction's progress. */
function StakeReviewStep({
  form,
  target,
  staker,
  pox,
  fee,
}: {
  form: StakeFormModel;
  target: StakeTarget;
  staker: string | undefined;
  pox: Pox5State;
  fee: ManagerFee;
}) {
  const { review, reviewPox } = form.state;
  if (!review) return null;
  const { flow, busy, sent, changesClosed } = form;
  return (
    <section className={`${styles.section} ${styles.form}`} aria-labelledby="stake-review-heading">
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
        <form
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            form.confirm();
          }}
        >
          <WalletSubmitButton
            phase={flow.state.phase}
            disabled={staker === undefined || changesClosed}
          >
            Confirm and sign
          </WalletSubmitButton>
          <Button type="button" variant="outline" disabled={busy} onClick={form.change}>
            Change
          </Button>
        </form>
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

/** The form: amount, duration and payout, checked as they are typed. */
function StakeFields({
  form,
  target,
  staker,
  pox,
  availableMicroStx,
}: {
  form: StakeFormModel;
  target: StakeTarget;
  staker: string | undefined;
  pox: Pox5State;
  availableMicroStx: bigint | undefined;
}) {
  const { fields, changesClosed, minimum } = form;
  const unlockCycle = stakeUnlockCycle(form.values.cycles, pox.currentCycle);
  return (
    <form
      className={`${styles.section} ${styles.form}`}
      noValidate
      aria-labelledby="stake-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <h2 id="stake-form-heading">Stake with {target.name}</h2>
      {changesClosed ? <ChangesClosedNotice pox={pox} /> : null}
      <fieldset className={styles.fieldset} disabled={changesClosed}>
        <legend className="visually-hidden">Your stake</legend>
        <TextInput
          label="Amount (STX)"
          inputMode="decimal"
          autoComplete="off"
          {...fields.bind('amount')}
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
          type="number"
          autoComplete="off"
          {...fields.bind('cycles')}
          hint={
            unlockCycle === undefined
              ? '1 to 96 reward cycles (about 2 weeks each)'
              : `1 to 96 cycles. Earning from cycle ${pox.currentCycle + 1}; unlocks when cycle ${unlockCycle} starts (${describeCycleStart(unlockCycle, pox)})`
          }
        />
        <StakePayoutChoice form={form} target={target} />
        {form.payout === 'btc' ? (
          <BtcPayoutFields
            bind={fields.bind}
            asksMinClaim={form.asksMinClaim}
            addressHint="Sent to the manager as calldata with your stake; prefilled with your wallet’s native SegWit address"
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

/** sBTC or BTC where the manager pays both; otherwise what it pays in, said. */
function StakePayoutChoice({ form, target }: { form: StakeFormModel; target: StakeTarget }) {
  if (target.payouts !== 'sbtc-or-btc') {
    return (
      <p className={styles.helpers}>
        {target.name} pays rewards in{' '}
        {target.payouts === 'btc' ? 'BTC, to the Bitcoin address below' : 'sBTC, to this account'}.
      </p>
    );
  }
  const { payout } = form.state.values;
  return (
    <fieldset className={styles.choices}>
      <legend>Rewards paid in</legend>
      <label>
        <input
          type="radio"
          name="payout"
          value="sbtc"
          checked={payout === 'sbtc'}
          onChange={() => form.edit({ payout: 'sbtc' })}
        />{' '}
        sBTC to this account
      </label>
      <label>
        <input
          type="radio"
          name="payout"
          value="btc"
          checked={payout === 'btc'}
          onChange={() => form.edit({ payout: 'btc' })}
        />{' '}
        BTC to a Bitcoin address
      </label>
    </fieldset>
  );
}
