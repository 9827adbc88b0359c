import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx, MICRO_STX_PER_STX, parseStxAmount } from '@/lib/micro-stx';
import { useFieldErrors } from '@/lib/use-field-errors';
import type { ActiveNetwork } from '@/stacks/active-network';
import { availableStxQueryOptions } from '@/stacks/api/available-stx';
import {
  STACKING_FEE_ESTIMATE_MICRO_STX,
  type LiquidProtocol,
} from '@/stacks/stacking/stacking-protocols';
import { TransactionProgress } from '../shared/transaction-progress';
import { useWalletStep } from '../shared/use-wallet-step';
import { postConditionWords, protocolFeeLine, whatYouGet } from './liquid-protocol-words';
import { LiquidPageLink } from './liquid-page-link';
import { refreshAfterDeposit } from './refresh-after-deposit';
import { maxLiquidDeposit, validateLiquidAmount } from './validate-liquid-amount';
import styles from '../shared/stacking-page.module.css';
import liquidStyles from './liquid-stacking.module.css';

export type LiquidDepositIntent = 'start' | 'increase';

type FormStep = { step: 'editing' } | { step: 'review'; amountMicroStx: bigint; sender: string };

/**
 * A liquid-stacking deposit: the amount (≥ the protocol's minimum, ≤ the available balance after
 * pending transactions and the fee), what it gives back, then a review of the exact call and its
 * post-condition, the wallet, and the transaction followed on chain. Increasing a position is
 * the same protocol call — never pox-4 `stack-increase` (product.md, Known bugs). A visitor
 * without a wallet can try amounts (every rule but the balance); reviewing needs the wallet.
 */
