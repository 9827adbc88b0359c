import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { TextInput } from '@/design-system/text-input';
import { formatMicroStx, parseStxAmount } from '@/lib/micro-stx';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
  type AccountBalances,
} from '@/stacks/api/account-balances';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import {
  isTransactionFlowBusy,
  isTransactionFlowSent,
} from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { MEMO_MAX_BYTES, utf8ByteLength } from '@/wallet/stacks-limits';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { UnsupportedMethodNotice } from '@/transaction-flow/unsupported-method-notice';
import { useTransferFeeEstimate } from './use-transfer-fee-estimate';
import { validateSendStx, type SendStxValues } from './validate-send-stx';
import styles from './send-stx-form.module.css';

const EMPTY: SendStxValues = { recipient: '', amount: '', memo: '' };
const METHOD = 'stx_transferStx';

/** Tools › Send STX: recipient, amount and memo, checked as the wallet will check them, then
 * sent through the shared transaction flow (wallet, broadcast, followed until the chain decides). */
export function SendStxForm() {
  const network = useActiveNetwork();
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  const sender = stxEntry?.address;
  const [values, setValues] = useState<SendStxValues>(EMPTY);
  const fieldErrors = useFieldErrors<keyof SendStxValues>();
  const { unsupported, runOptions } = useToolWalletMethod('send-stx', METHOD);
  const queryClient = useQueryClient();
  const flow = useTransactionFlow({
    network,
    // The balance moved (or the fee was taken): read it again once the chain has decided.
    onSettled: () => {
      if (sender) {
        void queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, sender) });
      }
    },
  });
  const { state } = flow;

  const balances = useQuery({
    ...accountBalancesQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
  const fee = useTransferFeeEstimate({
    network,
    sender,
    publicKey: stxEntry?.publicKey,
    recipient: values.recipient.trim(),
  });

  const validation = validateSendStx(values, {
    network: network.kind,
    sender,
    availableMicroStx: balances.data?.availableMicroStx,
    feeMicroStx: fee.data,
  });
  const errors = fieldErrors.shown(validation.valid ? {} : validation.errors);
  const amount = parseStxAmount(values.amount);

  // A refusal stays on screen until the person edits the form again.
  const update = (field: keyof SendStxValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.phase === 'wallet-refused' || state.phase === 'not-built') flow.reset();
  };

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fieldErrors.submit();
    if (!validation.valid || !sender) return;
    const { request } = validation;
    void flow.run(() => request, runOptions);
  };

  const startOver = () => {
    setValues(EMPTY);
    fieldErrors.reset();
    flow.reset();
  };

  const sentAmount =
    'request' in state && 'amount' in state.request ? state.request.amount : amount;
  const progress = (
    <TransactionProgress
      state={state}
      label={
        sentAmount === undefined ? 'STX transfer' : `Transfer of ${formatMicroStx(sentAmount)}`
      }
    />
  );

  if (isTransactionFlowSent(state)) {
    return (
      <>
        {progress}
        <BalanceLine balances={balances} sender={sender} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={startOver}>
            Send another
          </Button>
        </div>
      </>
    );
  }

  if (sender && unsupported) {
    return <UnsupportedMethodNotice method={METHOD} />;
  }

  let feeText = 'Connect your wallet to see the fee';
  if (stxEntry && !stxEntry.publicKey) feeText = 'Set by your wallet';
  else if (fee.data !== undefined) feeText = formatMicroStx(fee.data);
  else if (fee.error) feeText = `Could not estimate the fee: ${fee.error.message}`;
  else if (sender) feeText = 'Estimating…';

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      {sender ? null : (
        <Banner variant="info" title="Connect your wallet to send STX">
          The form checks what you type now; sending needs a connected wallet.
        </Banner>
      )}
      <BalanceLine balances={balances} sender={sender} />
      <TextInput
        label="Recipient"
        name="recipient"
        autoComplete="off"
        spellCheck={false}
        value={values.recipient}
        onChange={(event) => update('recipient')(event.target.value)}
        onBlur={fieldErrors.leave('recipient')}
        error={errors.recipient}
        hint="A Stacks address, or a contract as address.contract-name"
      />
      <TextInput
        label="Amount (STX)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => update('amount')(event.target.value)}
        onBlur={fieldErrors.leave('amount')}
        error={errors.amount}
      />
      <TextInput
        label="Memo (optional)"
        name="memo"
        autoComplete="off"
        value={values.memo}
        onChange={(event) => update('memo')(event.target.value)}
        onBlur={fieldErrors.leave('memo')}
        error={errors.memo}
        hint={`${utf8ByteLength(values.memo)} of ${MEMO_MAX_BYTES} bytes; public on chain`}
      />
      <dl className={styles.summary}>
        <dt>Estimated fee</dt>
        <dd data-testid="fee-estimate">{feeText}</dd>
        <dt>Total</dt>
        <dd>
          {amount !== undefined && fee.data !== undefined ? formatMicroStx(amount + fee.data) : '—'}
        </dd>
      </dl>
      {progress}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="solid"
          disabled={!sender}
          loading={isTransactionFlowBusy(state)}
        >
          {state.phase === 'signing' ? 'Confirm in your wallet…' : 'Send STX'}
        </Button>
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
