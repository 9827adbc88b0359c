import { NETWORK_DEFAULTS } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';

/** A default network as the app selects it (src/stacks/active-network.ts), for tests; `apiUrl`
 * replaces its host (an MSW origin, say) without making it a custom API. */
export function testNetwork(
  name: 'mainnet' | 'testnet' | 'devnet',
  apiUrl: string = NETWORK_DEFAULTS[name].apiUrl,
): ActiveNetwork {
  return { name, kind: name, apiUrl, chainId: NETWORK_DEFAULTS[name].chainId, custom: false };
}
