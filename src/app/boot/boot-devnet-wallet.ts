import { STORAGE_KEYS } from '@/config/constants';
import { DEFAULT_NETWORK, DEVNET_API_URL, NETWORK_NAMES } from '@/config/networks';
import { readStoredValue, storedChoice } from '@/lib/validated-storage';

// The boot runs on the first page, which carries no zod (lib/validated-storage.ts).
const storedNetworkSchema = storedChoice(NETWORK_NAMES);

function selectedNetwork() {
  return readStoredValue(STORAGE_KEYS.network, storedNetworkSchema, DEFAULT_NETWORK);
}

/**
 * Registers the devnet wallet as the page's wallet provider when the build enables it and the
 * selected network is devnet. Dynamically imported, so no other build carries its code; and only
 * its registration (a provider whose first request loads the wallet) comes with the boot.
 */
export async function bootDevnetWallet(): Promise<void> {
  // Compared on import.meta.env itself, not on the parsed env: Vite inlines the literal, so in a
  // build without the flag this whole branch — and the chunk it imports — is removed.
  if (import.meta.env.VITE_DEVNET_WALLET !== 'true') return;
  if (selectedNetwork() !== 'devnet') return;
  try {
    const { registerDevnetWallet } =
      await import('@/features/devnet-wallet/register-devnet-wallet');
    registerDevnetWallet({
      apiUrl: DEVNET_API_URL,
      isActive: () => selectedNetwork() === 'devnet',
    });
  } catch (error) {
    // Its chunk did not arrive: the app runs without it, as a page without a wallet extension.
    console.error('The devnet wallet could not be registered', error);
  }
}
