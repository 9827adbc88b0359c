import { describe, expect, it } from 'vitest';
import { DEVNET_WALLET_ACCOUNTS } from '../src/features/devnet-wallet/devnet-wallet-accounts';
import { accounts } from './accounts.mjs';

// The app's devnet wallet keeps its own copy of the keys (src/ never imports devnet/): this is
// what keeps the copy honest.
describe('devnet wallet accounts', () => {
  it('equal the devnet server accounts, key for key', () => {
    expect(DEVNET_WALLET_ACCOUNTS).toEqual(
      accounts.map(({ name, address, privateKey, publicKey }) => ({
        name,
        address,
        privateKey,
        publicKey,
      })),
    );
  });
});
