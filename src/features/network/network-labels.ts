import type { NetworkKind, NetworkName } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';

export const NETWORK_LABELS: Readonly<Record<NetworkName | NetworkKind, string>> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  devnet: 'Devnet',
  mocknet: 'Mocknet',
};

/** What the selector calls a network: its name, or a custom API's host. */
export function networkLabel(network: ActiveNetwork): string {
  return network.custom ? new URL(network.apiUrl).host : NETWORK_LABELS[network.name];
}
