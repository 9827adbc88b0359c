import { parseStxAmount } from '@/lib/micro-stx';
import { useFieldBinding } from '@/lib/use-field-binding';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { useSendForm } from '../shared/use-send-form';
import { useSenderBalances } from '../shared/use-sender-balances';
import { feeText, totalText, stxTransferLabel } from './send-stx-form-state';
import { useTransferFeeEstimate } from './use-transfer-fee-estimate';
import { validateSendStx, type SendStxValues } from './validate-send-stx';

const EMPTY: SendStxValues = { recipient: '', amount: '', memo: '' };
export const SEND_STX_METHOD = 'stx_transferStx';

/** The Send STX form's state: the account, its balance and the fee estimate, the values checked
 * as the wallet will check them, and the transaction flow. SendStxForm only renders it. */
export function useSendStxForm() {
  // The balance moved (or the fee was taken): read it again once the chain has decided.
  const { network, account, sender, unsupported, values, edit, state, submit, startOver } =
    useSendForm({
      tool: 'send-stx',
      method: SEND_STX_METHOD,
      empty: EMPTY,
      refreshAfterSend: accountBalancesQueryKey,
    });

  const balances = useSenderBalances(network, sender);
  const fee = useTransferFeeEstimate({
    network,
    sender,
    publicKey: account?.publicKey,
    recipient: values.recipient.trim(),
  });

  const validation = validateSendStx(values, {
    network: network.kind,
    sender,
    availableMicroStx: balances.data?.availableMicroStx,
    feeMicroStx: fee.data,
  });
  const fields = useFieldBinding<SendStxValues, keyof SendStxValues>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => edit({ [field]: value }),
  });
  const amount = parseStxAmount(values.amount);

  const request = validation.valid && sender ? validation.request : undefined;

  return {
    sender,
    unsupported,
    balances,
    memo: values.memo,
    bind: fields.bind,
    state,
    label: stxTransferLabel(state, amount),
    fee: feeText({
      sender,
      publicKey: account?.publicKey,
      feeMicroStx: fee.data,
      feeError: fee.error,
    }),
    total: totalText(amount, fee.data),
    send: submit(fields, request && (() => request)),
    startOver: startOver(fields),
  };
}
