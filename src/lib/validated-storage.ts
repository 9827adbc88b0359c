// zod/mini, not zod: this runs on the first page, and its `safeParse` takes any zod 4 schema
// (mini or classic), so lazily loaded callers may still pass classic ones.
import { z } from 'zod/mini';
import { MAX_STORED_VALUE_CHARS } from '@/config/constants';

/**
 * Reads a JSON value from localStorage and validates it. Anything unexpected — missing,
 * unreadable (storage disabled), oversized, not JSON, wrong shape — gives the fallback, so a
 * corrupt or hostile value can never break the page (architecture convention 3).
 */
export function readStoredValue<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null || raw.length > MAX_STORED_VALUE_CHARS) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const parsed = z.safeParse(schema, json);
  return parsed.success ? parsed.data : fallback;
}

/** Stores `value` as JSON; a full or disabled storage keeps it for this visit only. */
export function writeStoredValue(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value still lives in memory for this visit.
  }
}

export function removeStoredValue(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The shape jotai's atomWithStorage accepts (its own type is not exported). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => () => void;
}

/** A jotai storage that validates on every read, including changes from other tabs. */
export function createValidatedStorage<T>(schema: z.core.$ZodType<T>): SyncStorage<T> {
  return {
    getItem: (key, initialValue) => readStoredValue(key, schema, initialValue),
    setItem: writeStoredValue,
    removeItem: removeStoredValue,
    subscribe: (key, callback, initialValue) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === window.localStorage && event.key === key) {
          callback(readStoredValue(key, schema, initialValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
