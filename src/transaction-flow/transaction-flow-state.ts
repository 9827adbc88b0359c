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
  /**
   * A multisig account: the wallet proposed it to the account's co-signers instead of
   * broadcasting it. There is no txid yet (the wallet's answer leaves it empty), so nothing is
   * followed on the chain and nothing links to an explorer; the wallet's proposal id, when it
   * gives one, is what the person can match in their wallet.
   */
  | { phase: 'proposed'; proposalId: string | undefined; request: WalletRequest }
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

/**
 * True once the wallet has answered with a transaction: broadcast (pending, confirmed or failed
 * on the chain) or proposed to a multisig account's co-signers. A form then shows the outcome
 * and "send another" rather than sending the same thing again.
 */
export function isTransactionFlowSent(state: TransactionFlowState): boolean {
  return 'txid' in state || state.phase === 'proposed';
}

/** While true a form should not start another transaction: one is being built, signed or mined. */
export function isTransactionFlowBusy(state: TransactionFlowState): boolean {
  return state.phase === 'building' || state.phase === 'signing' || state.phase === 'pending';
}
