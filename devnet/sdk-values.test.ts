import { createRequire } from 'node:module';
import { ClarityType, Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { blockResults, fromSdk, sdkClarityVersion, toSdk } from './sdk-values.mjs';

// The SDK's own copy of @stacks/transactions, as the SDK itself resolves it.
const require = createRequire(import.meta.url);
const sdkRequire = createRequire(require.resolve('@stacks/clarinet-sdk'));
const sdkTransactions = sdkRequire('@stacks/transactions') as {
  ClarityType: Record<string, string>;
  ClarityVersion: Record<string, string | number>;
};

describe('values between the Clarinet SDK and the devnet', () => {
  it('both copies of @stacks/transactions name the same Clarity types with the same strings', () => {
    expect(sdkTransactions.ClarityType).toEqual({ ...ClarityType });
  });

  it('gives the SDK every Clarity version its enum names, and the newer ones simnet runs', () => {
    const sdkVersions = Object.values(sdkTransactions.ClarityVersion).filter(
      (value) => typeof value === 'number',
    );
    expect(sdkVersions.length).toBeGreaterThan(0);
    for (const version of [...sdkVersions, 6]) expect(sdkClarityVersion(version)).toBe(version);
    expect(() => sdkClarityVersion(0)).toThrow('no Clarity version 0');
    expect(() => sdkClarityVersion(2.5)).toThrow('no Clarity version 2.5');
  });

  it('passes values through untouched, and tells a block’s results from what it threw', () => {
    const value = Cl.ok(Cl.uint(5));
    expect(fromSdk(toSdk(value))).toBe(value);
    const results = [{ result: toSdk(value), events: [], costs: null, performance: undefined }];
    expect(blockResults(results)).toBe(results);
    expect(blockResults(new Error('block threw'))).toBeNull();
  });
});
