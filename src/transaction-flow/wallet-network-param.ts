import type { NetworkName } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';

/**
 * The `network` a wallet request names (docs/wallet-protocol.md#methods shared options). A custom
 * API, the PoX-5 test network included, is left unnamed: the wallet signs for the network it is on.
 * Naming the kind ("testnet") would ask it for Hiro's testnet, whose chain id (0x80000000) is not
 * the PoX-5 test network's (0x80000005), so the transaction could not be valid there
 * (docs/decisions/0008-pox5-test-network.md).
 */
export function walletNetworkParam(network: ActiveNetwork): { network?: NetworkName } {
  return network.custom ? {} : { network: network.name };
}
