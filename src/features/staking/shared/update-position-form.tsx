import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import type { ActiveNetwork } from '@/stacks/active-network';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import type { PoolReadiness } from '@/stacks/staking/pool-readiness';
import type { HeldPosition } from '@/stacks/staking/position-view';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { BtcPayoutFields } from './btc-payout-fields';
import { ChangesClosedNotice } from './changes-closed-notice';
import { increaseHint } from './update-position-form-state';
import { useUpdatePositionForm } from './use-update-position-form';
import styles from './staking-page.module.css';

type UpdateFormModel = ReturnType<typeof useUpdatePositionForm>;

/**
 * **Update**: extend, increase and switch manager in one pox-5 `stake-update`. A BTC payout the
 * manager keeps is re-sent with every update: the reference manager deletes it when an update
 * carries no calldata (devnet/vendor/managers/signer-manager-pox5.clar). Changes apply from the
 * next cycle. The state and the transaction live in use-update-position-form.ts.
 */
export function UpdatePositionForm(props: {
  network: ActiveNetwork;
  position: HeldPosition;
  pox: Pox5State;
  availableMicroStx: bigint | undefined;
  /** The BTC payout the current manager keeps for this staker (its `get-pox-addr`). */
  storedPayout: StoredPayout;
}) {
  const { position, pox, availableMicroStx, storedPayout } = props;
  const form = useUpdatePositionForm(props);
  const { fields, check, flow, busy, closed } = form;
  const { phase } = flow.state;
  return (
    <form
      className={`${styles.section} ${styles.form}`}
      noValidate
      aria-labelledby="update-heading"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <h2 id="update-heading">Update</h2>
      <p>
        Add STX, add cycles, move to another signer-manager or change where rewards go, in one
        transaction; the changes apply from cycle {pox.currentCycle + 1}. The amount can only grow:
        to stake less, unstake and stake again.
      </p>
      {form.changesClosed ? <ChangesClosedNotice pox={pox} /> : null}
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
          inputMode="decimal"
          autoComplete="off"
          {...fields.bind('increase')}
          hint={increaseHint(position.amountMicroStx, availableMicroStx, form.minimum)}
        />
        <TextInput
          label="Add cycles"
          type="number"
          autoComplete="off"
          {...fields.bind('extend')}
          hint={
            check.valid
              ? `Unlocks when cycle ${check.unlockCycle} starts (${describeCycleStart(check.unlockCycle, pox)})`
              : `Unlocks now when cycle ${position.unlockCycle} starts`
          }
        />
        {form.managerOptions.length > 1 ? (
          <Select
            label="Signer-manager"
            name="manager"
            options={form.managerOptions}
            value={form.values.manager}
            onValueChange={(manager) => form.edit({ manager })}
          />
        ) : null}
        <UpdatePayoutChoice form={form} />
        {form.payoutKind === 'btc' ? (
          <BtcPayoutFields bind={fields.bind} asksMinClaim={form.asksMinClaim} />
        ) : null}
      </fieldset>
      <UpdateTargetNotice
        readiness={form.readiness}
        managerName={form.nextPoolName}
        switching={form.switching}
        canSwitch={form.managerOptions.length > 1}
      />
      <TransactionProgress state={flow.state} label="Update" headingLevel={3} />
      <div className={styles.actions}>
        <WalletSubmitButton phase={phase} disabled={closed || !form.targetReady}>
          Update
        </WalletSubmitButton>
        {phase === 'confirmed' ? (
          <Button type="button" variant="ghost" onClick={flow.reset}>
            Update again
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Where the rewards go: the payout the manager keeps, sBTC, or a Bitcoin address, as offered. */
function UpdatePayoutChoice({ form }: { form: UpdateFormModel }) {
  const { showStoredChoice, payouts, payoutKind, values } = form;
  if (!showStoredChoice && payouts !== 'sbtc-or-btc') return null;
  return (
    <fieldset className={styles.choices}>
      <legend>Rewards paid in</legend>
      {showStoredChoice ? (
        <label>
          <input
            type="radio"
            name="update-payout"
            checked={values.payout === 'stored'}
            onChange={() => form.edit({ payout: 'stored' })}
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
            onChange={() => form.edit({ payout: 'sbtc' })}
          />{' '}
          sBTC to this account
        </label>
      ) : null}
      <label>
        <input
          type="radio"
          name="update-payout"
          checked={payoutKind === 'btc'}
          onChange={() => form.edit({ payout: 'btc' })}
        />{' '}
        BTC to {showStoredChoice ? 'another' : 'a'} Bitcoin address
      </label>
    </fieldset>
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
