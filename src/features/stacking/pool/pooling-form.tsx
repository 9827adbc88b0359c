import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket, durationProperty } from '@/analytics/event-properties';
import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx } from '@/lib/micro-stx';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryOptions } from '@/stacks/api/account-balances';
import { contractCallerAllowanceQueryOptions } from '@/stacks/stacking/contract-caller-allowance';
import type { PoxCycleInfo } from '@/stacks/stacking/pox-info';
import { parseBtcRewardAddress } from '@/stacks/staking/pox-address';
import {
  MAX_DELEGATION_CYCLES,
  STACKING_FEE_ESTIMATE_MICRO_STX,
  stackingProtocols,
  type PooledProtocol,
} from '@/stacks/stacking/stacking-protocols';
import { untilBurnHeight, type DelegationDuration } from '@/stacks/stacking/until-burn-height';
import { addressesAtom } from '@/wallet/connection-store';
import { TransactionProgress, type TransactionOutcome } from '../shared/transaction-progress';
import { useWalletStep, type WalletStepState } from '../shared/use-wallet-step';
import { parseDuration, validatePooling, type PoolingValues } from './validate-pooling';
import styles from '../shared/stacking-page.module.css';
import poolStyles from './pooling.module.css';

const DURATION_OPTIONS = [
  { value: 'indefinite', label: 'Until I stop pooling' },
  ...Array.from({ length: MAX_DELEGATION_CYCLES }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? '1 cycle' : `${index + 1} cycles`,
  })),
];

/** The wallet's native-segwit address: found by its type, never by its place in the list. */
function useP2wpkhAddress(): string {
  const entries = useAtomValue(addressesAtom);
  const entry = entries.find(
    (candidate) => candidate.symbol === 'BTC' && candidate.type === 'p2wpkh',
  );
  return entry?.address ?? '';
}

/**
 * The start/increase form and its steps: accept the pool's terms → allow the pool's contract in
 * pox-4 (skipped when already allowed) → delegate. The duration and reward address the person
 * sees are exactly what is sent: the delegation is built from the values on screen, with the
 * same until-burn-height shown beside the duration.
 */