export function LiquidDepositForm({
  network,
  protocol,
  sender,
  intent,
}: {
  network: ActiveNetwork;
  protocol: LiquidProtocol;
  sender: string | undefined;
  intent: LiquidDepositIntent;
}) {
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const available = useQuery({
    ...availableStxQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
  const wallet = useWalletStep(network);
  const [amountText, setAmountText] = useState('');
  const fieldErrors = useFieldErrors<'amount'>();
  const [form, setForm] = useState<FormStep>({ step: 'editing' });
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the review: move focus there so keyboard and screen-reader users
  // land on what they are asked to confirm.
  useEffect(() => {
    if (form.step === 'review') reviewHeading.current?.focus();
  }, [form.step]);

  const fee = STACKING_FEE_ESTIMATE_MICRO_STX;
  const maxMicroStx =
    available.data === undefined
      ? undefined
      : maxLiquidDeposit(available.data.availableMicroStx, fee);
  const check = validateLiquidAmount(amountText, {
    minMicroStx: protocol.minMicroStx,
    maxMicroStx,
    walletConnected: sender !== undefined,
  });
  const amountError = fieldErrors.shown(check.valid ? {} : { amount: check.error }).amount;
  const typedAmount = parseStxAmount(amountText);

  const review = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!check.valid || sender === undefined) return;
    wallet.reset();
    setForm({ step: 'review', amountMicroStx: check.amountMicroStx, sender });
  };

  const confirm = (amountMicroStx: bigint, reviewedSender: string) => {
    void wallet.run(
      async () => {
        // Built at confirm time from what the review shows; @stacks/transactions loads here.
        const { liquidDepositCall } = await import('@/stacks/stacking/stacking-transactions');
        return liquidDepositCall({ protocol, amountMicroStx, sender: reviewedSender });
      },
      () => {
        analytics.track(
          intent === 'start' ? 'liquid_stacking_started' : 'liquid_stacking_increased',
          { protocol: protocol.slug, amount_bucket: amountBucket(amountMicroStx) },
        );
        void refreshAfterDeposit(queryClient, network, reviewedSender);
      },
    );
  };

  const startOver = () => {
    wallet.reset();
    setAmountText('');
    fieldErrors.reset();
    setForm({ step: 'editing' });
  };

  const callWords = { contract: protocol.contract, functionName: protocol.functionName };

  if (form.step === 'review') {
    const amount = formatMicroStx(form.amountMicroStx);
    const reviewedSender = form.sender;
    const { state } = wallet;
    if (state.phase === 'broadcast' || state.phase === 'proposed') {
      return (
        <div className={styles.form}>
          {state.phase === 'broadcast' ? (
            <TransactionProgress
              network={network}
              txid={state.txid}
              label={`Deposit of ${amount} to ${protocol.name}`}
              call={callWords}
              onSettled={() => {
                void refreshAfterDeposit(queryClient, network, reviewedSender);
              }}
            />
          ) : (
            <Banner variant="info" title="Sent to your co-signers">
              Your wallet proposed the deposit to the other signers of this account. It is broadcast
              once enough of them sign.
            </Banner>
          )}
          <div className={styles.actions}>
            <LiquidPageLink to={`/stacking/liquid/${protocol.slug}/active`}>
              See your {protocol.name} position
            </LiquidPageLink>
            <Button variant="outline" onClick={startOver}>
              Deposit more
            </Button>
          </div>
        </div>
      );
    }
    return (
      <section className={styles.section} aria-labelledby="liquid-review-heading">
        <h2 id="liquid-review-heading" ref={reviewHeading} tabIndex={-1}>
          Review your deposit
        </h2>
        <p>
          Your wallet will show this same transaction; nothing moves until you approve it there.
        </p>
        <dl className={styles.facts} data-testid="liquid-review">
          <dt>Contract</dt>
          <dd>
            <code>{protocol.contract}</code>
          </dd>
          <dt>Function</dt>
          <dd>
            <code>{protocol.functionName}</code>
          </dd>
          <dt>Amount</dt>
          <dd>{amount}</dd>
          <dt>You receive</dt>
          <dd>{whatYouGet(protocol, form.amountMicroStx, network.kind)}</dd>
          <dt>Post-condition</dt>
          <dd>{postConditionWords(amount)}</dd>
          <dt>Network fee</dt>
          <dd>About {formatMicroStx(fee)}, paid on top of the amount (your wallet sets it)</dd>
        </dl>
        {state.phase === 'refused' ? (
          <Banner variant="error" title="Not sent">
            {state.message}
          </Banner>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="solid"
            loading={state.phase === 'signing'}
            onClick={() => confirm(form.amountMicroStx, reviewedSender)}
          >
            {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Confirm'}
          </Button>
          <Button
            variant="outline"
            disabled={state.phase === 'signing'}
            onClick={() => {
              wallet.reset();
              setForm({ step: 'editing' });
            }}
          >
            Change the amount
          </Button>
        </div>
      </section>
    );
  }

  let availableText = 'Loading…';
  if (sender === undefined) availableText = 'connect your wallet';
  else if (maxMicroStx !== undefined) availableText = formatMicroStx(maxMicroStx);
  else if (available.error) availableText = 'unknown';

  return (
    <form className={styles.form} onSubmit={review} noValidate aria-label="Deposit">
      {available.error ? (
        <Banner
          variant="error"
          title="Could not read your available STX"
          action={
            <Button size="sm" variant="outline" onClick={() => void available.refetch()}>
              Try again
            </Button>
          }
        >
          {available.error.message}. Satchel needs it to check the amount before you sign.
        </Banner>
      ) : null}
      <TextInput
        label="Amount (STX)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        onBlur={fieldErrors.leave('amount')}
        error={amountError}
      />
      <p className={styles.helpers}>
        <span>
          Available:{' '}
          {maxMicroStx === undefined ? (
            <span data-testid="liquid-available">{availableText}</span>
          ) : (
            <button
              type="button"
              className={liquidStyles.fillButton}
              data-testid="liquid-available"
              aria-label={`Use all available: ${availableText}`}
              onClick={() => setAmountText(maxStxText(maxMicroStx))}
            >
              {availableText}
            </button>
          )}
        </span>
        <span>Minimum {formatMicroStx(protocol.minMicroStx)}</span>
      </p>
      {available.data && available.data.pendingOutgoingMicroStx > 0n ? (
        <p className={styles.helpers}>
          {formatMicroStx(available.data.pendingOutgoingMicroStx)} is set aside for your
          transactions still waiting to be mined.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>You receive</dt>
        <dd>
          {whatYouGet(protocol, check.valid ? check.amountMicroStx : typedAmount, network.kind)}
        </dd>
        <dt>Network fee</dt>
        <dd data-testid="liquid-fee-estimate">
          About {formatMicroStx(fee)} (260 bytes at 400 µSTX per byte), on top of the amount
        </dd>
        <dt>Protocol fee</dt>
        <dd>
          {protocolFeeLine(protocol)}{' '}
          <LiquidPageLink to="/stacking">Current yield and fee figures</LiquidPageLink>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button type="submit" variant="solid" disabled={sender === undefined}>
          Review deposit
        </Button>
      </div>
    </form>
  );
}

/** µSTX as the plain number a person would type ("12.5"), for the Available shortcut. */
function maxStxText(microStx: bigint): string {
  const whole = (microStx / MICRO_STX_PER_STX).toString();
  const fraction = (microStx % MICRO_STX_PER_STX).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
