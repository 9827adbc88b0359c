import { useAtomValue } from 'jotai';
import { useMemo, useReducer, type SyntheticEvent } from 'react';
import { BITCOIN_CHAIN_OF } from '@/lib/bitcoin-address';
import { readPsbt, type DecodedPsbt } from '@/lib/read-psbt';
import { useFieldBinding } from '@/lib/use-field-binding';
import { useActiveNetwork } from '@/stacks/active-network';
import { useWalletRequest } from '@/transaction-flow/use-wallet-request';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { signPsbt } from '@/wallet/methods/sign-psbt';
import {
  isUnsupportedMethodError,
  useWalletMethodSupport,
} from '@/wallet/use-wallet-method-support';
import { requestWallet } from '@/wallet/wallet-client';
import { describeFailureBeforeWallet } from '../shared/describe-failure-before-wallet';
import { toolOutcomeOf, useTrackToolUse } from '../shared/use-track-tool-use';
import { defaultInputsToSign } from './choose-inputs';
import { initialSignPsbtFormState, signPsbtFormReducer } from './sign-psbt-form-state';

/** What the wallet answered: the signed PSBT, read again, and its txid when it broadcast. */
export interface SignedPsbtAnswer {
  psbt: DecodedPsbt | undefined;
  hex: string;
  txid: string | undefined;
}

/**
 * Everything SignPsbtForm does, for its view to render: the pasted PSBT read, the inputs to sign
 * (sign-psbt-form-state.ts), and the wallet's `signPsbt` through useWalletRequest.
 */
export function useSignPsbtForm() {
  const network = useActiveNetwork();
  const walletBtc = useAtomValue(addressesAtom).filter(
    (entry): entry is BtcAddressEntry => entry.symbol === 'BTC',
  );
  const support = useWalletMethodSupport('signPsbt');
  const track = useTrackToolUse('sign-psbt');
  const wallet = useWalletRequest<SignedPsbtAnswer>();
  const { state } = wallet;
  const [form, dispatch] = useReducer(signPsbtFormReducer, initialSignPsbtFormState);
  const { text, chosen, broadcast } = form;
  const reading = useMemo(() => readPsbt(text, network.kind), [text, network.kind]);
  const psbt = reading.ok ? reading.psbt : undefined;
  const toSign = chosen ?? (psbt ? defaultInputsToSign(psbt, walletBtc) : []);
  const onDevnet = network.kind === 'devnet';
  const connected = walletBtc.length > 0;
  const refused = state.phase === 'wallet-refused';

  const fields = useFieldBinding<{ psbt: string }, 'psbt'>({
    values: { psbt: text },
    problems: reading.ok ? {} : { psbt: reading.message },
    onEdit: (_field, value) => {
      dispatch({ type: 'edited', text: value });
      // Another PSBT: the old one's refusal or signature no longer applies.
      wallet.edited();
      if (state.phase === 'answered') wallet.reset();
    },
  });

  const sign = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.submit();
    if (!psbt || toSign.length === 0 || !connected) return;
    void wallet.ask(
      async () => {
        const answer = await requestWallet(signPsbt, {
          hex: psbt.hex,
          signAtIndex: [...toSign],
          broadcast: broadcast && !onDevnet,
          // A custom API or named network is not a network the wallet knows (decision 0008).
          ...(network.custom ? {} : { network: network.name }),
        });
        const signed = readPsbt(answer.hex, network.kind);
        return { psbt: signed.ok ? signed.psbt : undefined, hex: answer.hex, txid: answer.txid };
      },
      {
        onAnswer: () => track('success'),
        onWalletError: (error) => track(toolOutcomeOf(error)),
        describe: (_error, raw) => describeFailureBeforeWallet(raw),
      },
    );
  };

  return {
    state,
    psbt,
    toSign,
    onDevnet,
    connected,
    broadcast,
    chain: BITCOIN_CHAIN_OF[network.kind],
    fields,
    // The notice says it; the refusal's words stay too.
    unsupported: support === 'unsupported' || (refused && isUnsupportedMethodError(state.error)),
    chooseError:
      refused || !psbt || toSign.length > 0 ? undefined : 'Choose at least one input to sign',
    sign,
    toggle: (index: number, on: boolean) => {
      dispatch({ type: 'input-toggled', toSign, index, on });
      wallet.edited();
    },
    switchBroadcast: (on: boolean) => {
      dispatch({ type: 'broadcast-switched', on });
      wallet.edited();
    },
  };
}
