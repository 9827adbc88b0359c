import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStakingCycle, type StakingCycle } from '../api/staking-cycle';
import { fetchStacksApi } from '../stacks-api';
import { isPox5Contract } from './is-pox-5-contract';
import {
  cycleOfHeight,
  cycleStartHeight,
  isInPreparePhase,
  preparePhaseStartHeight,
} from './pox-cycles';

// GET /v2/pox — which PoX contract the chain runs and where it is in its cycle. Whether a chain
// runs pox-5 is read from this answer, never assumed from the network's name
// (docs/product-decisions.md#what-satchel-is; on a network without pox-5
// the page says so and offers nothing). No @stacks/transactions here: the cycle card can
// load it right after hydration.

const height = z.number().int().nonnegative();
const contractId = z.string().min(3).max(170);

export const poxStateResponseSchema = z.object({
  contract_id: contractId,
  first_burnchain_block_height: height,
  current_burnchain_block_height: height,
  reward_cycle_length: z.number().int().positive(),
  prepare_phase_block_length: height,
  contract_versions: z
    .array(
      z.object({
        contract_id: contractId,
        activation_burnchain_block_height: height,
        first_reward_cycle_id: height,
      }),
    )
    .max(20)
    .optional(),
  // A 4.0 node also names the sBTC contracts pox-5 uses: the token it pays rewards in and the
  // registry it reads each cycle's reward recipient from. Both are node configuration
  // (`pox_5_sbtc_contract`, `pox_5_sbtc_registry_contract`): fixed on mainnet, the network's own
  // elsewhere — Hiro's primary testnet runs PoX-5 (Epoch 4.0 at burn height 2,702) with its own
  // (stacks-network/docs `docs/learn/block-production/staking.md` at
  // 1cd1332c2ba8014c42af75cf78cc727ba744c71e). So they are read here, never from a table; older
  // nodes omit them.
  pox_5_sbtc_contract: contractId.nullish(),
  pox_5_sbtc_registry_contract: contractId.nullish(),
});

export type PoxStateResponse = z.infer<typeof poxStateResponseSchema>;

export type PoxState =
  | {
      kind: 'pox-5';
      /** `SP000000000000000000002Q6VF78.pox-5` on mainnet, `ST000…AMW42H.pox-5` elsewhere. */
      contractId: string;
      burnHeight: number;
      firstBurnHeight: number;
      cycleLength: number;
      prepareLength: number;
      currentCycle: number;
      /** First burn block of the next cycle (the current one's end + 1). */
      nextCycleStart: number;
      /** First burn block of this cycle's prepare phase. */
      preparePhaseStart: number;
      /** Staking changes are closed (pox-5 u47 / u28) until `nextCycleStart`. */
      inPreparePhase: boolean;
      /** 0 while changes are open; otherwise blocks until the next cycle opens them again. */
      blocksUntilChangesOpen: number;
      /** 0 inside the prepare phase; otherwise blocks until it starts. */
      blocksUntilPreparePhase: number;
      /** 0..1 through the current cycle. */
      cycleProgress: number;
      /** The first cycle pox-5 ran (mainnet 141), when the node lists pox-5's activation. */
      firstPox5Cycle?: number;
      /** The sBTC contract the node reports for pox-5, when it does. */
      sbtcToken?: string;
      /** The sBTC registry the node reports for pox-5, when it does. */
      sbtcRegistry?: string;
      /**
       * The Hiro API's current cycle (`/extended/v3/staking/cycles/current`) when the API has the
       * endpoint and its geometry matches the chain's; its schedule dates cycle boundaries
       * (cycle-date.ts). Its phase has already been folded into `inPreparePhase` (stricter wins).
       */
      apiCycle?: StakingCycle;
    }
  | { kind: 'no-pox-5'; contractId: string };

