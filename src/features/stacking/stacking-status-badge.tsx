import { Badge, type Tone } from '@/design-system/badge';
import type { PooledStatus } from '@/stacks/stacking/stacking-position';

// One place that turns a position's status into words (product.md, Stacking: Status), shared
// by the hub and the position pages.

const STACKING_STATUS_LABELS: Readonly<Record<PooledStatus, string>> = {
  active: 'Active',
  'waiting-on-pool': 'Waiting on pool',
  expired: 'Expired',
  'revoked-while-locked': 'Revoked while locked',
  pending: 'Pending',
};

const STACKING_STATUS_TONES: Readonly<Record<PooledStatus, Tone>> = {
  active: 'success',
  'waiting-on-pool': 'info',
  expired: 'default',
  'revoked-while-locked': 'warning',
  pending: 'info',
};

/** What each status means for the STX, in a sentence. */
export const STACKING_STATUS_DESCRIPTIONS: Readonly<Record<PooledStatus, string>> = {
  active: 'The pool has locked your STX and they are earning rewards.',
  'waiting-on-pool':
    'You have delegated; the pool locks your STX at the start of the next cycle it stacks for.',
  expired: 'The delegation has ended: the pool can no longer lock your STX.',
  'revoked-while-locked':
    'You revoked the delegation. Your STX stay locked until the unlock height, then unlock by themselves.',
  pending: 'A stacking transaction is waiting to be confirmed.',
};

export function StackingStatusBadge({ status }: { status: PooledStatus }) {
  return (
    <Badge variant={STACKING_STATUS_TONES[status]} data-status={status}>
      {STACKING_STATUS_LABELS[status]}
    </Badge>
  );
}
