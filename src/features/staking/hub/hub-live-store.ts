import {
  notifyManager,
  QueryObserver,
  replaceEqualDeep,
  type QueryClient,
  type QueryObserverResult,
} from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { amountDelegatedForSignerQueryOptions } from '@/stacks/staking/amount-delegated-for-signer';
import type { ManagerFeeSchedule } from '@/stacks/staking/manager-fee';
import { poxStateQueryOptions, type PoxState } from '@/stacks/staking/pox-state';
import { signerSetContainsQueryOptions } from '@/stacks/staking/signer-set-contains';
import type { StakingPool } from '@/stacks/staking/staking-pools';
import { areChangesClosed, type Pox5State } from '@/stacks/staking/staking-window';
import {
  findTokenFigures,
  stackingTrackerTokensQueryOptions,
} from '@/stacks/stacking-tracker/stacking-tracker-queries';
import type { StackingTrackerToken } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import type { PoolSlug } from '@/config/staking-choices';
import { managerFeeScheduleQueryOptions, withStatedFee } from '../shared/pool-fee';
import type { HubCycle } from './cycle-card.layout';
import type { HubLiveStore, HubLiveView, HubPoolFiguresView, HubPoxState } from './hub-live-view';
import { liveValue, LOADING, type LiveValue } from './live-figure';
import type { PoolFigures } from './staking-pools-table.layout';

// The hub's live data (docs/decisions/0013-hub-live-store.md), in one chunk loaded right after
// hydration so the readers, their zod and TanStack's observers stay off the first page. The
// prerendered sections read it through `useSyncExternalStore`: TanStack Query holds the data,
// this store only derives what the sections show from its observers.

/** stSTX's figures from the stacking-tracker (docs/staking-pox-5.md#liquid-stacking: Stacking DAO's
 * liquid token). */
const STSTX_TOKEN_CONTRACT = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';

const NO_POOL_FIGURES: HubPoolFiguresView = { bySlug: {}, retrying: false };

function toHubCycle(state: Pox5State): HubCycle {
  return {
    cycle: state.currentCycle,
    progress: state.cycleProgress,
    // Closed from the block before the prepare phase, as every form is (staking-window.ts).
    changesOpen: !areChangesClosed(state),
    blocksUntilPreparePhase: state.blocksUntilPreparePhase,
    blocksUntilNextCycle: state.nextCycleStart - state.burnHeight,
  };
}

/** A value read before stays shown while a refresh fails (liveValue), so pox-5 wins over an
 * error. */
function toHubPox({ data, isError, isFetching }: QueryObserverResult<PoxState>): HubPoxState {
  if (data?.kind === 'no-pox-5') return { state: 'no-pox-5', contractId: data.contractId };
  if (data?.kind === 'pox-5') {
    return {
      state: 'pox-5',
      cycle: toHubCycle(data),
      currentCycle: data.currentCycle,
      contractId: data.contractId,
    };
  }
  return isError ? { state: 'failed', retrying: isFetching } : { state: 'loading' };
}

function toLiquid({
  data,
  isError,
}: QueryObserverResult<readonly StackingTrackerToken[]>): LiveValue<
  StackingTrackerToken | undefined
> {
  if (data !== undefined) {
    return { state: 'ready', value: findTokenFigures(STSTX_TOKEN_CONTRACT, data) };
  }
  return isError ? { state: 'failed' } : LOADING;
}

/** Where the pools' stake and signer set are read: pox-5's contract id (from /v2/pox) and the
 * current cycle. */
interface SignerCycle {
  pox5: string;
  cycle: number;
}

/** What the store does with any of its observers, whatever the type of its data. */
interface Observed {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): { isError: boolean; isFetching: boolean };
  refetch(): Promise<unknown>;
}

type PoolArgs = Parameters<typeof amountDelegatedForSignerQueryOptions>[1];

const feeObserver = (client: QueryClient, network: ActiveNetwork, pool: StakingPool) =>
  new QueryObserver(client, {
    // The fee in force, or the pool's stated fixed fee where the manager keeps none (pool-fee.ts).
    // One `select` per observer, so TanStack keeps its result until the schedule changes.
    ...managerFeeScheduleQueryOptions(network, pool.manager),
    select: (schedule: ManagerFeeSchedule | null) => withStatedFee(schedule, pool.fixedFeeBips),
  });
const stakedObserver = (client: QueryClient, network: ActiveNetwork, args: PoolArgs) =>
  new QueryObserver(client, amountDelegatedForSignerQueryOptions(network, args));
const inSetObserver = (client: QueryClient, network: ActiveNetwork, args: PoolArgs) =>
  new QueryObserver(client, signerSetContainsQueryOptions(network, args));

/** One pool's three figures, each a TanStack observer. */
class PoolFigureObservers {
  readonly fee: ReturnType<typeof feeObserver>;
  readonly staked: ReturnType<typeof stakedObserver>;
  readonly inSet: ReturnType<typeof inSetObserver>;

  constructor(
    client: QueryClient,
    private readonly network: ActiveNetwork,
    private readonly pool: StakingPool,
    at: SignerCycle,
  ) {
    this.fee = feeObserver(client, network, pool);
    this.staked = stakedObserver(client, network, this.args(at));
    this.inSet = inSetObserver(client, network, this.args(at));
  }

