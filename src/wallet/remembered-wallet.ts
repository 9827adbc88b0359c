import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { atomWithValidatedStorage } from '@/lib/atom-with-validated-storage';
import { readStoredValue } from '@/lib/validated-storage';

// The wallet chosen in the picker (issue 17), by its provider id. Absent, corrupt or naming a
// wallet that is no longer installed: the picker is shown again (wallet-discovery.ts).

const rememberedWalletIdSchema = z.nullable(z.string().check(z.minLength(1), z.maxLength(100)));

export const rememberedWalletIdAtom = atomWithValidatedStorage<string | null>(
  STORAGE_KEYS.walletProvider,
  rememberedWalletIdSchema,
  null,
);

/** The remembered id outside React (the wallet client picks its provider with it). */
export function readRememberedWalletId(): string | null {
  return readStoredValue(STORAGE_KEYS.walletProvider, rememberedWalletIdSchema, null);
}
