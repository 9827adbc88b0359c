import { useCallback, useState } from 'react';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { StackingContractCall } from '@/stacks/stacking/stacking-transactions';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError } from '@/wallet/errors';

/** Where one wallet-signed step stands before the chain takes over. */
export type WalletStepState =
  | { phase: 'idle' }
  | { phase: 'signing' }
  | { phase: 'broadcast'; txid: string }
  /** A multisig account: the wallet sent it to the co-signers, there is no txid to follow. */
  | { phase: 'proposed' }
  /** The wallet refused or failed; nothing was broadcast. */
  | { phase: 'refused'; message: string };

/**
 * One step of a stacking flow: build the call, ask the wallet, remember the txid. The call is
 * built only when the person confirms (`build` may throw; its message is shown), so what is sent
 * is built from what is on screen at that moment.
 */
export function useWalletStep(network: ActiveNetwork) {
  const [state, setState] = useState<WalletStepState>({ phase: 'idle' });

  const run = useCallback(
    async (
      build: () => StackingContractCall | Promise<StackingContractCall>,
      onBroadcast?: (txid: string) => void,
    ) => {
      setState({ phase: 'signing' });
      let call: StackingContractCall;
      try {
        call = await build();
      } catch (error) {
        // Our own refusal to build (a duration a pool cannot take…): never the wallet's fault.
        const reason = error instanceof Error ? error.message : String(error);
        setState({ phase: 'refused', message: `Satchel did not send it: ${reason}` });
        return;
      }
      try {
        const { sendStackingCall } = await import('./send-stacking-call');
        const outcome = await sendStackingCall(call, network);
        if (outcome.status === 'broadcast') {
          setState({ phase: 'broadcast', txid: outcome.txid });
          onBroadcast?.(outcome.txid);
        } else {
          setState({ phase: 'proposed' });
        }
      } catch (raw) {
        setState({ phase: 'refused', message: describeWalletError(toWalletError(raw)) });
      }
    },
    [network],
  );

  const reset = useCallback(() => {
    setState({ phase: 'idle' });
  }, []);

  return { state, run, reset };
}
