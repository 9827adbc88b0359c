import { STORAGE_KEYS } from '@/config/constants';
import {
  readStoredValue,
  removeStoredValue,
  storedChoice,
  writeStoredValue,
} from '@/lib/validated-storage';

// The saved mock-mode flag (docs/product-decisions.md#storage: "a saved mock-mode flag exists").
// Stored as a JSON boolean under `mockMode`; anything else reads as off, like every other stored
// key. This file is in the first page's bundle: keep it tiny and free of MSW, fixtures and zod.

const flagSchema = storedChoice([true, false]);

export function readMockModeFlag(): boolean {
  return readStoredValue(STORAGE_KEYS.mockMode, flagSchema, false);
}

export function writeMockModeFlag(on: boolean): void {
  writeStoredValue(STORAGE_KEYS.mockMode, on);
}

/** Back to never chosen: off, and nothing stored. */
export function clearMockModeFlag(): void {
  removeStoredValue(STORAGE_KEYS.mockMode);
}

/** `?mock=1` asks for mock mode and `?mock=0` turns it off; any other value is ignored. */
const MOCK_MODE_URL_PARAM = 'mock';

/** What a link's `?mock=` asks for. */
type MockModeLinkRequest = 'turn-on' | 'turn-off';

/**
 * Reads `?mock=…` and removes the parameter from the address bar (whatever its value), so a
 * reload or a shared copy of the address does not apply it again. Stores nothing: whether the
 * request is applied at once or only asked about is the boot's decision (app/boot/boot-mock-mode.ts).
 */
export function takeMockModeLinkRequest(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): MockModeLinkRequest | undefined {
  const url = new URL(location.href);
  const value = url.searchParams.get(MOCK_MODE_URL_PARAM);
  if (value === null) return undefined;
  url.searchParams.delete(MOCK_MODE_URL_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (value === '1') return 'turn-on';
  if (value === '0') return 'turn-off';
  return undefined;
}
