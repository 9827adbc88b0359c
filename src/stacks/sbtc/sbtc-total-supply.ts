import type { ActiveNetwork } from '../active-network';
import { callReadOnly, readOk, readUint } from '../call-read-only';

// sBTC's `get-total-supply` (SIP-010, read-only, `(ok uint)` in sats: stacks-network/sbtc
// `contracts/contracts/sbtc-token.clar` adds `sbtc-token` and `sbtc-token-locked`, so sBTC
// locked in a pending withdrawal still counts): every sBTC in circulation, the figure the
// bridge's peg cap is measured against. This module imports
// @stacks/transactions: load it lazily, as sbtc-total-supply-query.ts does.

/** Every sBTC in circulation, in sats. */
export async function fetchSbtcTotalSupply(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  token: string,
  signal?: AbortSignal,
): Promise<bigint> {
  const answer = await callReadOnly(
    network,
    { contract: token, functionName: 'get-total-supply', args: [] },
    signal,
  );
  return readUint(readOk(answer, `${token} get-total-supply`), `${token} get-total-supply`);
}
