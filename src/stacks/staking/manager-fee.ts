import { queryOptions } from '@tanstack/react-query';
import { ClarityType } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { fetchDataVar } from '../data-var';
import { StacksApiError } from '../stacks-api';
import { callReadOnly, readTupleFields, readUint } from '../call-read-only';
import { fetchManagerInterface } from './manager-interface';
import { stakingQueryKey } from './staking-query-key';

// A signer-manager's fee in force now: the rate its next collection (`claim-rewards`) fixes for
// the cycle. Where it lives depends on the manager's design, read from its interface:
// - the reference manager (devnet/vendor/managers/signer-manager-pox5.clar): only the `fees-bips`
//   data var, with no getter — GET /v2/data_var/{address}/{name}/fees-bips; admins change it at
//   any time (`update-fees`);
// - Fast Pool's max500 (devnet/vendor/managers/fastpool-max500-signer-manager.clar): `update-fees`
//   queues an increase for two cycles, so `fees-bips` may be the old rate; read-only
//   `get-pending-fees` gives the rate in force (`active-bips`, what `get-active-fee-bips` answers)
//   and the queued one with the cycle it takes effect from.
// A manager with neither (another design) has an unknown fee, shown as such, never guessed.

export interface ManagerFeeSchedule {
  /** Basis points in force now (500 = 5 %). */
  activeBips: number;
  /** A higher rate the manager has queued, from `fromCycle` on (max500 only). */
  queued?: { bips: number; fromCycle: number };
}

/** Basis points below 10000, as every manager's `update-fees` keeps them. */
function checkedBips(value: bigint, what: string): number {
  if (value >= 10_000n)
    throw new StacksApiError(
      'StacksApiResponseError',
      `${what} ${value.toString()} is not below 10000`,
    );
  return Number(value);
}

async function fetchMax500Schedule(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<ManagerFeeSchedule> {
  const what = 'get-pending-fees';
  const value = await callReadOnly(
    network,
    { contract: manager, functionName: what, args: [] },
    signal,
  );
  const field = readTupleFields(value, what);
  const activeBips = checkedBips(field('active-bips', readUint), what);
  const pendingBips = checkedBips(field('pending-bips', readUint), what);
  const fromCycle = Number(field('activation-cycle', readUint));
  // `get-active-fee-bips` already answers the pending rate once its cycle is reached, so a
  // pending rate that differs from the active one is still to come.
  return pendingBips === activeBips
    ? { activeBips }
    : { activeBips, queued: { bips: pendingBips, fromCycle } };
}

/** The manager's fee schedule, or undefined when it keeps its fee in no way Satchel can read. */
export async function fetchManagerFeeSchedule(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<ManagerFeeSchedule | undefined> {
  const design = await fetchManagerInterface(network, manager, signal);
  if (design?.max500) {
    return fetchMax500Schedule(network, manager, signal);
  }
  const value = await fetchDataVar(network, manager, 'fees-bips', signal);
  if (value === undefined) return undefined;
  if (value.type !== ClarityType.UInt)
    throw new StacksApiError('StacksApiResponseError', 'fees-bips is not a uint');
  return { activeBips: checkedBips(BigInt(value.value), 'fees-bips') };
}

/** Basis points in force now (500 = 5 %), or undefined when the manager's fee cannot be read. */
export async function fetchManagerFee(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<number | undefined> {
  return (await fetchManagerFeeSchedule(network, manager, signal))?.activeBips;
}

export function managerFeeQueryOptions(network: ActiveNetwork, manager: string) {
  return queryOptions({
    queryKey: [...stakingQueryKey(network), 'manager-fee', manager] as const,
    queryFn: ({ signal }) => fetchManagerFee(network, manager, signal),
  });
}
