/** The network a Stacks address belongs to, read from its version character: SP/SM are
 * mainnet (single-sig/multi-sig), ST/SN testnet. Undefined for anything else. */
export function stacksAddressNetwork(address: string): 'mainnet' | 'testnet' | undefined {
  const prefix = address.slice(0, 2).toUpperCase();
  if (prefix === 'SP' || prefix === 'SM') return 'mainnet';
  if (prefix === 'ST' || prefix === 'SN') return 'testnet';
  return undefined;
}
