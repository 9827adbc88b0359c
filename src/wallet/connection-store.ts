import { atom } from 'jotai';
import { STORAGE_KEYS } from '@/config/constants';
import { DEFAULT_NETWORK, REACHABLE_NETWORK_NAMES, type NetworkName } from '@/config/networks';
import { atomWithValidatedStorage } from '@/lib/atom-with-validated-storage';
import { storedChoice } from '@/lib/validated-storage';
import { addressListSchema, findStxAddress, type AddressEntry } from './addresses';
import { providerDetectedAtom } from './provider-detected';

// The one home of the wallet connection (architecture convention 6).

export type WalletStatus = 'missing' | 'detected' | 'connected';

/** Stored addresses (docs/product-decisions.md#storage key `addresses`); an empty list means signed
 * out. */
export const addressesAtom = atomWithValidatedStorage<AddressEntry[]>(
  STORAGE_KEYS.addresses,
  addressListSchema,
  [],
);

/** Selected network (docs/product-decisions.md#storage key `network`, default mainnet). A stored
 * network this build cannot reach (`devnet` outside a devnet build) reads as the default. */
export const networkAtom = atomWithValidatedStorage<NetworkName>(
  STORAGE_KEYS.network,
  storedChoice(REACHABLE_NETWORK_NAMES),
  DEFAULT_NETWORK,
);

/** docs/product-decisions.md#connection-states: connected if the stored list is non-empty, else
 * detected if the provider exists, else missing. */
export function deriveWalletStatus(
  addresses: readonly AddressEntry[],
  providerDetected: boolean,
): WalletStatus {
  if (addresses.length > 0) return 'connected';
  return providerDetected ? 'detected' : 'missing';
}

export const walletStatusAtom = atom<WalletStatus>((get) =>
  deriveWalletStatus(get(addressesAtom), get(providerDetectedAtom)),
);

export const stxAddressAtom = atom((get) => findStxAddress(get(addressesAtom))?.address);
