// The devnet runs stand-ins of ours for the listed pools whose mainnet signer-manager source is
// not public (src/stacks/staking/staking-pools.ts `standIn`; devnet/README.md, "Stand-in
// signer-managers"): the pages say so, in words, wherever the pool is shown on the devnet.

/** The pool page's words for a stand-in. */
export function describeStandIn(poolName: string): string {
  return `On this devnet, ${poolName}’s signer-manager is Satchel’s stand-in, not the pool’s own contract: the pool’s contracts could not be run here as they are on mainnet (their source, or the contracts they call, are not public), so the devnet runs a contract of ours that follows what the pool states.`;
}

/** The pools table's short note beside the pool's name. */
export const STAND_IN_NOTE = 'Satchel’s stand-in on this devnet';

/** The pools table's footnote for that note. */
export const STAND_IN_FOOTNOTE =
  'Satchel’s stand-in on this devnet: the pool’s contracts could not be run here as they are on mainnet, so the devnet runs a signer-manager of ours in its place.';
