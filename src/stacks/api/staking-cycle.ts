import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';

// GET /extended/v3/staking/cycles/{cycle_number}: the Hiro API's summary of one PoX cycle — where
// it stands against the API's Bitcoin tip (`status`) and the heights and times of its schedule.
// Published schema: hirosystems/stacks-blockchain-api `src/api/schemas/v3/entities/staking-cycles.ts`
// (`StakingCycleSchema`, `StakingCycleStatusSchema`, `CycleSchedulePointSchema`) and the times of
// each schedule point, `SchedulePointTimesSchema` in `src/api/schemas/v3/entities/common.ts`, both
// at commit 87148ea79cf1775be084423c323bee385ae27ddb; the route is `get_staking_cycle` in
// `src/api/routes/v3/staking-cycles.ts`, its selector `CycleSelectorParamSchema` in
// `src/api/schemas/v3/params.ts` (commit 01c976594c0ad89b70a1f6ce001452e27e420d41): a number of up
// to nine digits, `current`, `previous` or `next`; a cycle it cannot resolve is a 404.
// Only the fields the app reads are checked; the locked amounts, participants, bonds and rewards
// the API also sends are left alone.

const height = z.number().int().nonnegative();
const unixSeconds = z.number().int().nonnegative().nullable();
const isoTime = z.string().max(40).nullable();

/** One point of a cycle's schedule: its Bitcoin height, and when that block was or is projected
 * to be mined. At most one pair of times is set: `time` once mined, `projected_time` before. */
const schedulePointSchema = z.object({
  bitcoin_height: height,
  time: unixSeconds,
  time_iso: isoTime,
  projected_time: unixSeconds,
  projected_time_iso: isoTime,
});

const stakingCycleStatusSchema = z.enum(['upcoming', 'reward_phase', 'prepare_phase', 'finished']);

export const stakingCycleResponseSchema = z.object({
  number: height,
  status: stakingCycleStatusSchema,
  schedule: z.object({
    start: schedulePointSchema,
    prepare_phase_start: schedulePointSchema,
    end: schedulePointSchema,
  }),
});

export type StakingCycleResponse = z.infer<typeof stakingCycleResponseSchema>;
type StakingCycleStatus = z.infer<typeof stakingCycleStatusSchema>;

/** A point of the schedule: its height, and its time in ms when the API dates it. */
interface CycleSchedulePoint {
  height: number;
  /** The block's own time once mined, else the API's projection; absent when it gives neither. */
  atMs?: number;
}

export interface StakingCycle {
  number: number;
  status: StakingCycleStatus;
  start: CycleSchedulePoint;
  preparePhaseStart: CycleSchedulePoint;
  /** The cycle's last block (the next cycle starts one block later). */
  end: CycleSchedulePoint;
}

function toPoint(point: z.infer<typeof schedulePointSchema>): CycleSchedulePoint {
  const seconds = point.time ?? point.projected_time;
  return seconds === null
    ? { height: point.bitcoin_height }
    : { height: point.bitcoin_height, atMs: seconds * 1000 };
}

function toStakingCycle(response: StakingCycleResponse): StakingCycle {
  return {
    number: response.number,
    status: response.status,
    start: toPoint(response.schedule.start),
    preparePhaseStart: toPoint(response.schedule.prepare_phase_start),
    end: toPoint(response.schedule.end),
  };
}

export type CycleSelector = number | 'current' | 'previous';

/** The path of a cycle; a number is checked as the API's selector would check it. */
export function stakingCyclePath(selector: CycleSelector): string {
  if (
    typeof selector === 'number' &&
    !(Number.isInteger(selector) && selector >= 0 && selector < 1e9)
  )
    throw new RangeError(`Not a cycle number: ${String(selector)}`);
  return `/extended/v3/staking/cycles/${String(selector)}`;
}

/** The endpoint answers briefly or not at all: /v2/pox alone still decides (pox-state.ts). */
const STAKING_CYCLE_TIMEOUT_MS = 5_000;

/**
 * The cycle, or `undefined` when this API has no such endpoint (404: a plain node, an older API,
 * a custom API) or answers something that does not parse — the caller then goes by /v2/pox
 * alone. An abort from the caller still throws.
 */
export async function fetchStakingCycle(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  selector: CycleSelector,
  signal?: AbortSignal,
): Promise<StakingCycle | undefined> {
  try {
    const response = await fetchStacksApi({
      network,
      path: stakingCyclePath(selector),
      schema: stakingCycleResponseSchema,
      signal,
      timeoutMs: STAKING_CYCLE_TIMEOUT_MS,
    });
    return toStakingCycle(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof StacksApiError) return undefined;
    throw error;
  }
}
