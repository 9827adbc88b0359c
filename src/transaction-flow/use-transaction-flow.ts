import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ActiveNetwork } from '@/stacks/active-network';
import { transactionQueryOptions, type TransactionState } from '@/stacks/api/transaction';
import type { AnyWalletError } from '@/wallet/errors';
import type { StacksTransactionOutcome } from '@/wallet/request-schemas';
import {
  describeContractRefusal,
  type DescribeContractRefusal,
} from './describe-transaction-failure';
import type { TransactionFlowState } from './transaction-flow-state';
import { useWalletRequest, type WalletRequestState } from './use-wallet-request';
import type { WalletRequest } from './wallet-request';

/** What the wallet answered, with what was asked and on which network. */
interface Sent {
  outcome: StacksTransactionOutcome;
  request: WalletRequest;
  network: ActiveNetwork;
}

/** The part of the flow the wallet request keeps; the chain's part comes from the query. */
type Step =
  | Extract<
      TransactionFlowState,
      { phase: 'idle' | 'building' | 'signing' | 'not-built' | 'wallet-refused' | 'proposed' }
    >
  | { phase: 'broadcast'; txid: string; network: ActiveNetwork; request: WalletRequest };

type TransactionOutcome = 'confirmed' | 'failed';

export interface TransactionFlowOptions {
  /** The network the page shows; a broadcast transaction is followed on the network it went to. */
  network: ActiveNetwork;
  /** Words for a contract's `(err uN)`; undefined falls back to the contract and its code. */
  describeFailure?: DescribeContractRefusal;
  /** Once per transaction, when the chain has decided (refetch balances, positions…). */
  onSettled?: (outcome: TransactionOutcome, txid: string) => void;
}

interface RunOptions {
  /** When the wallet returns a txid (analytics fire here). */
  onBroadcast?: (txid: string) => void;
  /** When a multisig account's wallet proposed it to the co-signers instead (no txid). */
  onProposed?: (proposalId: string | undefined) => void;
  /** When the wallet refused or failed, with its error's class (a tool's `tool_used` outcome,
   * a method the wallet does not support). */
  onWalletError?: (error: AnyWalletError) => void;
}

export interface TransactionFlow {
  state: TransactionFlowState;
  /** Builds the request (may throw: Satchel's own refusal, in words), asks the wallet, then
   * follows the transaction. Ignored while another one is being built or signed. */
  run: (build: () => WalletRequest | Promise<WalletRequest>, options?: RunOptions) => Promise<void>;
  /** Call when the person edits the form: a refusal (the wallet's or Satchel's) goes back to
   * idle; a sent transaction stays. */
  edited: () => void;
  /** Back to idle, e.g. for "Send another". */
  reset: () => void;
}

/** The wallet request's state as the flow's step: the answer becomes a proposal or a txid. */
function stepOf(state: WalletRequestState<Sent>): Step {
  switch (state.phase) {
    case 'wallet-refused':
      return { phase: 'wallet-refused', message: state.message };
    case 'answered': {
      const { outcome, request, network } = state.answer;
      return outcome.status === 'proposed'
        ? { phase: 'proposed', proposalId: outcome.proposalId, request }
        : { phase: 'broadcast', txid: outcome.txid, network, request };
    }
    default:
      return state;
  }
}

/**
 * One transaction, from build to the chain's decision: build → wallet → broadcast → poll
 * `/extended/v1/tx/{txid}` until confirmed or failed; or build → wallet → proposed, where a
 * multisig account's wallet hands it to the co-signers and there is nothing to poll. Every page that sends a transaction uses
 * it, with `<TransactionProgress state={flow.state} …/>` for the words.
 */
export function useTransactionFlow({
  network,
  describeFailure,
  onSettled,
}: TransactionFlowOptions): TransactionFlow {
  const wallet = useWalletRequest<Sent>();
  const step = stepOf(wallet.state);
  const broadcast = step.phase === 'broadcast' ? step : undefined;

  const { data, error } = useQuery({
    ...transactionQueryOptions(broadcast?.network ?? network, broadcast?.txid ?? ''),
    enabled: broadcast !== undefined,
  });
  // The query keeps the last txid's data while a new key loads: only this txid's counts.
  const tx = broadcast ? data : undefined;

  const settled = useRef<string | undefined>(undefined);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => {
    if (!broadcast || !tx || settled.current === broadcast.txid) return;
    if (tx.status === 'success' || tx.status === 'failed') {
      settled.current = broadcast.txid;
      onSettledRef.current?.(tx.status === 'success' ? 'confirmed' : 'failed', broadcast.txid);
    }
  }, [broadcast, tx]);

  const { buildAndAsk, edited, reset } = wallet;
  const run = useCallback(
    (build: () => WalletRequest | Promise<WalletRequest>, options: RunOptions = {}) =>
      buildAndAsk(
        build,
        async (request): Promise<Sent> => {
          const { sendWalletRequest } = await import('./send-wallet-request');
          return { outcome: await sendWalletRequest(request, network), request, network };
        },
        {
          // A proposal reached no chain: no txid to follow, so the query stays off.
          onAnswer: ({ outcome }) => {
            if (outcome.status === 'proposed') options.onProposed?.(outcome.proposalId);
            else options.onBroadcast?.(outcome.txid);
          },
          onWalletError: options.onWalletError,
        },
      ),
    [buildAndAsk, network],
  );

  return { state: flowState(step, tx, error, describeFailure), run, edited, reset };
}

function flowState(
  step: Step,
  tx: TransactionState | undefined,
  checkError: Error | null,
  describeFailure: DescribeContractRefusal | undefined,
): TransactionFlowState {
  if (step.phase !== 'broadcast') return step;
  const { txid, network, request } = step;
  const broadcast = { txid, network, request };
  switch (tx?.status) {
    case 'success':
      return {
        phase: 'confirmed',
        ...broadcast,
        blockHeight: tx.blockHeight,
        feeMicroStx: tx.feeMicroStx,
        resultRepr: tx.resultRepr,
      };
    case 'failed': {
      const refusal = { request, resultRepr: tx.resultRepr, vmError: tx.vmError };
      const reason =
        tx.cause === 'contract'
          ? (describeFailure?.(refusal) ?? describeContractRefusal(refusal) ?? tx.reason)
          : tx.reason;
      return { phase: 'failed', ...broadcast, reason, feeMicroStx: tx.feeMicroStx };
    }
    default:
      return {
        phase: 'pending',
        ...broadcast,
        seen: tx?.status === 'pending',
        checkError: checkError?.message,
      };
  }
}
