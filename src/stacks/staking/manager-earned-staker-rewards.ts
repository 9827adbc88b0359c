import { Cl, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import {
  callReadOnly,
  ReadOnlyCallFailedError,
  readTupleFields,
  readUint,
} from '../call-read-only';

// The manager's read-only `get-earned-staker-rewards (staker, cycle, none)` → `{earned, fees}`
// (docs/staking-pox-5.md#signer-managers, reference manager): what `claim-staker-rewards` would pay
// the staker now, net of the manager's fee, and that fee. 0 before the manager has pulled the cycle
// (docs/staking-pox-5.md#rewards). A manager without this reader answers undefined ("unknown"),
// never 0.

export interface ManagerEarned {
  /** Sats the claim would pay now, net of the fee. */
  earnedSats: bigint;
  feesSats: bigint;
}

function decodeManagerEarned(value: ClarityValue): ManagerEarned {
  const what = 'get-earned-staker-rewards';
  const field = readTupleFields(value, what);
  return {
    earnedSats: field('earned', readUint),
    feesSats: field('fees', readUint),
  };
}

export interface ManagerEarnedArgs {
  manager: string;
  staker: string;
  cycle: number;
}

export async function fetchManagerEarnedStakerRewards(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { manager, staker, cycle }: ManagerEarnedArgs,
  signal?: AbortSignal,
): Promise<ManagerEarned | undefined> {
  let value: ClarityValue;
  try {
    value = await callReadOnly(
      network,
      {
        contract: manager,
        functionName: 'get-earned-staker-rewards',
        args: [Cl.principal(staker), Cl.uint(cycle), Cl.none()],
        sender: staker,
      },
      signal,
    );
  } catch (error) {
    if (error instanceof ReadOnlyCallFailedError) return undefined;
    throw error;
  }
  return decodeManagerEarned(value);
}
