import { describe, expect, it } from 'vitest';
import { generateWallet, getRootNode } from '@stacks/wallet-sdk';
import {
  BIP84_PATH,
  BIP86_PATH,
  DEVNET_BITCOIN_KEYS,
} from '../src/features/devnet-wallet/devnet-bitcoin-accounts';
import { walletAccounts } from '#common/devnet-accounts.mjs';

const toHex = (bytes: Uint8Array | null) =>
  Array.from(bytes ?? [], (byte) => byte.toString(16).padStart(2, '0')).join('');

// The devnet wallet's Bitcoin keys are written out in src/; this derives each again from the
// account's mnemonic (BIP-32 through the wallet SDK's root key), so the copy cannot drift.
describe('devnet wallet Bitcoin keys', () => {
  it('cover every devnet account a wallet may sign with', () => {
    expect(Object.keys(DEVNET_BITCOIN_KEYS).sort()).toEqual(
      walletAccounts.map((a) => a.name).sort(),
    );
  });

  it.each(walletAccounts.map((a) => [a.name, a] as const))(
    '%s: BIP-84 and BIP-86 keys from its mnemonic',
    async (name, account) => {
      const wallet = await generateWallet({ secretKey: account.mnemonic as string, password: '' });
      const root = getRootNode(wallet);
      expect(DEVNET_BITCOIN_KEYS[name]).toEqual({
        p2wpkh: toHex(root.derive(BIP84_PATH).privateKey),
        p2tr: toHex(root.derive(BIP86_PATH).privateKey),
      });
    },
  );
});
