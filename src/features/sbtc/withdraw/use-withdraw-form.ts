import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useReducer } from 'react';
import { useFieldBinding } from '@/lib/use-field-binding';
import {
  accountBalancesQueryKey,
  accountBalancesQueryOptions,
} from '@/stacks/api/account-balances';
import { emilyLimitsQueryOptions } from '@/stacks/emily/emily-limits';
import { readWithdrawalRequestId } from '@/stacks/sbtc/withdrawal-request-id';
import { SBTC_ASSET_NAME } from '@/stacks/sbtc/sbtc-token';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import type { SbtcSectionProps } from '../sbtc-section-props';
import { describeWithdrawalFailure } from './describe-withdrawal-failure';
import {
  addStoredWithdrawal,
  storedWithdrawalsAtom,
  withdrawalAccountKey,
} from './stored-withdrawals';
import { decodeRecipient, validateWithdrawal, type WithdrawalValues } from './validate-withdrawal';
import { EMPTY_WITHDRAW_FORM, withdrawFormReducer } from './withdraw-form-state';

/**
 * The Withdraw form's state and actions, for withdraw-section.tsx to render: the values and their
 * checks against the balance and the bridge's cap, the review, the `initiate-withdrawal-request`
 * built from it, and the request kept once confirmed so the list follows it.
 */
export function useWithdrawForm({
  network,
  contracts,
  address,
}: SbtcSectionProps & { address: string }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(withdrawFormReducer, EMPTY_WITHDRAW_FORM);
  const { values, review } = state;
  const [stored, setStored] = useAtom(storedWithdrawalsAtom);
  const accountKey = withdrawalAccountKey(network, address);

  const balances = useQuery(accountBalancesQueryOptions(network, address));
  const sbtcAsset = `${contracts.token}::${SBTC_ASSET_NAME}`;
  const balanceSats = balances.data
    ? (balances.data.fungibleTokens.find((token) => token.asset === sbtcAsset)?.balance ?? 0n)
    : undefined;

  const flow = useTransactionFlow({
    network,
    describeFailure: describeWithdrawalFailure,
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, address) }),
  });
  const flowState = flow.state;

  // The request id is the call's `(ok uN)`: once confirmed, the request is kept and followed.
  const confirmedId =
    flowState.phase === 'confirmed' ? readWithdrawalRequestId(flowState.resultRepr) : undefined;
  const confirmedTxid = flowState.phase === 'confirmed' ? flowState.txid : undefined;
  useEffect(() => {
    if (confirmedId === undefined || confirmedTxid === undefined || !review) return;
    setStored((all) =>
      addStoredWithdrawal(all, accountKey, {
        requestId: confirmedId,
        txid: confirmedTxid.startsWith('0x') ? confirmedTxid : `0x${confirmedTxid}`,
        amountSats: review.amountSats.toString(),
        maxFeeSats: review.maxFeeSats.toString(),
        btcAddress: review.btcAddress,
      }),
    );
  }, [accountKey, confirmedId, confirmedTxid, review, setStored]);

  // The bridge's per-withdrawal cap, where Emily runs and answers; without it the form checks the rest.
  const limits = useQuery(emilyLimitsQueryOptions(network));
  const validation = validateWithdrawal(values, {
    network: network.kind,
    balanceSats,
    perWithdrawalCapSats: limits.data?.perWithdrawalCap,
  });
  const fields = useFieldBinding<WithdrawalValues, keyof WithdrawalValues>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => {
      dispatch({ type: 'edit', field, value });
      flow.edited();
    },
  });

  const submit = () => {
    fields.submit();
    if (validation.valid) dispatch({ type: 'review', plan: validation.plan });
  };

  const send = () => {
    if (!review) return;
    void flow.run(async () => {
      const { buildWithdrawalRequest } = await import('@/stacks/sbtc/build-withdrawal-request');
      return buildWithdrawalRequest({
        network: network.kind,
        contracts,
        sender: address,
        amountSats: review.amountSats,
        maxFeeSats: review.maxFeeSats,
        btcAddress: review.btcAddress,
      });
    });
  };

  const editAgain = () => {
    flow.reset();
    dispatch({ type: 'edit-again' });
  };

  const startOver = () => {
    dispatch({ type: 'start-over' });
    fields.reset();
    flow.reset();
  };

  return {
    values,
    review,
    fields,
    decoded: decodeRecipient(values.btcAddress, network.kind),
    balanceSats,
    balanceError: balances.error,
    requests: stored[accountKey] ?? [],
    flow,
    confirmedId,
    submit,
    send,
    editAgain,
    startOver,
  };
}
