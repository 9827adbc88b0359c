// The wallet requests the header makes, in their own chunk: the method schemas and the
// checksum code load when the user first clicks, not with the first page.
import { getAddresses } from '@/wallet/methods/get-addresses';
import { open } from '@/wallet/methods/open';
import { requestWallet } from '@/wallet/wallet-client';

export function requestAddresses() {
  return requestWallet(getAddresses, undefined);
}

export function openWalletFullPage() {
  return requestWallet(open, { mode: 'fullpage' });
}
