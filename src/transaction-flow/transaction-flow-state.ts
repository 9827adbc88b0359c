import type { ActiveNetwork } from '@/stacks/active-network';
import type { WalletRequest } from './wallet-request';

/** A broadcast transaction: which one, on which network, and what was asked. */
interface Broadcast {
  txid: string;
  /** The network it was broadcast on, even if the person has switched since. */
  network: ActiveNetwork;
  request: WalletRequest;
}

/**
 * Where one transaction stands, from build to the chain's decision. `phase` is exposed as
 * `data-state`; the words for each phase live in transaction-flow-words.ts.
 */
export type TransactionFlowState =
  | { phase: 'idle' }
  /** Satchel is building the request (reading the chain, encoding arguments). */
  | { phase: 'building' }
  /** The wallet is open: the person reviews and signs. */
  | { phase: 'signing' }
  /** Satchel refused to build it (the builder threw): the wallet never opened. */
  | { phase: 'not-built'; reason: string }
  /** The wallet refused or failed; nothing was broadcast. */
  | { phase: 'wallet-refused'; message: string }
  /** A multisig account: the wallet sent it to the co-signers, there is no txid to follow. */
  | { phase: 'proposed' }
  | (Broadcast & {
      phase: 'pending';
      /** False until the Stacks API has indexed it. */
      seen: boolean;
      /** Why the last look failed; the flow keeps looking. */
      checkError: string | undefined;
    })
  | (Broadcast & {
      phase: 'confirmed';
      blockHeight: number | undefined;
      feeMicroStx: bigint;
      /** What the call returned (`(ok u5)`), when the API says; the Call a contract tool shows it. */
      resultRepr?: string | undefined;
    })
  | (Broadcast & {
      phase: 'failed';
      /** In words, with a contract's `(err uN)` read by the describer when it knows it. */
      reason: string;
      feeMicroStx: bigint;
    });

/** While true a form should not start another transaction: one is being built, signed or mined. */
export function isTransactionFlowBusy(state: TransactionFlowState): boolean {
  return state.phase === 'building' || state.phase === 'signing' || state.phase === 'pending';
}
