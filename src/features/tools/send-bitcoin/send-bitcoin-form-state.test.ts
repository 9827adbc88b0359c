import { describe, expect, it } from 'vitest';
import { MethodNotSupportedError, UserRejectedError, toWalletError } from '@/wallet/errors';
import {
  amountInUnit,
  otherUnit,
  refusalWords,
  refusedForWantOfMethod,
} from './send-bitcoin-form-state';

describe('otherUnit', () => {
  it('shows an amount that reads in the other unit', () => {
    expect(otherUnit('0.0001', 'BTC')).toBe('10,000 sats');
    expect(otherUnit('10000', 'sats')).toBe('0.0001 BTC');
    expect(otherUnit('lots', 'BTC')).toBeUndefined();
  });
});

describe('amountInUnit', () => {
  it('rewrites an amount that reads in the new unit, and keeps one that does not', () => {
    expect(amountInUnit('0.0001', 'BTC', 'sats')).toBe('10,000');
    expect(amountInUnit('10000', 'sats', 'BTC')).toBe('0.0001');
    expect(amountInUnit('lots', 'BTC', 'sats')).toBe('lots');
  });
});

describe('refusalWords', () => {
  const unsupported = new MethodNotSupportedError('sendTransfer is not supported', 4002);

  it('blames the missing Bitcoin chain on the devnet, not the wallet', () => {
    expect(refusalWords(unsupported, unsupported, 'devnet')).toMatch(/devnet has no Bitcoin/);
    expect(refusedForWantOfMethod(unsupported, 'devnet')).toBe(false);
    expect(refusalWords(unsupported, unsupported, 'testnet')).toBeUndefined();
    expect(refusedForWantOfMethod(unsupported, 'testnet')).toBe(true);
  });

  it('keeps the usual words for a wallet error, and says when Satchel failed first', () => {
    const rejected = new UserRejectedError('User rejected', 4001);
    expect(refusalWords(rejected, rejected, 'mainnet')).toBeUndefined();
    const bug = new TypeError('x is undefined');
    expect(refusalWords(toWalletError(bug), bug, 'mainnet')).toBe(
      'Something went wrong before your wallet answered. Try again.',
    );
  });
});
