import type { DevnetWalletAccount } from './devnet-wallet-accounts';
import type {
  StxCallContractParams,
  DeployContractParams,
  SignMessageParams,
  SignStructuredMessageParams,
  TransferParams,
} from './devnet-signer';
import type { DevnetStacksRequest } from './devnet-stacks-requests';
import type { DevnetBitcoinRequest } from './devnet-bitcoin-requests';

// Requests waiting for a person's decision, oldest first. The provider adds to it and waits; the
// approval dialog shows the first one and settles it. Plain subscribe/snapshot so React reads it
// with useSyncExternalStore.

export type DevnetWalletRequest =
  | { kind: 'connect'; method: string }
  | { kind: 'transfer'; params: TransferParams }
  | { kind: 'callContract'; params: StxCallContractParams }
  | { kind: 'deployContract'; params: DeployContractParams }
  | { kind: 'signMessage'; params: SignMessageParams }
  | { kind: 'signStructuredMessage'; params: SignStructuredMessageParams }
  | DevnetStacksRequest
  | DevnetBitcoinRequest;

export interface PendingReview {
  id: string;
  request: DevnetWalletRequest;
  /** The account that will sign (for connect: the one preselected in the picker). */
  account: DevnetWalletAccount;
}

export type ReviewDecision = { approved: false } | { approved: true; account: DevnetWalletAccount };

export interface ReviewQueue {
  /** Adds a request and resolves with the person's decision. */
  review: (pending: PendingReview) => Promise<ReviewDecision>;
  settle: (id: string, decision: ReviewDecision) => void;
  snapshot: () => readonly PendingReview[];
  subscribe: (listener: () => void) => () => void;
}

export function createReviewQueue(): ReviewQueue {
  let pending: readonly PendingReview[] = [];
  const resolvers = new Map<string, (decision: ReviewDecision) => void>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    review: (item) => {
      return new Promise((resolve) => {
        resolvers.set(item.id, resolve);
        pending = [...pending, item];
        notify();
      });
    },
    settle: (id, decision) => {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      pending = pending.filter((item) => item.id !== id);
      notify();
      resolve(decision);
    },
    snapshot: () => pending,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
