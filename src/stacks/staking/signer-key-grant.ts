import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnly, readIsOk } from '../call-read-only';

// pox-5 `verify-signer-key-grant (signer-manager, signer-key)` → `(ok true)` while the key's
// grant to the manager is live, `(err u17)` otherwise (pox-5.clar lines 2879–2890). `stake`
// checks the same and fails with u17 without it (docs/staking-pox-5.md#signer-managers).

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
  const functionName = 'verify-signer-key-grant';
  const args = [Cl.principal(manager), Cl.bufferFromHex(signerKey)];
  const value = await callReadOnly(network, { contract: pox5, functionName, args }, signal);
  return readIsOk(value, functionName);
}
