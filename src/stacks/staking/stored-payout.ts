import { queryOptions } from '@tanstack/react-query';
import { Cl, ClarityType, type ClarityValue } from '@stacks/transactions';
import { hex } from '@scure/base';
import type { ActiveNetwork } from '../active-network';
import {
  callReadOnly,
  readField,
  readOptional,
  readPoxAddress,
  readTuple,
  readUint,
  ReadOnlyCallFailedError,
} from '../call-read-only';
import { fetchManagerInterface } from './manager-interface';
import type { SignerCalldata } from './signer-calldata';
import { findPoolByManager } from './staking-pools';
import { stakerQueryKey } from './staking-query-key';

// The BTC payout a manager keeps for the staker: the reference manager's read-only
// `get-pox-addr (staker)` → `(optional {pox-addr, max-fee})` (devnet/vendor/managers/
// signer-manager-pox5.clar), or max500's `get-payout-config (staker)` →
// `(optional {pox-addr, max-fee, min-claim})` (devnet/vendor/managers/
// fastpool-max500-signer-manager.clar), chosen by the manager's interface. An update must send it
// again, or the manager forgets it (both `validate-stake!` delete it on `none`), so the update form
// starts from this. A manager whose calldata is the address alone (PlanBetter's `{pox-addr}`,
// staking-pools.ts `calldata`) keeps just that, which is re-sent as it is. Only a clean `none`
// means "nothing stored": an answer the app cannot re-send faithfully, or a read the node refused,
// is `unknown`, and an update must not be built on it (sending `none` would delete whatever the
// manager keeps).

export type StoredPayout =
  | { kind: 'none' }
  | { kind: 'stored'; calldata: SignerCalldata }
  | { kind: 'unknown'; reason: string };

function decodeStoredPayout(value: ClarityValue, what: string, addressOnly: boolean): StoredPayout {
  const some = readOptional(value, what);
  if (!some) return { kind: 'none' };
  if (addressOnly && some.type === ClarityType.Tuple && !('max-fee' in some.value)) {
    try {
      const poxAddress = readPoxAddress(
        readField(readTuple(some, what), 'pox-addr', what),
        `${what} pox-addr`,
      );
      // Its calldata carries no fee cap (signer-calldata.ts `pox-addr` form): 0 stands for none.
      return {
        kind: 'stored',
        calldata: {
          poxAddress: { version: poxAddress.version, hashbytes: hex.decode(poxAddress.hashbytes) },
          maxFeeSats: 0n,
        },
      };
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  }
  // Another manager keeping the address alone: the fee cap is not known and nothing is stored
  // that the app could re-send faithfully.
  if (some.type !== ClarityType.Tuple || !('max-fee' in some.value))
    return {
      kind: 'unknown',
      reason: 'the manager keeps a payout in a shape Satchel cannot re-send',
    };
  try {
    const tuple = readTuple(some, what);
    const poxAddress = readPoxAddress(readField(tuple, 'pox-addr', what), `${what} pox-addr`);
    const minClaim = 'min-claim' in tuple ? tuple['min-claim'] : undefined;
    return {
      kind: 'stored',
      calldata: {
        poxAddress: { version: poxAddress.version, hashbytes: hex.decode(poxAddress.hashbytes) },
        maxFeeSats: readUint(readField(tuple, 'max-fee', what), `${what} max-fee`),
        ...(minClaim ? { minClaimSats: readUint(minClaim, `${what} min-claim`) } : {}),
      },
    };
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function fetchStoredPayout(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  { manager, staker }: { manager: string; staker: string },
  signal?: AbortSignal,
): Promise<StoredPayout> {
  const design = await fetchManagerInterface(network, manager, signal);
  const functionName = design?.max500 ? 'get-payout-config' : 'get-pox-addr';
  try {
    const value = await callReadOnly(
      network,
      { contract: manager, functionName, args: [Cl.principal(staker)], sender: staker },
      signal,
    );
    const addressOnly = findPoolByManager(manager, network.kind)?.calldata === 'pox-addr';
    return decodeStoredPayout(value, functionName, addressOnly);
  } catch (error) {
    // The node ran the call and refused it (no such function, a runtime error): nothing says
    // what the manager keeps. Transport failures are thrown for the query to retry.
    if (error instanceof ReadOnlyCallFailedError) return { kind: 'unknown', reason: error.message };
    throw error;
  }
}

export function storedPayoutQueryOptions(
  network: ActiveNetwork,
  args: { manager: string; staker: string },
) {
  return queryOptions({
    queryKey: [...stakerQueryKey(network, args.staker), 'stored-payout', args.manager] as const,
    queryFn: ({ signal }) => fetchStoredPayout(network, args, signal),
  });
}
