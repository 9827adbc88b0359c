/** Why the devnet has no bridge: said by Bridge capacity and as the reason Get sBTC's bridge
 * button is off, in the same words. */
export const BRIDGE_NOT_ON_DEVNET =
  'Bridging is not on the devnet: it has no Bitcoin chain and no sBTC signers.';

/** Why the bridge button is off when the bridge is full. */
export const BRIDGE_CAPACITY_REACHED =
  'The sBTC bridge has reached its peg cap: no BTC can be bridged until the cap is raised.';
