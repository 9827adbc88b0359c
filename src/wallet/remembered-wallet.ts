import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { readStoredValue, writeStoredValue } from '@/lib/validated-storage';

// The wallet chosen in the picker, by its provider id. Absent, corrupt or naming a
// wallet that is no longer installed: the picker is shown again (wallet-discovery.ts). Read and
// written only by lazily loaded code (wallet requests, tools), so it is no atom on the first page.

const rememberedWalletIdSchema = z.nullable(z.string().check(z.minLength(1), z.maxLength(100)));

export function readRememberedWalletId(): string | null {
  return readStoredValue(STORAGE_KEYS.walletProvider, rememberedWalletIdSchema, null);
}

export function rememberWalletId(walletId: string): void {
  writeStoredValue(STORAGE_KEYS.walletProvider, walletId);
}
