import { Cl, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnly } from '../call-read-only';

/** Which staker to ask pox-5 about, and for the per-cycle getters which cycle. */
export interface Pox5StakerQuestion {
  pox5: string;
  staker: string;
  cycle?: number;
}

/** Calls one of pox-5's getters about a staker — `(fn staker)`, or `(fn staker cycle)` when a
 * cycle is given — as that staker (pox-5.clar at stacks-core 4.0.1: `get-staker-info`,
 * `get-bond-membership`, `get-signer-cycle-membership`). */
export function callPox5StakerGetter(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  functionName: string,
  { pox5, staker, cycle }: Pox5StakerQuestion,
  signal?: AbortSignal,
): Promise<ClarityValue> {
  const args: ClarityValue[] = [Cl.principal(staker)];
  if (cycle !== undefined) args.push(Cl.uint(cycle));
  return callReadOnly(network, { contract: pox5, functionName, args, sender: staker }, signal);
}
