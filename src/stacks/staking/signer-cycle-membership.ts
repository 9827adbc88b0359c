import { Cl, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import {
  callReadOnly,
  readOptional,
  readPrincipal,
  readTupleFields,
  readUint,
} from '../call-read-only';

// pox-5 `get-signer-cycle-membership (staker, cycle)` → `(optional {amount-ustx, signer})`: who
// the staker was with in a cycle, and how much. It persists per cycle
// (docs/staking-pox-5.md#functions), so it is the history a rewards chart starts from.

export interface CycleMembership {
  amountMicroStx: bigint;
  manager: string;
}

function decodeCycleMembership(value: ClarityValue): CycleMembership | undefined {
  const what = 'get-signer-cycle-membership';
  const some = readOptional(value, what);
  if (!some) return undefined;
  const field = readTupleFields(some, what);
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
  { pox5, staker, cycle }: CycleMembershipArgs,
  signal?: AbortSignal,
): Promise<CycleMembership | undefined> {
  const value = await callReadOnly(
    network,
    {
      contract: pox5,
      functionName: 'get-signer-cycle-membership',
      args: [Cl.principal(staker), Cl.uint(cycle)],
      sender: staker,
    },
    signal,
  );
  return decodeCycleMembership(value);
}
