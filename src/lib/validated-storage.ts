// No zod here: this runs on the first page, which carries no zod (docs/decisions/
// 0014-first-load-without-zod.md). A schema is anything that implements Standard Schema
// (https://standardschema.dev), as every zod 4 schema (mini or classic) does, so lazily loaded
// callers pass their zod schemas, and the first page's few stored choices use `storedChoice`.
import { MAX_STORED_VALUE_CHARS } from '@/config/constants';

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };

/** What a stored value is validated with: a zod schema, or `storedChoice(…)`. The part of the
 * Standard Schema interface (https://standardschema.dev) this module calls. */
export interface StoredValueSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<T> | Promise<StandardResult<T>>;
  };
}

/**
 * A schema that accepts exactly one of `choices` (compared with `===`): for the stored values
 * the first page reads (the theme, the mock-mode flag, the network), so their check needs no zod.
 */
export function storedChoice<const T extends string | boolean>(
  choices: readonly T[],
): StoredValueSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'satchel',
      validate: (value: unknown) =>
        choices.includes(value as T)
          ? { value: value as T }
          : { issues: [{ message: `Expected one of ${choices.join(', ')}` }] },
    },
  };
}

/**
 * Reads a JSON value from localStorage and validates it. Anything unexpected — missing,
 * unreadable (storage disabled), oversized, not JSON, wrong shape — gives the fallback, so a
 * corrupt or hostile value can never break the page (architecture convention 3).
 */
export function readStoredValue<T>(key: string, schema: StoredValueSchema<T>, fallback: T): T {
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
  const result = schema['~standard'].validate(json);
  // Storage schemas are synchronous; one that is not cannot answer in time for a render.
  if (result instanceof Promise || result.issues !== undefined) return fallback;
  return result.value;
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
export function createValidatedStorage<T>(schema: StoredValueSchema<T>): SyncStorage<T> {
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
