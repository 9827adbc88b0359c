import type { NetworkKind } from '@/config/networks';
import { principalNetworkError } from '@/wallet/principal-network-error';
import { checkStandardPrincipal } from '@/wallet/stacks-limits';

export type PortfolioAddressCheck =
  { valid: true; address: string } | { valid: false; error: string };

/**
 * Whether `text` names an account the page can show on `network`: a standard Stacks address
 * (shape, then its c32check checksum) of the network's version — an SP address has no balance on
 * testnet. Typed and linked addresses go through the same rule, so both say the same words.
 */
export function validatePortfolioAddress(
  text: string,
  network: NetworkKind,
): PortfolioAddressCheck {
  const address = text.trim();
  if (address === '') return { valid: false, error: 'Enter a Stacks address' };
  const check = checkStandardPrincipal(address);
  if (!check.valid) return { valid: false, error: check.message };
  const wrongNetwork = principalNetworkError(address, network);
  if (wrongNetwork) return { valid: false, error: wrongNetwork };
  return { valid: true, address };
}
