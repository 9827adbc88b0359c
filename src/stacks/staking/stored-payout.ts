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
} from './call-read-only';
import type { SignerCalldata } from './signer-calldata';
import { stakerQueryKey } from './staking-query-key';

// The manager's read-only `get-pox-addr (staker)` → `(optional {pox-addr, max-fee})`: the BTC
// payout it keeps for the staker (pox-5.md §5, reference manager). An update must send it again,
// or the manager forgets it (§5: `none` deletes it), so the update form starts from this. Only a
// clean `none` means "nothing stored": an answer the app cannot re-send faithfully, or a read the
// node refused, is `unknown`, and an update must not be built on it (sending `none` would delete
// whatever the manager keeps; product.md known bugs).

export type StoredPayout =
  | { kind: 'none' }
  | { kind: 'stored'; calldata: SignerCalldata }
  | { kind: 'unknown'; reason: string };

function decodeStoredPayout(value: ClarityValue): StoredPayout {
  const what = 'get-pox-addr';
  const some = readOptional(value, what);
  if (!some) return { kind: 'none' };
  // Some managers keep the address alone: then the fee cap is not known and nothing is stored
  // that the app could re-send faithfully.
  if (some.type !== ClarityType.Tuple || !('max-fee' in some.value))
    return {
      kind: 'unknown',
      reason: 'the manager keeps a payout in a shape Satchel cannot re-send',
    };
  try {
    const tuple = readTuple(some, what);
    const poxAddress = readPoxAddress(readField(tuple, 'pox-addr', what), `${what} pox-addr`);
    return {
      kind: 'stored',
      calldata: {
        poxAddress: { version: poxAddress.version, hashbytes: hex.decode(poxAddress.hashbytes) },
        maxFeeSats: readUint(readField(tuple, 'max-fee', what), `${what} max-fee`),
      },
    };
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function fetchStoredPayout(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { manager, staker }: { manager: string; staker: string },
  signal?: AbortSignal,
): Promise<StoredPayout> {
  try {
    const value = await callReadOnly(
      network,
      {
        contract: manager,
        functionName: 'get-pox-addr',
        args: [Cl.principal(staker)],
        sender: staker,
      },
      signal,
    );
    return decodeStoredPayout(value);
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
