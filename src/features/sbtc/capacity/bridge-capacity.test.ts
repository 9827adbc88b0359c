import { describe, expect, it } from 'vitest';
import { bridgeCapacity } from './bridge-capacity';

describe('bridgeCapacity', () => {
  it('is the cap less the supply, to the sat', () => {
    expect(bridgeCapacity(1_000_000_000_000n, 512_345_678_901n)).toEqual({
      kind: 'room',
      remainingSats: 487_654_321_099n,
    });
    expect(bridgeCapacity(2n, 1n)).toEqual({ kind: 'room', remainingSats: 1n });
  });

  it('is reached when nothing is left, never negative', () => {
    expect(bridgeCapacity(5n, 5n)).toEqual({ kind: 'reached' });
    expect(bridgeCapacity(5n, 6n)).toEqual({ kind: 'reached' });
    expect(bridgeCapacity(0n, 0n)).toEqual({ kind: 'reached' });
  });

  it('has no cap when Emily sets none, whatever the supply', () => {
    expect(bridgeCapacity(undefined, 0n)).toEqual({ kind: 'no-cap' });
    expect(bridgeCapacity(undefined, 10n ** 20n)).toEqual({ kind: 'no-cap' });
  });

  it('stays exact beyond 2^53 sats', () => {
    const cap = 2n ** 60n;
    expect(bridgeCapacity(cap, 1n)).toEqual({ kind: 'room', remainingSats: cap - 1n });
  });
});
