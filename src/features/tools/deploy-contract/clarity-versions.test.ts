import { describe, expect, it } from 'vitest';
import { clarityVersionSupport } from './clarity-versions';

describe('which Clarity versions a chain takes', () => {
  it('is every version its epoch has enabled', () => {
    expect(clarityVersionSupport('mainnet', '2.05')).toEqual({
      source: 'chain',
      epoch: '2.05',
      newest: 1,
    });
    expect(clarityVersionSupport('testnet', '3.3')).toMatchObject({ newest: 4 });
    expect(clarityVersionSupport('testnet', '3.4')).toMatchObject({ newest: 5 });
    expect(clarityVersionSupport('devnet', '4.0')).toMatchObject({ newest: 6 });
  });

  it('falls back on what the network is known to run when the epoch is unknown', () => {
    expect(clarityVersionSupport('mainnet', undefined)).toEqual({ source: 'known', newest: 6 });
    expect(clarityVersionSupport('devnet', '1.0')).toEqual({ source: 'known', newest: 6 });
  });
});
