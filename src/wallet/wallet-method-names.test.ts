import { describe, expect, it } from 'vitest';
import { EVERY_WALLET_METHOD } from './methods/every-wallet-method';
import { WALLET_METHOD_NAMES } from '#common/wallet-method-names.mjs';

describe('WALLET_METHOD_NAMES', () => {
  it('names every method file once', () => {
    expect([...WALLET_METHOD_NAMES].sort()).toEqual(
      EVERY_WALLET_METHOD.map(({ name }) => name).sort(),
    );
    expect(new Set(WALLET_METHOD_NAMES).size).toBe(19);
  });
});
