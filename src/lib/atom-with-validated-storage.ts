import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy, RESET } from 'jotai/utils';
import { createValidatedStorage, type StoredValueSchema } from './validated-storage';

type SetStateAction<T> = T | typeof RESET | ((previous: T) => T);

/**
 * A jotai atom persisted in localStorage under `key`, validated with `schema` on every read.
 * Unlike jotai's atomWithStorage, the stored value is read when a store first uses the atom
 * (not once at import), so the first render already shows the stored state and each store —
 * each test — starts from what storage holds. Changes from other tabs flow in while mounted.
 */
export function atomWithValidatedStorage<T>(
  key: string,
  schema: StoredValueSchema<T>,
  fallback: T,
): WritableAtom<T, [SetStateAction<T>], void> {
  const storage = createValidatedStorage(schema);
  const valueAtom = atomWithLazy(() => storage.getItem(key, fallback));

  const persistedAtom = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<T>) => {
      if (action === RESET) {
        storage.removeItem(key);
        set(valueAtom, fallback);
        return;
      }
      const next =
        typeof action === 'function' ? (action as (previous: T) => T)(get(valueAtom)) : action;
      storage.setItem(key, next);
      set(valueAtom, next);
    },
  );
  persistedAtom.onMount = (setValue) =>
    storage.subscribe?.(key, (value) => setValue(value), fallback);
  return persistedAtom;
}
