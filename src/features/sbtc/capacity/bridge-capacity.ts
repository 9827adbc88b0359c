// How much more BTC the sBTC bridge lets in: Emily's peg cap (GET /limits `pegCap`, sats) less
// every sBTC in circulation (the token's `get-total-supply`, sats). The signers refuse a deposit
// that would take the supply past the cap, so nothing left means the bridge is full until the
// cap is raised. A cap Emily leaves unset (null or absent) is no cap at all.

export type BridgeCapacity =
  { kind: 'no-cap' } | { kind: 'room'; remainingSats: bigint } | { kind: 'reached' };

/** The bridge's room from its cap (undefined: none set) and the supply, both in sats. Never
 * negative: a supply at or over the cap (the cap lowered, or counted at another moment) is
 * "capacity reached". */
export function bridgeCapacity(pegCapSats: bigint | undefined, supplySats: bigint): BridgeCapacity {
  if (pegCapSats === undefined) return { kind: 'no-cap' };
  const remainingSats = pegCapSats - supplySats;
  return remainingSats > 0n ? { kind: 'room', remainingSats } : { kind: 'reached' };
}
