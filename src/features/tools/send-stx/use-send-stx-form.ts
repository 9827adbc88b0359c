import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { SyntheticEvent } from 'react';
import { parseStxAmount } from '@/lib/micro-stx';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
} from '@/stacks/api/account-balances';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { useSendForm } from '../shared/use-send-form';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { feeText, totalText, transferLabel } from './send-stx-form-state';
import { useTransferFeeEstimate } from './use-transfer-fee-estimate';
import { validateSendStx, type SendStxValues } from './validate-send-stx';

const EMPTY: SendStxValues = { recipient: '', amount: '', memo: '' };
export const SEND_STX_METHOD = 'stx_transferStx';

/** The Send STX form's state: the account, its balance and the fee estimate, the values checked
 * as the wallet will check them, and the transaction flow. SendStxForm only renders it. */
export function useSendStxForm() {
  const network = useActiveNetwork();
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  const sender = stxEntry?.address;
  const { unsupported, runOptions } = useToolWalletMethod('send-stx', SEND_STX_METHOD);
  // The balance moved (or the fee was taken): read it again once the chain has decided.
  const { values, edit, flow, clear } = useSendForm({
    empty: EMPTY,
    network,
    refreshAfterSend: sender ? accountBalancesQueryKey(network, sender) : undefined,
  });

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
  const fields = useFieldBinding<SendStxValues, keyof SendStxValues>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => edit({ [field]: value }),
  });
  const amount = parseStxAmount(values.amount);

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || !sender) return;
    const { request } = validation;
    void flow.run(() => request, runOptions);
  };

  const startOver = () => {
    clear();
    fields.reset();
  };

  return {
    sender,
    unsupported,
    balances,
    memo: values.memo,
    bind: fields.bind,
    state: flow.state,
    label: transferLabel(flow.state, amount),
    fee: feeText({
      sender,
      publicKey: stxEntry?.publicKey,
      feeMicroStx: fee.data,
      feeError: fee.error,
    }),
    total: totalText(amount, fee.data),
    send,
    startOver,
  };
}
