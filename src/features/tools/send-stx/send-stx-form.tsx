import { Banner } from '@/design-system/banner';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx } from '@/lib/micro-stx';
import type { AccountBalances } from '@/stacks/api/account-balances';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowSent } from '@/transaction-flow/transaction-flow-state';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { WalletSubmitButton } from '@/transaction-flow/wallet-submit-button';
import { MEMO_MAX_BYTES, utf8ByteLength } from '@/wallet/stacks-limits';
import { RecipientInput } from '../shared/recipient-input';
import { SendAnother } from '../shared/send-another';
import { SEND_STX_METHOD, useSendStxForm } from './use-send-stx-form';
import styles from './send-stx-form.module.css';

/** Tools › Send STX: recipient, amount and memo, checked as the wallet will check them, then
 * sent through the shared transaction flow (wallet, broadcast, followed until the chain decides). */
export function SendStxForm() {
  const form = useSendStxForm();
  const { sender, balances, state } = form;
  const progress = <TransactionProgress state={state} label={form.label} />;

  if (isTransactionFlowSent(state)) {
    return (
      <>
        {progress}
        <BalanceLine balances={balances} sender={sender} />
        <SendAnother onClick={form.startOver} />
      </>
    );
  }

  if (sender && form.unsupported) {
    return <UnsupportedMethodNotice method={SEND_STX_METHOD} />;
  }

  return (
    <form className={styles.form} onSubmit={form.send} noValidate>
      {sender ? null : (
        <Banner variant="info" title="Connect your wallet to send STX">
          The form checks what you type now; sending needs a connected wallet.
        </Banner>
      )}
      <BalanceLine balances={balances} sender={sender} />
      <RecipientInput {...form.bind('recipient')} />
      <TextInput
        label="Amount (STX)"
        {...form.bind('amount')}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextInput
        label="Memo (optional)"
        {...form.bind('memo')}
        autoComplete="off"
        hint={`${utf8ByteLength(form.memo)} of ${MEMO_MAX_BYTES} bytes; public on chain`}
      />
      <dl className={styles.summary}>
        <dt>Estimated fee</dt>
        <dd data-testid="fee-estimate">{form.fee}</dd>
        <dt>Total</dt>
        <dd>{form.total}</dd>
      </dl>
      {progress}
      <div className={styles.actions}>
        <WalletSubmitButton phase={state.phase} disabled={!sender}>
          Send STX
        </WalletSubmitButton>
      </div>
    </form>
  );
}

function BalanceLine({
  balances,
  sender,
}: {
  balances: { data: AccountBalances | undefined; error: Error | null };
  sender: string | undefined;
}) {
  if (!sender) return null;
  let text = 'Loading your balance…';
  if (balances.data) text = formatMicroStx(balances.data.availableMicroStx);
  else if (balances.error) text = `could not load it (${balances.error.message})`;
  return (
    <p className={styles.balance}>
      Available to send: <span data-testid="available-balance">{text}</span>
    </p>
  );
}
