import type { NetworkKind } from '@/config/networks';
import { stacksAddressNetwork } from '@/wallet/stacks-address-network';

/**
 * Why a principal (standard or contract) cannot be used on the network Satchel is on, or
 * undefined when it can: its address's version says mainnet or testnet (devnet counts as
 * testnet). Check the principal's own shape first (`checkPrincipal`).
 */
export function principalNetworkError(principal: string, network: NetworkKind): string | undefined {
  const expected = network === 'mainnet' ? 'mainnet' : 'testnet';
  if (stacksAddressNetwork(principal) === expected) return undefined;
  return expected === 'mainnet'
    ? 'This is a testnet address; Satchel is on mainnet'
    : `This is a mainnet address; Satchel is on ${network}`;
}
