import { describe, expect, it } from 'vitest';
import { UserRejectedError } from '@/wallet/errors';
import { describeFailureBeforeWallet } from './describe-failure-before-wallet';

describe('describeFailureBeforeWallet', () => {
  it('leaves a wallet error its usual words and names a failure of our own', () => {
    expect(describeFailureBeforeWallet(new UserRejectedError('no', 4001))).toBeUndefined();
    expect(describeFailureBeforeWallet(new TypeError('x is undefined'))).toBe(
      'Something went wrong before your wallet answered. Try again.',
    );
  });
});
