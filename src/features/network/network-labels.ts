import { findNamedApiNetwork } from '@/config/named-api-networks';
import type { NetworkKind, NetworkName } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';

export const NETWORK_LABELS: Readonly<Record<NetworkName | NetworkKind, string>> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  devnet: 'Devnet',
  mocknet: 'Mocknet',
};

/** What the selector calls a network: its name, a named network's label, or a custom API's
 * host. */
export function networkLabel(network: ActiveNetwork): string {
  if (!network.custom) return NETWORK_LABELS[network.name];
  return findNamedApiNetwork(network.apiUrl)?.label ?? new URL(network.apiUrl).host;
}
