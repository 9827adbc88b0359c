import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { importInTasks } from '@/lib/import-in-tasks';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import type { StakingPool } from '@/stacks/staking/staking-pools';
import type { createHubLiveStore } from './hub-live-store';
import { HUB_LIVE_LOADING, type HubLiveStore, type HubLiveView } from './hub-live-view';

// The store's chunk, loaded once for the whole app on the first hydrated render of a hub
// (docs/decisions/0013-hub-live-store.md). A module-level load, read through
// `useSyncExternalStore` too, so no effect hands it to component state. pox-state's readers, in a
// file the page has already preloaded, evaluate before the chunk in a task of their own
// (lib/import-in-tasks.ts).

type CreateHubLiveStore = typeof createHubLiveStore;
type Chunk = { create: CreateHubLiveStore } | { error: Error };

let chunk: Chunk | undefined;
let loading: Promise<void> | undefined;

function loadChunk(onLoad: () => void): () => void {
  loading ??= importInTasks(
    () => import('./hub-live-store'),
    [() => import('@/stacks/staking/pox-state')],
  ).then(
    (module) => {
      chunk = { create: module.createHubLiveStore };
    },
    (error: unknown) => {
      // The next hub tries again; this one fails as a lazy component would.
      chunk = {
        error: error instanceof Error ? error : new Error('The hub’s live data did not load'),
      };
      loading = undefined;
    },
  );
  let subscribed = true;
  void loading.then(() => {
    if (subscribed) onLoad();
  });
  return () => {
    subscribed = false;
  };
}

const notYet = () => () => {};
const readChunk = () => chunk;
const noChunk = () => undefined;
const loadingView = () => HUB_LIVE_LOADING;
const nothing = () => {};
const NO_RETRIES = { retryPox: nothing, retryPoolFigures: nothing, retryLiquid: nothing };

/**
 * What the hub shows of the live data on the selected network, and its sections' retries. The
 * loading view while prerendering and hydrating and until the chunk has loaded; then a store over
 * TanStack Query's observers (hub-live-store.ts), one per network, that this hook subscribes to.
 */
export function useHubLive(
  pools: readonly StakingPool[],
): { view: HubLiveView } & Omit<HubLiveStore, 'subscribe' | 'getSnapshot'> {
  const hydrated = useIsHydrated();
  const client = useQueryClient();
  const network = useActiveNetwork();
  const loaded = useSyncExternalStore(hydrated ? loadChunk : notYet, readChunk, noChunk);
  if (loaded && 'error' in loaded) throw loaded.error;
  const create = hydrated ? loaded?.create : undefined;
  // Creating observers has no effect outside the store until it is subscribed to.
  const store = useMemo(
    () => create?.({ client, network, pools }),
    [create, client, network, pools],
  );
  const view = useSyncExternalStore(
    store?.subscribe ?? notYet,
    store?.getSnapshot ?? loadingView,
    loadingView,
  );
  const { retryPox, retryPoolFigures, retryLiquid } = store ?? NO_RETRIES;
  return { view, retryPox, retryPoolFigures, retryLiquid };
}
