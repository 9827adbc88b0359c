import { useState, useSyncExternalStore } from 'react';
import { ReviewDialog } from '@/design-system/review-dialog';
import { Select } from '@/design-system/select';
import { shortenAddress } from '@/lib/shorten-address';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';
import type { PendingReview, ReviewQueue } from './devnet-review-queue';
import { describeDevnetRequest } from './describe-devnet-request';

export interface DevnetWalletDialogProps {
  queue: ReviewQueue;
  accounts: readonly DevnetAccount[];
}

/** The devnet wallet's approval window: one request at a time, oldest first. */
export function DevnetWalletDialog({ queue, accounts }: DevnetWalletDialogProps) {
  const pending = useSyncExternalStore(queue.subscribe, queue.snapshot);
  const [current] = pending;
  if (!current) return null;
  // Keyed by request so the account picker starts fresh for each one.
  return <PendingRequest key={current.id} pending={current} queue={queue} accounts={accounts} />;
}

function PendingRequest({
  pending,
  queue,
  accounts,
}: {
  pending: PendingReview;
  queue: ReviewQueue;
  accounts: readonly DevnetAccount[];
}) {
  const [accountName, setAccountName] = useState(pending.account.name);
  const account = accounts.find((candidate) => candidate.name === accountName) ?? pending.account;
  const summary = describeDevnetRequest(pending.request, account);
  const isConnect = pending.request.kind === 'connect';
  return (
    <ReviewDialog
      open
      title={summary.title}
      description="Devnet wallet — public test keys, never real funds."
      details={summary.details}
      approveLabel={summary.approveLabel}
      onApprove={() => queue.settle(pending.id, { approved: true, account })}
      onReject={() => queue.settle(pending.id, { approved: false })}
    >
      {isConnect ? (
        <Select
          label="Account"
          value={accountName}
          onValueChange={setAccountName}
          options={accounts.map((candidate) => ({
            value: candidate.name,
            label: `${candidate.name} · ${shortenAddress(candidate.address)}`,
          }))}
        />
      ) : null}
    </ReviewDialog>
  );
}
