import { describe, expect, it } from 'vitest';
import { DEVNET_WALLET_ACCOUNTS } from '../src/features/devnet-wallet/devnet-wallet-accounts';
import { walletAccounts } from './accounts.mjs';

// The app's devnet wallet keeps its own copy of the keys (src/ never imports devnet/): this is
// what keeps the copy honest.
describe('devnet wallet accounts', () => {
  it('equal the devnet accounts a wallet may sign with (all but the miner), key for key', () => {
    expect(DEVNET_WALLET_ACCOUNTS).toEqual(
      walletAccounts.map(({ name, address, privateKey, publicKey }) => ({
        name,
        address,
        privateKey,
        publicKey,
      })),
    );
  });
});
