import { Cl, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnly, readBufferHex, readOptional } from '../call-read-only';

// pox-5 `get-signer-info (signer)` → `(optional (buff 33))`: a manager is registered when pox-5
// holds a signer key for it (pox-5.clar lines 3115–3117); without it `stake` fails with u23.

export type SignerInfo = { registered: false } | { registered: true; signerKey: string };

function decodeSignerInfo(value: ClarityValue): SignerInfo {
  const key = readOptional(value, 'get-signer-info');
  return key
    ? { registered: true, signerKey: readBufferHex(key, 'get-signer-info key') }
    : { registered: false };
}

export async function fetchSignerInfo(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager }: { pox5: string; manager: string },
  signal?: AbortSignal,
): Promise<SignerInfo> {
  const value = await callReadOnly(
    network,
    { contract: pox5, functionName: 'get-signer-info', args: [Cl.principal(manager)] },
    signal,
  );
  return decodeSignerInfo(value);
}
