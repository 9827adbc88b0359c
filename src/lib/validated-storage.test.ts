// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createValidatedStorage, readStoredValue, storedChoice } from './validated-storage';

const schema = z.enum(['mainnet', 'testnet']);

describe('readStoredValue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns a valid stored value', () => {
    localStorage.setItem('network', JSON.stringify('testnet'));
    expect(readStoredValue('network', schema, 'mainnet')).toBe('testnet');
  });

  it.each([
    ['missing', null],
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ name: 'testnet' })],
    ['an unknown value', JSON.stringify('moonnet')],
    ['a 5 MB string', JSON.stringify('x'.repeat(5 * 1024 * 1024))],
  ])('falls back to the default when the value is %s', (_label, raw) => {
    if (raw !== null) {
      try {
        localStorage.setItem('network', raw);
      } catch {
        // jsdom's quota may refuse 5 MB; the getItem spy below covers that case.
        vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(raw);
      }
    }
    expect(readStoredValue('network', schema, 'mainnet')).toBe('mainnet');
  });

  it('falls back when storage itself throws (disabled by the browser)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredValue('network', schema, 'mainnet')).toBe('mainnet');
  });
});

describe('createValidatedStorage', () => {
  it('writes JSON and removes', () => {
    const storage = createValidatedStorage(schema);
    storage.setItem('network', 'testnet');
    expect(localStorage.getItem('network')).toBe('"testnet"');
    storage.removeItem('network');
    expect(localStorage.getItem('network')).toBeNull();
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => createValidatedStorage(schema).setItem('network', 'testnet')).not.toThrow();
  });

  it('validates values arriving from another tab', () => {
    const storage = createValidatedStorage(schema);
    const seen: string[] = [];
    const unsubscribe = storage.subscribe?.('network', (value) => seen.push(value), 'mainnet');
    localStorage.setItem('network', '"testnet"');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'network', storageArea: localStorage }),
    );
    localStorage.setItem('network', '"bogus"');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'network', storageArea: localStorage }),
    );
    unsubscribe?.();
    expect(seen).toEqual(['testnet', 'mainnet']);
  });
});

describe('storedChoice', () => {
  it('reads exactly one of its choices, anything else as the default', () => {
    const theme = storedChoice(['light', 'dark']);
    localStorage.setItem('theme', '"dark"');
    expect(readStoredValue('theme', theme, 'system')).toBe('dark');
    for (const raw of ['"Dark"', '["dark"]', '{"dark":true}', '1', 'null', '"toString"']) {
      localStorage.setItem('theme', raw);
      expect(readStoredValue('theme', theme, 'system'), raw).toBe('system');
    }
  });

  it('tells booleans from their JSON spellings in strings', () => {
    const flag = storedChoice([true, false]);
    localStorage.setItem('flag', 'true');
    expect(readStoredValue('flag', flag, false)).toBe(true);
    localStorage.setItem('flag', '"true"');
    expect(readStoredValue('flag', flag, false)).toBe(false);
    localStorage.setItem('flag', '1');
    expect(readStoredValue('flag', flag, true)).toBe(true);
  });

  it('refuses a schema that answers asynchronously', () => {
    const asyncSchema = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) => Promise.resolve({ value: value as string }),
      },
    };
    localStorage.setItem('network', '"testnet"');
    expect(readStoredValue('network', asyncSchema, 'mainnet')).toBe('mainnet');
  });
});
