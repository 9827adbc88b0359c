// The wallet requests the header makes, in their own chunk: the method schemas, the checksum
// code and wallet discovery load when the user first clicks, not with the first page.
import { getAddresses } from '@/wallet/methods/get-addresses';
import { open } from '@/wallet/methods/open';
import { readRememberedWalletId } from '@/wallet/remembered-wallet';

export { rememberWalletId } from '@/wallet/remembered-wallet';
import { requestWallet } from '@/wallet/wallet-client';
import { discoverWallets, getSelectedProvider, needsWalletPicker } from '@/wallet/wallet-discovery';
import type { WalletChoice } from './wallet-choice';

/** Asks `walletId` (just picked), else the remembered or only wallet, for its addresses. */
export function requestAddresses(walletId?: string) {
  return requestWallet(getAddresses, undefined, getSelectedProvider(walletId));
}

export function openWalletFullPage() {
  return requestWallet(open, { mode: 'fullpage' });
}

/** True when Connect must show the picker: several wallets and none remembered among them. */
export function needsPicker(): boolean {
  return needsWalletPicker(discoverWallets(), readRememberedWalletId());
}

export function listWallets(): WalletChoice[] {
  return discoverWallets().map(({ id, name, icon }) => ({ id, name, icon }));
}