export function PoolingForm({
  pool,
  network,
  stacker,
  pox,
  delegatedMicroStx,
  blocked,
}: {
  pool: PooledProtocol;
  network: ActiveNetwork;
  stacker: string | undefined;
  pox: UseQueryResult<PoxCycleInfo>;
  delegatedMicroStx: bigint | undefined;
  /** Another delegation stands in the way, or the current one could not be read. */
  blocked: boolean;
}) {
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const walletBtcAddress = useP2wpkhAddress();
  const [values, setValues] = useState<PoolingValues>({
    amount: '',
    duration: 'indefinite',
    rewardAddress: '',
  });
  // Until the person types an address of their own, the field follows the wallet's (which may
  // arrive after the page, when they connect here).
  const [rewardAddressEdited, setRewardAddressEdited] = useState(false);
  const fieldErrors = useFieldErrors<keyof PoolingValues>();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [allowConfirmed, setAllowConfirmed] = useState(false);
  const [delegateOutcome, setDelegateOutcome] = useState<TransactionOutcome>();
  const pox4 = stackingProtocols(network.kind).pox4;

  const balances = useQuery({
    ...accountBalancesQueryOptions(network, stacker ?? ''),
    enabled: stacker !== undefined,
  });
  const allowance = useQuery({
    ...contractCallerAllowanceQueryOptions(network, {
      pox4,
      stacker: stacker ?? '',
      contract: pool.contract,
    }),
    enabled: stacker !== undefined,
  });
  const allowStep = useWalletStep(network);
  const delegateStep = useWalletStep(network);

  // A reward address the pool does not let people choose follows the wallet's own.
  const rewardAddress =
    pool.customRewardAddress && rewardAddressEdited ? values.rewardAddress : walletBtcAddress;
  const check = validatePooling(
    { ...values, rewardAddress },
    {
      pool,
      network: network.kind,
      delegatedMicroStx,
      checkRewardAddress: parseBtcRewardAddress,
    },
  );
  const errors = fieldErrors.shown(check.valid ? {} : check.errors);
  const duration = parseDuration(values.duration);
  const untilHeight =
    pox.data && duration !== undefined && pool.durationChoice
      ? untilBurnHeight({
          firstBurnchainBlockHeight: pox.data.firstBurnchainBlockHeight,
          currentCycle: pox.data.currentCycle,
          rewardCycleLength: pox.data.rewardCycleLength,
          duration,
        })
      : undefined;

  const allowed = allowance.data?.allowed === true || allowConfirmed;
  const locked = delegateStep.state.phase === 'signing' || delegateStep.state.phase === 'broadcast';
  const update = (field: keyof PoolingValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const invalidateStacking = useCallback(() => {
    // Positions, allowance and balances all moved: read them again.
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const allow = () =>
    void allowStep.run(
      async () => {
        const { allowContractCallerCall } = await import('@/stacks/stacking/stacking-transactions');
        return allowContractCallerCall(pox4, pool);
      },
      () => {
        analytics.track('stacking_allow_contract_caller', { pool: pool.slug });
      },
    );

  const delegate = () => {
    fieldErrors.submit();
    if (!check.valid || !pox.data) return;
    const sent = check;
    const sentUntil = untilHeight;
    void delegateStep.run(
      async () => {
        const { delegateStxCall } = await import('@/stacks/stacking/stacking-transactions');
        let rewardPoxAddress;
        if (pool.kind === 'pox4-pools' && sent.rewardAddress) {
          const parsed = parseBtcRewardAddress(sent.rewardAddress, network.kind);
          if (!parsed.valid) throw new Error(parsed.message);
          rewardPoxAddress = parsed.poxAddress;
        }
        return delegateStxCall({
          pool,
          amountMicroStx: sent.amountMicroStx,
          untilBurnHeight: pool.durationChoice ? sentUntil : undefined,
          rewardPoxAddress,
        });
      },
      () => {
        analytics.track('pooled_stacking_started', {
          pool: pool.slug,
          duration: durationProperty(sent.duration),
          amount_bucket: amountBucket(sent.amountMicroStx),
        });
      },
    );
  };

  const onAllowSettled = useCallback(
    (outcome: TransactionOutcome) => {
      if (outcome === 'confirmed') setAllowConfirmed(true);
      invalidateStacking();
    },
    [invalidateStacking],
  );
  const onDelegateSettled = useCallback(
    (outcome: TransactionOutcome) => {
      setDelegateOutcome(outcome);
      invalidateStacking();
    },
    [invalidateStacking],
  );

  const available = balances.data?.availableMicroStx;
  const canSign = stacker !== undefined && !blocked;

  return (
    <form
      className={`${styles.section} ${styles.form}`}
      noValidate
      aria-labelledby="pooling-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        fieldErrors.submit();
        if (termsAccepted && allowed && !locked) delegate();
      }}
    >
      <h2 id="pooling-form-heading">Your delegation</h2>
      <TextInput
        label="Amount (STX)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        readOnly={locked}
        onChange={(event) => update('amount')(event.target.value)}
        onBlur={fieldErrors.leave('amount')}
        error={errors.amount}
        hint={`Minimum ${formatMicroStx(pool.minMicroStx)}${delegatedMicroStx === undefined ? '' : ` · now delegated ${formatMicroStx(delegatedMicroStx)}`}`}
      />
      <p className={styles.helpers}>
        <span>
          Available:{' '}
          <span data-testid="available-balance">
            {stacker === undefined
              ? 'connect your wallet'
              : available !== undefined
                ? formatMicroStx(available)
                : balances.error
                  ? `could not load it (${balances.error.message})`
                  : 'loading…'}
          </span>
        </span>
        {available !== undefined && available > 0n ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={locked}
            onClick={() => update('amount')(formatMicroStx(available).replace(/ STX$/, ''))}
          >
            Use all available
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={locked}
          onClick={() =>
            update('amount')(
              formatMicroStx(delegatedMicroStx ?? pool.minMicroStx).replace(/ STX$/, ''),
            )
          }
        >
          Use the minimum
        </Button>
      </p>
      {pool.durationChoice ? (
        <>
          <Select
            label="Duration"
            name="duration"
            options={DURATION_OPTIONS}
            value={values.duration}
            disabled={locked}
            onValueChange={update('duration')}
          />
          <p className={styles.helpers} data-testid="duration-summary">
            {describeDuration(duration, untilHeight, pox.data)}
          </p>
        </>
      ) : (
        <p className={styles.helpers} data-testid="duration-summary">
          Duration: until you stop pooling. {pool.name}’s contract sets no end height.
        </p>
      )}
      {errors.duration ? <p className={styles.error}>{errors.duration}</p> : null}
      {pool.kind === 'pox4-pools' ? (
        <TextInput
          label="Bitcoin address for your rewards"
          name="rewardAddress"
          autoComplete="off"
          spellCheck={false}
          value={rewardAddress}
          readOnly={!pool.customRewardAddress || locked}
          onChange={(event) => {
            setRewardAddressEdited(true);
            update('rewardAddress')(event.target.value);
          }}
          onBlur={fieldErrors.leave('rewardAddress')}
          error={errors.rewardAddress}
          hint={
            pool.customRewardAddress
              ? 'Prefilled with your wallet’s native SegWit address; you may use another of yours'
              : `${pool.name} pays the rewards to your wallet’s native SegWit address`
          }
        />
      ) : null}
      <p className={styles.helpers}>
        Fee: about {formatMicroStx(STACKING_FEE_ESTIMATE_MICRO_STX)} per transaction (your wallet
        shows the exact fee before you sign).
      </p>

      <ol className={poolStyles.steps} aria-label="Steps">
        <li className={poolStyles.step} data-state={termsAccepted ? 'done' : 'todo'}>
          <h3>1. Accept the pool’s terms</h3>
          <p>
            {pool.name} locks your delegated STX each cycle and pays rewards in {pool.rewardToken}{' '}
            after taking its fee. Your STX stay in your wallet, locked; you can stop pooling at any
            time, and they unlock at the end of the cycle that is running.
          </p>
          <label className={poolStyles.checkbox}>
            <input
              type="checkbox"
              checked={termsAccepted}
              disabled={locked}
              onChange={(event) => setTermsAccepted(event.target.checked)}
            />
            <span>I accept {pool.name}’s terms</span>
          </label>
        </li>

        <li className={poolStyles.step} data-state={allowed ? 'done' : 'todo'}>
          <h3>2. Allow {pool.name}’s contract</h3>
          <AllowStepBody
            allowance={allowance}
            allowed={allowed}
            state={allowStep.state}
            network={network}
            pool={pool}
            pox4={pox4}
            disabled={!canSign || !termsAccepted}
            onAllow={allow}
            onSettled={onAllowSettled}
          />
        </li>

        <li
          className={poolStyles.step}
          data-state={delegateOutcome === 'confirmed' ? 'done' : 'todo'}
        >
          <h3>3. Delegate</h3>
          <DelegateStepBody
            state={delegateStep.state}
            network={network}
            pool={pool}
            outcome={delegateOutcome}
            canSign={canSign && termsAccepted && allowed && pox.data !== undefined}
            waitingFor={
              !stacker
                ? 'Connect your wallet first.'
                : !termsAccepted
                  ? 'Accept the terms first.'
                  : !allowed
                    ? 'Allow the contract first.'
                    : pox.data === undefined
                      ? pox.error
                        ? `Could not read the current cycle (${pox.error.message}).`
                        : 'Reading the current cycle…'
                      : undefined
            }
            onRetry={delegateStep.reset}
            onSettled={onDelegateSettled}
          />
        </li>
      </ol>
    </form>
  );
}

function describeDuration(
  duration: DelegationDuration | undefined,
  untilHeight: bigint | undefined,
  pox: PoxCycleInfo | undefined,
): string {
  if (duration === undefined) return 'Choose a duration.';
  if (duration === 'indefinite')
    return 'No end height is sent: the delegation lasts until you stop pooling.';
  if (untilHeight === undefined || !pox) return `${duration} cycles; reading the current cycle…`;
  const lastCycle = pox.currentCycle + duration;
  return `${duration === 1 ? '1 cycle' : `${duration} cycles`}: through cycle ${lastCycle}; the delegation ends at burn block ${untilHeight.toLocaleString('en-US')}.`;
}

function AllowStepBody({
  allowance,
  allowed,
  state,
  network,
  pool,
  pox4,
  disabled,
  onAllow,
  onSettled,
}: {
  allowance: UseQueryResult<{ allowed: boolean }>;
  allowed: boolean;
  state: WalletStepState;
  network: ActiveNetwork;
  pool: PooledProtocol;
  pox4: string;
  disabled: boolean;
  onAllow: () => void;
  onSettled: (outcome: TransactionOutcome) => void;
}) {
  if (state.phase === 'broadcast') {
    return (
      <TransactionProgress
        network={network}
        txid={state.txid}
        label="Allowance"
        call={{ contract: pox4, functionName: 'allow-contract-caller' }}
        onSettled={onSettled}
      />
    );
  }
  if (allowance.data?.allowed === true || allowed) {
    return <p>Already allowed — nothing to sign for this step.</p>;
  }
  return (
    <>
      <p>
        pox-4 lets a contract delegate for you only once you allow it: one transaction, no STX move.
      </p>
      {allowance.error ? (
        <p className={styles.error}>Could not check the allowance: {allowance.error.message}</p>
      ) : null}
      {state.phase === 'refused' ? <p className={styles.error}>{state.message}</p> : null}
      {state.phase === 'proposed' ? (
        <p>Sent to your co-signers; this step continues once they sign.</p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="solid"
          disabled={disabled || allowance.isPending}
          loading={state.phase === 'signing'}
          onClick={onAllow}
        >
          {state.phase === 'signing' ? 'Confirm in your wallet…' : `Allow ${pool.name}`}
        </Button>
      </div>
    </>
  );
}

function DelegateStepBody({
  state,
  network,
  pool,
  outcome,
  canSign,
  waitingFor,
  onRetry,
  onSettled,
}: {
  state: WalletStepState;
  network: ActiveNetwork;
  pool: PooledProtocol;
  outcome: TransactionOutcome | undefined;
  canSign: boolean;
  waitingFor: string | undefined;
  onRetry: () => void;
  onSettled: (outcome: TransactionOutcome) => void;
}) {
  if (state.phase === 'broadcast') {
    return (
      <>
        <TransactionProgress
          network={network}
          txid={state.txid}
          label="Delegation"
          call={{ contract: pool.contract, functionName: 'delegate-stx' }}
          onSettled={onSettled}
        />
        {outcome === 'confirmed' ? (
          <p>
            Delegated. {pool.name} locks your STX at the next cycle.{' '}
            <Link to={`/stacking/pool/${pool.slug}/active`}>See your position</Link>
          </p>
        ) : null}
        {outcome === 'failed' ? (
          <div className={styles.actions}>
            <Button type="button" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      <p>
        Your wallet asks you to sign the delegation. No STX leave your wallet: the transaction
        carries no transfer, and deny mode aborts it if anything would move.
      </p>
      {state.phase === 'refused' ? <p className={styles.error}>{state.message}</p> : null}
      {state.phase === 'proposed' ? (
        <p>Sent to your co-signers; it is broadcast once enough of them sign.</p>
      ) : null}
      {waitingFor && state.phase !== 'signing' ? <p>{waitingFor}</p> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="solid"
          disabled={!canSign}
          loading={state.phase === 'signing'}
        >
          {state.phase === 'signing' ? 'Confirm in your wallet…' : `Delegate to ${pool.name}`}
        </Button>
      </div>
    </>
  );
}
