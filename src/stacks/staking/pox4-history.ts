import { Cl, ClarityType } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnly, ReadOnlyCallFailedError } from '../call-read-only';

// Did the account have a pox-4 position (released at Epoch 4.0,
// docs/staking-pox-5.md#epoch-40-and-pox-4)? Two read-only calls to the pox-4 boot contract beside
// pox-5: `get-delegation-info` (a pool member's delegation; indefinite ones never expire) and
// `get-stacker-info` (a lock recorded by pox-4). Read-only calls do not go through the pox-locking
// handler that aborts state-changing pox-4 calls after 4.0 (`DefunctPoxContract`,
// docs/staking-pox-5.md#epoch-40-and-pox-4), and pox-4's maps were left as they were, so this is a
// cheap on-chain signal, unlike scanning the account's transaction history. A chain whose pox-4
// cannot answer (none deployed) means no pox-4 history.

async function hasRecord(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  pox4: string,
  functionName: string,
  staker: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const value = await callReadOnly(
      network,
      { contract: pox4, functionName, args: [Cl.principal(staker)], sender: staker },
      signal,
    );
    return value.type === ClarityType.OptionalSome;
  } catch (error) {
    if (error instanceof ReadOnlyCallFailedError) return false;
    throw error;
  }
}

export async function fetchPox4History(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, staker }: { pox5: string; staker: string },
  signal?: AbortSignal,
): Promise<boolean> {
  const pox4 = pox5.replace(/\.pox-5$/, '.pox-4');
  const [delegated, stacked] = await Promise.all([
    hasRecord(network, pox4, 'get-delegation-info', staker, signal),
    hasRecord(network, pox4, 'get-stacker-info', staker, signal),
  ]);
  return delegated || stacked;
}