/** The state of a /v2/pox answer; cycles are computed from heights as pox-5 does. */
export function toPoxState(pox: PoxStateResponse): PoxState {
  if (!isPox5Contract(pox.contract_id)) return { kind: 'no-pox-5', contractId: pox.contract_id };
  const params = {
    firstBurnHeight: pox.first_burnchain_block_height,
    cycleLength: pox.reward_cycle_length,
    prepareLength: Math.min(pox.prepare_phase_block_length, pox.reward_cycle_length),
  };
  const burnHeight = pox.current_burnchain_block_height;
  const currentCycle = cycleOfHeight(burnHeight, params);
  const cycleStart = cycleStartHeight(currentCycle, params);
  const nextCycleStart = cycleStartHeight(currentCycle + 1, params);
  const preparePhaseStart = preparePhaseStartHeight(currentCycle, params);
  const inPreparePhase = isInPreparePhase(burnHeight, params);
  const version = pox.contract_versions?.find((entry) => entry.contract_id === pox.contract_id);
  return {
    kind: 'pox-5',
    contractId: pox.contract_id,
    burnHeight,
    ...params,
    currentCycle,
    nextCycleStart,
    preparePhaseStart,
    inPreparePhase,
    blocksUntilChangesOpen: inPreparePhase ? nextCycleStart - burnHeight : 0,
    blocksUntilPreparePhase: Math.max(0, preparePhaseStart - burnHeight),
    cycleProgress: Math.min(1, Math.max(0, (burnHeight - cycleStart) / params.cycleLength)),
    ...(version ? { firstPox5Cycle: version.first_reward_cycle_id } : {}),
    ...(pox.pox_5_sbtc_contract ? { sbtcToken: pox.pox_5_sbtc_contract } : {}),
    ...(pox.pox_5_sbtc_registry_contract ? { sbtcRegistry: pox.pox_5_sbtc_registry_contract } : {}),
  };
}

type Pox5 = Extract<PoxState, { kind: 'pox-5' }>;

/**
 * /v2/pox's state with the Hiro API's word on the current cycle folded in. The chain stays the
 * truth: the API only ever closes changes, never opens them. When either says the prepare phase
 * has begun (the API's `status: 'prepare_phase'`, or its prepare phase starting earlier than the
 * node's arithmetic), changes are closed — a stake the chain would refuse is never offered, even
 * when the API's Bitcoin tip runs ahead of the node's. Its schedule's times are kept only when
 * its cycle is the node's current one with the same boundaries.
 */
export function withStakingCycle(state: Pox5, cycle: StakingCycle | undefined): Pox5 {
  if (!cycle) return state;
  const sameCycle = cycle.number === state.currentCycle;
  const preparePhaseStart = sameCycle
    ? Math.min(state.preparePhaseStart, cycle.preparePhaseStart.height)
    : state.preparePhaseStart;
  const nodeSaysPrepare = state.inPreparePhase || state.burnHeight >= preparePhaseStart;
  const apiSaysPrepare = cycle.status === 'prepare_phase';
  const inPreparePhase = nodeSaysPrepare || apiSaysPrepare;
  // Closed by the node: until its next cycle. Closed by the API alone: until the API's cycle
  // ends — its Bitcoin tip may lag the node's, so at least one more block.
  const reopensAt = nodeSaysPrepare ? state.nextCycleStart : cycle.end.height + 1;
  const sameGeometry =
    sameCycle &&
    cycle.start.height === state.nextCycleStart - state.cycleLength &&
    cycle.end.height === state.nextCycleStart - 1;
  return {
    ...state,
    preparePhaseStart,
    inPreparePhase,
    blocksUntilChangesOpen: inPreparePhase ? Math.max(1, reopensAt - state.burnHeight) : 0,
    blocksUntilPreparePhase: inPreparePhase ? 0 : Math.max(0, preparePhaseStart - state.burnHeight),
    ...(sameGeometry ? { apiCycle: cycle } : {}),
  };
}

/**
 * /v2/pox, and on a pox-5 chain the Hiro API's current cycle beside it (fetched at the same time;
 * a missing or odd endpoint leaves /v2/pox alone in charge, see staking-cycle.ts).
 */
export async function fetchPoxState(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  signal?: AbortSignal,
): Promise<PoxState> {
  const [pox, cycle] = await Promise.all([
    fetchStacksApi({ network, path: '/v2/pox', schema: poxStateResponseSchema, signal }),
    fetchStakingCycle(network, 'current', signal),
  ]);
  const state = toPoxState(pox);
  return state.kind === 'pox-5' ? withStakingCycle(state, cycle) : state;
}

/** A burn block comes about every 10 minutes; a minute keeps the countdown honest. */
export const POX_STATE_REFETCH_MS = 60_000;

export function poxStateQueryOptions(network: ActiveNetwork) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'staking', 'pox-state'] as const,
    queryFn: ({ signal }) => fetchPoxState(network, signal),
    refetchInterval: POX_STATE_REFETCH_MS,
    staleTime: POX_STATE_REFETCH_MS / 2,
  });
}

/** The pox-5 state, or an error a caller can show: for code that only runs on pox-5. */
export function requirePox5(state: PoxState): Extract<PoxState, { kind: 'pox-5' }> {
  if (state.kind !== 'pox-5') {
    throw new Error(`This network runs ${state.contractId}, not pox-5: staking is not offered.`);
  }
  return state;
}
