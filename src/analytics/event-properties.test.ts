import { describe, expect, it } from 'vitest';
import { amountBucket } from './event-properties';

const STX = 1_000_000n;

describe('amountBucket', () => {
  // Each boundary from both sides: the lower bound belongs to its bucket, one µSTX less does not.
  it.each<[bigint, string]>([
    [0n, '<1'],
    [1n, '<1'],
    [STX - 1n, '<1'],
    [STX, '1-10'],
    [10n * STX - 1n, '1-10'],
    [10n * STX, '10-100'],
    [100n * STX - 1n, '10-100'],
    [100n * STX, '100-1k'],
    [1_000n * STX - 1n, '100-1k'],
    [1_000n * STX, '1k-10k'],
    [10_000n * STX - 1n, '1k-10k'],
    [10_000n * STX, '10k-100k'],
    [100_000n * STX - 1n, '10k-100k'],
    [100_000n * STX, '100k-1m'],
    [1_000_000n * STX - 1n, '100k-1m'],
    [1_000_000n * STX, '1m+'],
    [10_000_000_000n * STX, '1m+'],
  ])('%s µSTX is in %s', (microStx, bucket) => {
    expect(amountBucket(microStx)).toBe(bucket);
  });

  it('puts a negative amount, which no form accepts, below 1 STX rather than failing', () => {
    expect(amountBucket(-5n * STX)).toBe('<1');
  });
});
