import type { ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { readHeight, readOptionalTupleFields, readPrincipal, readUint } from '../call-read-only';
import { callPox5StakerGetter } from './call-pox5-staker-getter';

// pox-5 `get-staker-info (staker)` → `(optional {amount-ustx, first-reward-cycle, num-cycles,
// signer})`, `none` once the lock has expired (pox-5.clar lines 3099–3113).

export interface StakerInfo {
  amountMicroStx: bigint;
  /** The first cycle the stake earns in (the cycle after the one it was made in). */
  firstCycle: number;
  numCycles: number;
  /** The signer-manager the stake is with. */
  manager: string;
  /** The first cycle the STX are unlocked again: `first + num`
   * (docs/staking-pox-5.md#staking-model). */
  unlockCycle: number;
}

function decodeStakerInfo(value: ClarityValue): StakerInfo | undefined {
  const field = readOptionalTupleFields(value, 'get-staker-info');
  if (!field) return undefined;
  const firstCycle = field('first-reward-cycle', readHeight);
  const numCycles = field('num-cycles', readHeight);
  return {
    amountMicroStx: field('amount-ustx', readUint),
    firstCycle,
    numCycles,
    manager: field('signer', readPrincipal),
    unlockCycle: firstCycle + numCycles,
  };
}

export async function fetchStakerInfo(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  args: { pox5: string; staker: string },
  signal?: AbortSignal,
): Promise<StakerInfo | undefined> {
  return decodeStakerInfo(await callPox5StakerGetter(network, 'get-staker-info', args, signal));
}
