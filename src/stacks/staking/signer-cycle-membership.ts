import type { ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { readOptionalTupleFields, readPrincipal, readUint } from '../call-read-only';
import { callPox5StakerGetter } from './call-pox5-staker-getter';

// pox-5 `get-signer-cycle-membership (staker, cycle)` → `(optional {amount-ustx, signer})`: who
// the staker was with in a cycle, and how much. It persists per cycle
// (docs/staking-pox-5.md#functions), so it is the history a rewards chart starts from.

export interface CycleMembership {
  amountMicroStx: bigint;
  manager: string;
}

function decodeCycleMembership(value: ClarityValue): CycleMembership | undefined {
  const field = readOptionalTupleFields(value, 'get-signer-cycle-membership');
  if (!field) return undefined;
  return {
    amountMicroStx: field('amount-ustx', readUint),
    manager: field('signer', readPrincipal),
  };
}

export interface CycleMembershipArgs {
  pox5: string;
  staker: string;
  cycle: number;
}

export async function fetchCycleMembership(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  args: CycleMembershipArgs,
  signal?: AbortSignal,
): Promise<CycleMembership | undefined> {
  const value = await callPox5StakerGetter(network, 'get-signer-cycle-membership', args, signal);
  return decodeCycleMembership(value);
}
