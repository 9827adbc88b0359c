import { atom } from 'jotai';
import { stxAddressAtom } from '@/wallet/connection-store';
import { stacksAddressNetwork } from '@/wallet/stacks-address-network';
import { activeNetworkAtom } from './active-network';

export interface WalletNetworkMismatch {
  /** Where the connected wallet's Stacks address lives. */
  wallet: 'mainnet' | 'testnet';
  /** Where the app is: devnet and mocknet use testnet addresses. */
  app: 'mainnet' | 'testnet';
}

/** Set when the connected wallet's address belongs to another network than the app's, in
 * which case it must not be shown as the user's. */
export const walletNetworkMismatchAtom = atom<WalletNetworkMismatch | undefined>((get) => {
  const address = get(stxAddressAtom);
  const wallet = address ? stacksAddressNetwork(address) : undefined;
  if (!wallet) return undefined;
  const app = get(activeNetworkAtom).kind === 'mainnet' ? 'mainnet' : 'testnet';
  return wallet === app ? undefined : { wallet, app };
});
