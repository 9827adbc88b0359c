import type { PoolSlug } from '@/config/staking-choices';
import type { StackingTrackerToken } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import type { HubCycle } from './cycle-card.layout';
import { LOADING, type LiveValue } from './live-figure';
import type { PoolFigures } from './staking-pools-table.layout';

// What the hub's sections show of the live data, and the store that reads it (built by the lazy
// hub-live-store.ts over TanStack Query's observers; docs/decisions/0013-hub-live-store.md). This
// module is on the first page: types and one constant only.

/** Where pox-5 stands on the selected network, for the whole hub. */
export type HubPoxState =
  | { state: 'loading' }
  | { state: 'failed'; retrying: boolean }
  | { state: 'no-pox-5'; contractId: string }
  | { state: 'pox-5'; cycle: HubCycle; currentCycle: number; contractId: string };

/** Each listed pool's fee, stake and signer-set membership this cycle, read from the chain. */
export interface HubPoolFiguresView {
  /** A pool not here (yet) is loading. */
  bySlug: Partial<Record<PoolSlug, PoolFigures>>;
  /** A retry of the failed figures is under way. */
  retrying: boolean;
}

/** One snapshot of everything the hub reads: plain data, the same object while nothing in it
 * changed (React's `useSyncExternalStore` compares snapshots by identity). */
export interface HubLiveView {
  pox: HubPoxState;
  poolFigures: HubPoolFiguresView;
  /** The tracker's stSTX entry; ready with undefined when the tracker does not list it. */
  liquid: LiveValue<StackingTrackerToken | undefined>;
}

/** An external store for `useSyncExternalStore`, and the sections' retries. */
export interface HubLiveStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => HubLiveView;
  retryPox: () => void;
  /** Refetches the pool figures that failed, and only those. */
  retryPoolFigures: () => void;
  retryLiquid: () => void;
}

/** Before the store's chunk has loaded (and while prerendering and hydrating). */
export const HUB_LIVE_LOADING: HubLiveView = {
  pox: { state: 'loading' },
  poolFigures: { bySlug: {}, retrying: false },
  liquid: LOADING,
};
