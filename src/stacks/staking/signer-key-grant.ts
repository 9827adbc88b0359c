import { Cl, ClarityType, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import { callReadOnly } from '../call-read-only';
import { splitContractId } from '../contract-id';

// pox-5 `verify-signer-key-grant (signer-manager, signer-key)` → `(ok true)` while the key's
// grant to the manager is live, `(err u17)` otherwise (pox-5.clar lines 2879–2890). `stake`
// checks the same and fails with u17 without it (docs/staking-pox-5.md#signer-managers).

function decodeSignerKeyGrant(value: ClarityValue): boolean {
  if (value.type === ClarityType.ResponseOk) return true;
  if (value.type === ClarityType.ResponseErr) return false;
  throw new StacksApiError(
    'StacksApiResponseError',
    `verify-signer-key-grant: expected a response, got ${value.type}`,
  );
}

export interface SignerKeyGrantArgs {
  pox5: string;
  manager: string;
  /** The key from `get-signer-info`, hex without 0x. */
  signerKey: string;
}

export async function fetchSignerKeyGrant(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, signerKey }: SignerKeyGrantArgs,
  signal?: AbortSignal,
): Promise<boolean> {
  const [sender] = splitContractId(pox5);
  const value = await callReadOnly(
    network,
    {
      contract: pox5,
      functionName: 'verify-signer-key-grant',
      args: [Cl.principal(manager), Cl.bufferFromHex(signerKey)],
      sender,
    },
    signal,
  );
  return decodeSignerKeyGrant(value);
}
