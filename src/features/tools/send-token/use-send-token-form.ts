import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
} from '@/stacks/api/account-balances';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { useSendForm } from '../shared/use-send-form';
import { useToolWalletMethod } from '../shared/use-tool-wallet-method';
import { chosenToken, transferLabel, unitOf, type HeldToken } from './send-token-form-state';
import { validateSendToken, type SendTokenValues } from './validate-send-token';

export const SEND_TOKEN_METHOD = 'stx_transferSip10Ft';
const EMPTY: SendTokenValues = { recipient: '', amount: '' };

/** The Send tokens form's state: the tokens the account holds with their decimals, the chosen
 * one, the values checked against its balance, and the transaction flow. SendTokenForm only
 * renders it. */
export function useSendTokenForm() {
  const network = useActiveNetwork();
  const sender = findStxAddress(useAtomValue(addressesAtom))?.address;
  const { unsupported, runOptions } = useToolWalletMethod('send-token', SEND_TOKEN_METHOD);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const { values, edit, flow, clear } = useSendForm({
    empty: EMPTY,
    network,
    refreshAfterSend: sender ? accountBalancesQueryKey(network, sender) : undefined,
  });

  const balances = useQuery({
    ...accountBalancesQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
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
    flow.edited();
  };

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || !sender) return;
    const { transfer } = validation;
    void flow.run(async () => {
      const { buildTokenTransferRequest } = await import('@/stacks/build-token-transfer-request');
      return buildTokenTransferRequest({ sender, ...transfer });
    }, runOptions);
  };

  const startOver = () => {
    clear();
    fields.reset();
  };

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
    state: flow.state,
    label: transferLabel({ state: flow.state, tokens, amount: values.amount, unit }),
    send,
    startOver,
  };
}
