import { describe, expect, it } from 'vitest';
import { findPool, type PooledProtocol } from '@/stacks/stacking/stacking-protocols';
import { parseDuration, validatePooling, type PoolingContext } from './validate-pooling';

function pool(slug: string): PooledProtocol {
  const found = findPool('mainnet', slug);
  if (!found) throw new Error(`no pool ${slug}`);
  return found;
}

const acceptAnyAddress: PoolingContext['checkRewardAddress'] = () => ({ valid: true });

function context(overrides: Partial<PoolingContext> = {}): PoolingContext {
  return {
    pool: pool('fast-pool'),
    network: 'mainnet',
    delegatedMicroStx: undefined,
    checkRewardAddress: acceptAnyAddress,
    ...overrides,
  };
}

describe('parseDuration', () => {
  it('reads indefinite and 1–12 cycles, nothing else', () => {
    expect(parseDuration('indefinite')).toBe('indefinite');
    expect(parseDuration('1')).toBe(1);
    expect(parseDuration('12')).toBe(12);
    for (const bad of ['0', '13', '1.5', '-1', '', 'forever', '001']) {
      expect(parseDuration(bad)).toBeUndefined();
    }
  });
});

describe('validatePooling', () => {
  it('accepts the pool minimum exactly and sends the amount as µSTX', () => {
    expect(
      validatePooling({ amount: '40', duration: 'indefinite', rewardAddress: '' }, context()),
    ).toEqual({
      valid: true,
      amountMicroStx: 40_000_000n,
      duration: 'indefinite',
      rewardAddress: undefined,
    });
  });

  it('refuses one µSTX below the minimum, in words naming the pool', () => {
    const check = validatePooling(
      { amount: '39.999999', duration: 'indefinite', rewardAddress: '' },
      context(),
    );
    expect(check).toEqual({
      valid: false,
      errors: { amount: 'Fast Pool takes at least 40 STX' },
    });
  });

  it('refuses an increase below what is already delegated', () => {
    const check = validatePooling(
      { amount: '100', duration: 'indefinite', rewardAddress: '' },
      context({ delegatedMicroStx: 150_000_000n }),
    );
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.errors.amount).toMatch(/already delegate 150 STX/);
  });

  it('caps the amount at 10,000,000,000 STX', () => {
    expect(
      validatePooling(
        { amount: '10000000000', duration: 'indefinite', rewardAddress: '' },
        context(),
      ).valid,
    ).toBe(true);
    const over = validatePooling(
      { amount: '10000000000.000001', duration: 'indefinite', rewardAddress: '' },
      context(),
    );
    expect(over.valid).toBe(false);
  });

  it('refuses empty, malformed and over-precise amounts', () => {
    for (const amount of ['', '  ', 'abc', '1e3', '-50', '50.1234567', '1,5', '40,5']) {
      const check = validatePooling(
        { amount, duration: 'indefinite', rewardAddress: '' },
        context(),
      );
      expect(check.valid, amount).toBe(false);
    }
  });

  it('never lets a wrapper pool carry a duration it would not send', () => {
    const check = validatePooling({ amount: '50', duration: '3', rewardAddress: '' }, context());
    expect(check).toEqual({
      valid: false,
      errors: { duration: 'Fast Pool delegates until you stop pooling' },
    });
  });

  it('passes a pox4-pools duration through unchanged', () => {
    const check = validatePooling(
      { amount: '200', duration: '12', rewardAddress: 'bc1qexample' },
      context({ pool: pool('planbetter') }),
    );
    expect(check).toEqual({
      valid: true,
      amountMicroStx: 200_000_000n,
      duration: 12,
      rewardAddress: 'bc1qexample',
    });
  });

  it('requires a reward address valid for the network for BTC pools', () => {
    const missing = validatePooling(
      { amount: '200', duration: 'indefinite', rewardAddress: '  ' },
      context({ pool: pool('xverse-pool') }),
    );
    expect(missing.valid).toBe(false);
    if (!missing.valid)
      expect(missing.errors.rewardAddress).toBe('A Bitcoin address for your rewards is needed');

    const wrongNetwork = validatePooling(
      { amount: '200', duration: 'indefinite', rewardAddress: 'tb1qsomething' },
      context({
        pool: pool('xverse-pool'),
        checkRewardAddress: (_address, network) => ({
          valid: false,
          message: `Not a ${network} address`,
        }),
      }),
    );
    expect(wrongNetwork).toEqual({
      valid: false,
      errors: { rewardAddress: 'Not a mainnet address' },
    });
  });

  it('ignores the reward address field for STX pools', () => {
    const check = validatePooling(
      { amount: '100', duration: 'indefinite', rewardAddress: 'not an address' },
      context({ pool: pool('restake') }),
    );
    expect(check.valid).toBe(true);
  });
});
