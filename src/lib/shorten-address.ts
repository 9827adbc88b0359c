import { ADDRESS_SHORTEN_CHARS } from '@/config/constants';

/** `SP32AEEF6WW5Y0NMJ1S8SBSZDAY8R5J32NBZFPKKZ` → `SP32…PKKZ`
 * (docs/product-decisions.md#header-and-wallet-connection: 4 characters). */
export function shortenAddress(address: string, chars: number = ADDRESS_SHORTEN_CHARS): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}
