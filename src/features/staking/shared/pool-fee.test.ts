import { describe, expect, it } from 'vitest';
import { withStatedFee } from './pool-fee';

describe('withStatedFee', () => {
  it('the chain’s schedule comes first, even for a pool that states a fee', () => {
    expect(withStatedFee({ activeBips: 300 }, 500)).toEqual({ activeBips: 300 });
    expect(
      withStatedFee({ activeBips: 300, queued: { bips: 500, fromCycle: 9 } }, undefined),
    ).toEqual({ activeBips: 300, queued: { bips: 500, fromCycle: 9 } });
  });

  it('where the manager keeps none, the pool’s stated fee, marked as stated', () => {
    expect(withStatedFee(null, 500)).toEqual({ activeBips: 500, stated: true });
    expect(withStatedFee(null, 0)).toEqual({ activeBips: 0, stated: true });
  });

  it('neither: none known', () => {
    expect(withStatedFee(null, undefined)).toBeNull();
  });
});
