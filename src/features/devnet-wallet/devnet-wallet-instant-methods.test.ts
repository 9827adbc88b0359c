import { describe, expect, it } from 'vitest';
import { DEVNET_BITCOIN_METHODS } from './devnet-bitcoin-requests';
import { DEVNET_INSTANT_METHODS } from './devnet-wallet-instant-methods';
import { answerWithoutReview, DEVNET_WALLET_METHODS } from './devnet-wallet-info';

/** Whether the wallet settles `method` itself, without a review: an answer or a refusal. */
function settledWithoutReview(method: string): boolean {
  try {
    return answerWithoutReview(method, undefined) !== undefined;
  } catch {
    return true;
  }
}

describe('DEVNET_INSTANT_METHODS', () => {
  it('lists exactly the methods the wallet answers without a review', () => {
    const known = new Set<string>([
      ...DEVNET_WALLET_METHODS,
      ...DEVNET_BITCOIN_METHODS,
      ...DEVNET_INSTANT_METHODS,
    ]);
    const instant = [...known].filter(settledWithoutReview);
    expect(instant.sort()).toEqual([...DEVNET_INSTANT_METHODS].sort());
  });
});
