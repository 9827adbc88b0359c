import { useMemo, useState, useSyncExternalStore } from 'react';
import { ReviewDialog } from '@/design-system/review-dialog';
import { Switch } from '@/design-system/switch';
import {
  MULTISIG_PROPOSING_METHODS,
  multisigProposalResult,
} from '@/mocks/fixtures/wallet-responses';
import type { MockWallet, MockWalletRequest } from '@/mocks/mock-wallet-provider';
import { walletRequestDetails } from './wallet-request-details';

/** The wallet's pending list as React needs it: the same array until its requests change. */
function pendingRequestsStore(wallet: MockWallet) {
  let snapshot: readonly MockWalletRequest[] = [];
  return {
    subscribe: (onChange: () => void) => wallet.subscribe(onChange),
    getSnapshot: () => {
      const current = wallet.pending();
      const changed =
        current.length !== snapshot.length ||
        current.some((request, index) => request !== snapshot[index]);
      if (changed) snapshot = current;
      return snapshot;
    },
  };
}

/**
 * Plays the wallet in mock mode: each request the page sends appears here, oldest first, and the
 * person (or test) approves it — the fixtures' realistic answer — or rejects it with 4001.
 * Dismissing the dialog is a rejection, as closing Leather's popup is. A Stacks transaction can
 * be answered as a multisig account would: proposed to the co-signers, with no txid.
 */
/** Widened to strings: a request may name any method, listed or not. */
const proposingMethods: readonly string[] = MULTISIG_PROPOSING_METHODS;

export function WalletApprovalDialog({ wallet }: { wallet: MockWallet }) {
  const store = useMemo(() => pendingRequestsStore(wallet), [wallet]);
  const pending = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const request = pending[0];
  // The request the multisig answer was chosen for: the choice starts off for each request.
  const [multisigFor, setMultisigFor] = useState<string>();
  const canPropose = request !== undefined && proposingMethods.includes(request.method);
  const asMultisig = canPropose && multisigFor === request.id;
  return (
    <ReviewDialog
      open={request !== undefined}
      title={request ? `Wallet request: ${request.method}` : 'Wallet request'}
      description="Mock mode: answer as the wallet would."
      details={request ? walletRequestDetails(request) : []}
      onApprove={() => {
        if (!request) return;
        if (asMultisig) wallet.approve(request.id, multisigProposalResult);
        else wallet.approve(request.id);
      }}
      onReject={() => {
        if (request) wallet.reject(request.id);
      }}
    >
      {canPropose ? (
        <Switch
          label="Answer as a multisig account (propose to co-signers)"
          checked={asMultisig}
          onCheckedChange={(checked) => setMultisigFor(checked ? request.id : undefined)}
        />
      ) : null}
    </ReviewDialog>
  );
}
