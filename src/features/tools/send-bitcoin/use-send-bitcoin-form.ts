import { useAtomValue } from 'jotai';
import { useState, type SyntheticEvent } from 'react';
import type { BitcoinUnit } from '@/lib/bitcoin-amount';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import { findBtcAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { sendTransfer } from '@/wallet/methods/send-transfer';
import type { BitcoinTransferOutcome } from '@/wallet/request-schemas';
import { useWalletMethodSupport } from '@/wallet/use-wallet-method-support';
import { requestWallet } from '@/wallet/wallet-client';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import {
  amountInUnit,
  otherUnit,
  refusalWords,
  refusedForWantOfMethod,
} from './send-bitcoin-form-state';
import { validateSendBitcoin, type SendBitcoinValues } from './validate-send-bitcoin';

const EMPTY: SendBitcoinValues = { recipient: '', amount: '', unit: 'BTC' };

/** What the wallet sent (or proposed), and how much. */
export interface BitcoinSent {
  outcome: BitcoinTransferOutcome;
  sats: bigint;
}

/** The Send bitcoin form's state: the values checked for the selected network, and one request
 * to the wallet's `sendTransfer` (not followed on chain). SendBitcoinForm only renders it. */
export function useSendBitcoinForm() {
  const network = useActiveNetwork();
  const btcEntry = findBtcAddress(useAtomValue(addressesAtom), 'p2wpkh');
  const support = useWalletMethodSupport('sendTransfer');
  const track = useTrackToolUse('send-bitcoin');
  const [values, setValues] = useState<SendBitcoinValues>(EMPTY);
  const wallet = useWalletRequest<BitcoinSent>();
  const { state } = wallet;
  const validation = validateSendBitcoin(values, network);
  const connected = btcEntry !== undefined;

  const update = (patch: Partial<SendBitcoinValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    wallet.edited();
  };
  const fields = useFieldBinding<SendBitcoinValues, 'recipient' | 'amount'>({
    values,
    problems: validation.valid ? {} : validation.errors,
    onEdit: (field, value) => update({ [field]: value }),
  });

  const chooseUnit = (unit: BitcoinUnit) =>
    update({ unit, amount: amountInUnit(values.amount, values.unit, unit) });

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!validation.valid || !connected) return;
    const { request, sats } = validation;
    void wallet.ask(async () => ({ outcome: await requestWallet(sendTransfer, request), sats }), {
      onAnswer: () => track('success'),
      onWalletError: (error) => track(toolOutcomeOf(error)),
      describe: (error, raw) => refusalWords(error, raw, network.kind),
    });
  };

  const startOver = () => {
    setValues(EMPTY);
    fields.reset();
    wallet.reset();
  };

  return {
    network,
    btcAddress: btcEntry?.address,
    values,
    bind: fields.bind,
    chooseUnit,
    converted: otherUnit(values.amount, values.unit),
    unsupported:
      support === 'unsupported' ||
      (state.phase === 'wallet-refused' && refusedForWantOfMethod(state.error, network.kind)),
    state,
    send,
    startOver,
  };
}
