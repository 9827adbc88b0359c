import { useSyncExternalStore } from 'react';
import { readStoredValue, storedChoice } from '@/lib/validated-storage';

export type ThemePreference = 'system' | 'light' | 'dark';

/**
 * localStorage key of the manual theme override, stored as JSON (`"light"` or `"dark"`).
 * No entry means "follow the system". Anything else stored there is ignored.
 */
export const THEME_STORAGE_KEY = 'theme';

// Read on the first page, which carries no zod (lib/validated-storage.ts).
const storedThemeSchema = storedChoice(['light', 'dark']);
const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  return readStoredValue<ThemePreference>(THEME_STORAGE_KEY, storedThemeSchema, 'system');
}

/** Puts the preference on <html> as `data-theme`; "system" removes it so the media query rules. */
export function applyThemePreference(preference: ThemePreference, root = document.documentElement) {
  if (preference === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', preference);
}

function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(preference));
  } catch {
    // Storage disabled: the choice still applies to this visit.
  }
  applyThemePreference(preference);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the theme changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemePreference(readThemePreference());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current preference and a setter; every user re-renders when it changes. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  return [preference, setThemePreference];
}
