// zod/mini: classic zod would put ~20 KB gzip on the first page.
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { readStoredValue, writeStoredValue } from '@/lib/validated-storage';

// The saved mock-mode flag (spec §3: "a saved mock-mode flag exists"). Stored as a JSON boolean
// under `mockMode`; anything else reads as off, like every other stored key.
// This file is in the first page's bundle: keep it tiny and free of MSW or fixtures.

const flagSchema = z.boolean();

export function readMockModeFlag(): boolean {
  return readStoredValue(STORAGE_KEYS.mockMode, flagSchema, false);
}

export function writeMockModeFlag(on: boolean): void {
  writeStoredValue(STORAGE_KEYS.mockMode, on);
}

/** `?mock=1` turns mock mode on and `?mock=0` off; any other value is ignored. */
const MOCK_MODE_URL_PARAM = 'mock';

/**
 * Applies `?mock=…` to the saved flag and removes the parameter from the address bar, so a
 * reload or a shared link does not apply it again. Returns the flag before and after.
 */
export function applyMockModeUrlParam(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): { was: boolean; now: boolean } {
  const was = readMockModeFlag();
  const url = new URL(location.href);
  const value = url.searchParams.get(MOCK_MODE_URL_PARAM);
  if (value === null) return { was, now: was };
  url.searchParams.delete(MOCK_MODE_URL_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (value !== '1' && value !== '0') return { was, now: was };
  const now = value === '1';
  writeMockModeFlag(now);
  return { was, now };
}
