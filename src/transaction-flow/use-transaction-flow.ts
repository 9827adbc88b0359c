import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActiveNetwork } from '@/stacks/active-network';
import { transactionQueryOptions, type TransactionState } from '@/stacks/api/transaction';
import { describeWalletError } from '@/wallet/describe-wallet-error';
import { toWalletError, type AnyWalletError } from '@/wallet/errors';
import {
  describeContractRefusal,
  type DescribeContractRefusal,
} from './describe-transaction-failure';
import type { TransactionFlowState } from './transaction-flow-state';
import type { WalletRequest } from './wallet-request';

/** The part of the flow the hook keeps itself; the chain's part comes from the query. */
type Step =
  | { phase: 'idle' | 'building' | 'signing' }
  | { phase: 'proposed'; proposalId: string | undefined; request: WalletRequest }
  | { phase: 'not-built'; reason: string }
  | { phase: 'wallet-refused'; message: string }
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
  /** Back to idle, e.g. for "Send another". */
  reset: () => void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  const [step, setStep] = useState<Step>({ phase: 'idle' });
  const busy = useRef(false);
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

  const run = useCallback(
    async (build: () => WalletRequest | Promise<WalletRequest>, options: RunOptions = {}) => {
      if (busy.current) return;
      busy.current = true;
      try {
        setStep({ phase: 'building' });
        let request: WalletRequest;
        try {
          request = await build();
        } catch (refusal) {
          // Our own refusal (changes closed, a manager not registered…): never the wallet's.
          setStep({ phase: 'not-built', reason: errorMessage(refusal) });
          return;
        }
        setStep({ phase: 'signing' });
        try {
          const { sendWalletRequest } = await import('./send-wallet-request');
          const outcome = await sendWalletRequest(request, network);
          if (outcome.status === 'proposed') {
            // Nothing reached the chain: no txid to follow, so the query below stays off.
            setStep({ phase: 'proposed', proposalId: outcome.proposalId, request });
            options.onProposed?.(outcome.proposalId);
            return;
          }
          setStep({ phase: 'broadcast', txid: outcome.txid, network, request });
          options.onBroadcast?.(outcome.txid);
        } catch (raw) {
          const walletError = toWalletError(raw);
          setStep({ phase: 'wallet-refused', message: describeWalletError(walletError) });
          options.onWalletError?.(walletError);
        }
      } finally {
        busy.current = false;
      }
    },
    [network],
  );

  const reset = useCallback(() => {
    if (busy.current) return;
    setStep({ phase: 'idle' });
  }, []);

  return { state: flowState(step, tx, error, describeFailure), run, reset };
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