  private args(at: SignerCycle): PoolArgs {
    return { pox5: at.pox5, manager: this.pool.manager, cycle: at.cycle };
  }

  /** Reads the stake and signer set at another cycle (or contract), as `useQuery` does when its
   * key changes: the new keys load, the old ones are left to TanStack's garbage collection. */
  moveTo(at: SignerCycle): void {
    this.staked.setOptions(amountDelegatedForSignerQueryOptions(this.network, this.args(at)));
    this.inSet.setOptions(signerSetContainsQueryOptions(this.network, this.args(at)));
  }

  figures(): PoolFigures {
    return {
      fee: liveValue(this.fee.getCurrentResult()),
      stakedMicroStx: liveValue(this.staked.getCurrentResult()),
      inSignerSet: liveValue(this.inSet.getCurrentResult()),
    };
  }

  observers(): Observed[] {
    return [this.fee, this.staked, this.inSet];
  }
}

/** Every listed pool's figures, read at one signer cycle. */
class PoolsFigures {
  private readonly rows: { slug: PoolSlug; observers: PoolFigureObservers }[];

  constructor(
    client: QueryClient,
    network: ActiveNetwork,
    pools: readonly StakingPool[],
    public at: SignerCycle,
  ) {
    this.rows = pools.map((pool) => ({
      slug: pool.slug,
      observers: new PoolFigureObservers(client, network, pool, at),
    }));
  }

  follow(at: SignerCycle): void {
    if (at.pox5 === this.at.pox5 && at.cycle === this.at.cycle) return;
    this.at = at;
    for (const row of this.rows) row.observers.moveTo(at);
  }

  view(): HubPoolFiguresView {
    const bySlug: HubPoolFiguresView['bySlug'] = {};
    for (const row of this.rows) bySlug[row.slug] = row.observers.figures();
    return {
      bySlug,
      retrying: this.observers().some((observer) => {
        const { isError, isFetching } = observer.getCurrentResult();
        return isError && isFetching;
      }),
    };
  }

  observers(): Observed[] {
    return this.rows.flatMap((row) => row.observers.observers());
  }
}

/**
 * The hub's live data on `network` as an external store over TanStack Query's observers, created
 * against the app's `QueryClient`: pox-5's state, then (once the current cycle and pox-5's
 * contract id are known) each pool's fee, stake and signer-set membership, and stSTX's figures.
 * Nothing is observed, so nothing fetched, until the first subscriber; the last one leaving stops
 * every observer, as unmounting a `useQuery` does. A new network is a new store.
 */
export function createHubLiveStore({
  client,
  network,
  pools,
}: {
  client: QueryClient;
  network: ActiveNetwork;
  pools: readonly StakingPool[];
}): HubLiveStore {
  const pox = new QueryObserver(client, poxStateQueryOptions(network));
  const liquid = new QueryObserver(client, stackingTrackerTokensQueryOptions());
  let figures: PoolsFigures | undefined;
  const listeners = new Set<() => void>();
  const stops = new Map<object, () => void>();
  let updating = false;

  const watch = (observer: Pick<Observed, 'subscribe'>): void => {
    if (listeners.size > 0 && !stops.has(observer)) stops.set(observer, observer.subscribe(update));
  };
  const unwatch = (observer: object): void => {
    stops.get(observer)?.();
    stops.delete(observer);
  };

  /** The pools' figures follow pox's state: read once pox-5, its contract id and current cycle
   * are known, moved when the cycle turns, dropped when the network turns out not to be pox-5. */
  function followPox(): void {
    const state = pox.getCurrentResult().data;
    if (state?.kind !== 'pox-5' || pools.length === 0) {
      figures?.observers().forEach(unwatch);
      figures = undefined;
      return;
    }
    const at = { pox5: state.contractId, cycle: state.currentCycle };
    if (figures) figures.follow(at);
    else figures = new PoolsFigures(client, network, pools, at);
    figures.observers().forEach(watch);
  }

  function read(): HubLiveView {
    return {
      pox: toHubPox(pox.getCurrentResult()),
      poolFigures: figures?.view() ?? NO_POOL_FIGURES,
      liquid: toLiquid(liquid.getCurrentResult()),
    };
  }

  followPox();
  let snapshot = read();

  /** Called by every observer: derives the view again and keeps the old object wherever nothing
   * changed (TanStack's own structural sharing), so an unchanged view is the same snapshot. */
  function update(): void {
    // Observers notify synchronously while `followPox` moves them: one derivation at the end.
    if (updating) return;
    updating = true;
    try {
      followPox();
      const next = replaceEqualDeep(snapshot, read());
      if (next === snapshot) return;
      snapshot = next;
    } finally {
      updating = false;
    }
    listeners.forEach((listener) => listener());
  }

  return {
    subscribe(onChange) {
      // Delivered on TanStack's schedule, as `useQuery` delivers its own updates.
      const listener = notifyManager.batchCalls(onChange);
      listeners.add(listener);
      if (listeners.size === 1) {
        watch(pox);
        watch(liquid);
        update();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const observer of [...stops.keys()]) unwatch(observer);
      };
    },
    getSnapshot: () => snapshot,
    retryPox: () => void pox.refetch(),
    retryPoolFigures: () => {
      for (const observer of figures?.observers() ?? []) {
        if (observer.getCurrentResult().isError) void observer.refetch();
      }
    },
    retryLiquid: () => void liquid.refetch(),
  };
}
