import { describe, expect, it } from 'vitest';
import { generateWallet } from '@stacks/wallet-sdk';
import { privateKeyToAddress, privateKeyToPublic } from '@stacks/transactions';
import { accounts, GENESIS_BALANCE } from './devnet-accounts.mjs';

const CLARINET_ADDRESSES: Record<string, string> = {
  deployer: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
  wallet_1: 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
  wallet_2: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG',
  wallet_3: 'ST2JHG361ZXG51QTKY2NQCVBPPRRE2KZB1HR05NNC',
};

describe('devnet accounts', () => {
  it('has the standard Clarinet accounts at their well-known addresses', () => {
    for (const [name, address] of Object.entries(CLARINET_ADDRESSES)) {
      const a = accounts.find((x) => x.name === name);
      expect(a?.address).toBe(address);
      expect(a?.balance).toBe(GENESIS_BALANCE);
    }
  });

  it.each(accounts.map((a) => [a.name, a] as const))(
    'derives %s from its mnemonic',
    async (_name, a) => {
      const wallet = await generateWallet({ secretKey: a.mnemonic as string, password: '' });
      const key = wallet.accounts[0]?.stxPrivateKey ?? '';
      expect(key).toBe(a.privateKey);
      expect(privateKeyToAddress(key, 'testnet')).toBe(a.address);
      expect(privateKeyToPublic(key)).toBe(a.publicKey);
    },
  );
});
