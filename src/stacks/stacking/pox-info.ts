import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { BURN_BLOCKS_PER_DAY } from './stacking-protocols';

// GET /v2/pox — the PoX cycle facts every stacking page shows (cycle, progress, days left).
// The /stacking hub is on the first page, so this module stays free of @stacks/transactions.

const height = z.number().int().nonnegative();
/** µSTX amounts arrive as JSON numbers (Hiro) and, from some proxies, as digit strings. */
const microStx = z.union([
  z
    .number()
    .int()
    .nonnegative()
    .transform((value) => BigInt(value)),
  z
    .string()
    .regex(/^\d{1,40}$/)
    .transform((value) => BigInt(value)),
]);

export const poxResponseSchema = z.object({
  contract_id: z.string().min(1).max(170),
  first_burnchain_block_height: height,
  current_burnchain_block_height: height,
  reward_cycle_length: z.number().int().positive(),
  prepare_phase_block_length: height,
  min_amount_ustx: microStx,
  current_cycle: z.object({ id: height, stacked_ustx: microStx.nullish() }),
});

export type PoxResponse = z.infer<typeof poxResponseSchema>;

export interface PoxCycleInfo {
  poxContract: string;
  firstBurnchainBlockHeight: number;
  burnHeight: number;
  currentCycle: number;
  rewardCycleLength: number;
  prepareLength: number;
  nextCycleStartHeight: number;
  blocksUntilNextCycle: number;
  /** Burn blocks / 144 (product.md), one decimal. */
  daysUntilNextCycle: number;
  /** 0..1 through the current cycle. */
  cycleProgress: number;
  inPreparePhase: boolean;
  /** 0 while in the prepare phase. */
  blocksUntilPreparePhase: number;
  minThresholdMicroStx: bigint;
  /** µSTX stacked in the current cycle; undefined when the API does not say. */
  stackedMicroStx: bigint | undefined;
}

/** The cycle facts of a /v2/pox answer. The cycle is computed from heights as pox-4's
 * `burn-height-to-reward-cycle` does, so every figure derives from one consistent formula. */
export function toPoxCycleInfo(pox: PoxResponse): PoxCycleInfo {
  const first = pox.first_burnchain_block_height;
  const length = pox.reward_cycle_length;
  const burnHeight = pox.current_burnchain_block_height;
  const prepareLength = Math.min(pox.prepare_phase_block_length, length);
  const currentCycle = burnHeight < first ? 0 : Math.floor((burnHeight - first) / length);
  const cycleStart = first + currentCycle * length;
  const nextCycleStartHeight = cycleStart + length;
  const blocksUntilNextCycle = nextCycleStartHeight - burnHeight;
  const prepareStart = nextCycleStartHeight - prepareLength;
  return {
    poxContract: pox.contract_id,
    firstBurnchainBlockHeight: first,
    burnHeight,
    currentCycle,
    rewardCycleLength: length,
    prepareLength,
    nextCycleStartHeight,
    blocksUntilNextCycle,
    daysUntilNextCycle: Math.round((blocksUntilNextCycle / BURN_BLOCKS_PER_DAY) * 10) / 10,
    cycleProgress: Math.min(1, Math.max(0, (burnHeight - cycleStart) / length)),
    inPreparePhase: burnHeight >= prepareStart,
    blocksUntilPreparePhase: Math.max(0, prepareStart - burnHeight),
    minThresholdMicroStx: pox.min_amount_ustx,
    stackedMicroStx: pox.current_cycle.stacked_ustx ?? undefined,
  };
}

export async function fetchPoxInfo(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  signal?: AbortSignal,
): Promise<PoxCycleInfo> {
  const pox = await fetchStacksApi({ network, path: '/v2/pox', schema: poxResponseSchema, signal });
  return toPoxCycleInfo(pox);
}

function poxInfoQueryKey(network: ActiveNetwork) {
  return [...networkQueryKey(network), 'pox-info'] as const;
}

/** A burn block comes about every 10 minutes; refetching every minute keeps the countdown
 * honest without hammering the API. */
export const POX_INFO_REFETCH_MS = 60_000;

export function poxInfoQueryOptions(network: ActiveNetwork) {
  return queryOptions({
    queryKey: poxInfoQueryKey(network),
    queryFn: ({ signal }) => fetchPoxInfo(network, signal),
    refetchInterval: POX_INFO_REFETCH_MS,
    staleTime: POX_INFO_REFETCH_MS / 2,
  });
}

/** Bitcoin's target: one burn block every 10 minutes. */
const BURN_BLOCK_MS = 10 * 60 * 1000;

/** When a burn height is (or was) reached, estimated at ~10 minutes per burn block from now. */
export function burnHeightToDate(
  burnHeight: number,
  info: Pick<PoxCycleInfo, 'burnHeight'>,
  now: Date = new Date(),
): Date {
  return new Date(now.getTime() + (burnHeight - info.burnHeight) * BURN_BLOCK_MS);
}
