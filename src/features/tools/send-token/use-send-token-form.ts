import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';
import { useSendForm } from '../shared/use-send-form';
import { useSenderBalances } from '../shared/use-sender-balances';
import { chosenToken, tokenTransferLabel, unitOf, type HeldToken } from './send-token-form-state';
import { validateSendToken, type SendTokenValues } from './validate-send-token';

export const SEND_TOKEN_METHOD = 'stx_transferSip10Ft';
const EMPTY: SendTokenValues = { recipient: '', amount: '' };

/** The Send tokens form's state: the tokens the account holds with their decimals, the chosen
 * one, the values checked against its balance, and the transaction flow. SendTokenForm only
 * renders it. */
export function useSendTokenForm() {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const { network, sender, unsupported, values, edit, edited, state, submit, startOver } =
    useSendForm({
      tool: 'send-token',
      method: SEND_TOKEN_METHOD,
      empty: EMPTY,
      refreshAfterSend: accountBalancesQueryKey,
    });

  const balances = useSenderBalances(network, sender);
  const held = balances.data?.fungibleTokens ?? [];
  const metadata = useQueries({
    queries: held.map((token) => tokenMetadataQueryOptions(network, token.contract)),
  });
  const tokens: HeldToken[] = held.map((token, i) => ({
    ...token,
    metadata: metadata[i]?.data,
    metadataError: metadata[i]?.error ?? null,
  }));
  const token = chosenToken(tokens, chosen);
  const unit = unitOf(token);

  const validation = validateSendToken(values, {
    network: network.kind,
    sender,
    token: token && unit ? { asset: token.asset, balance: token.balance, unit } : undefined,
  });
  const fields = useFieldBinding<SendTokenValues, keyof SendTokenValues>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => edit({ [field]: value }),
  });

  const choose = (asset: string) => {
    setChosen(asset);
    edited();
  };

  const transfer = validation.valid && sender ? { sender, ...validation.transfer } : undefined;
  const build =
    transfer &&
    (async () => {
      const { buildTokenTransferRequest } = await import('@/stacks/build-token-transfer-request');
      return buildTokenTransferRequest(transfer);
    });

  return {
    network,
    sender,
    unsupported,
    balances,
    tokens,
    token,
    unit,
    choose,
    bind: fields.bind,
    state,
    label: tokenTransferLabel({ state: state, tokens, amount: values.amount, unit }),
    send: submit(fields, build),
    startOver: startOver(fields),
  };
}
