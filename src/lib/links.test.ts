import { describe, expect, it } from 'vitest';
import {
  buildBitcoinAddressUrl,
  buildBitcoinTxUrl,
  buildExplorerContractUrl,
  buildExplorerHomeUrl,
  buildExplorerTxUrl,
} from './links';

describe('buildExplorerTxUrl', () => {
  it('links a mainnet transaction with the chain and source tag', () => {
    expect(buildExplorerTxUrl({ txid: 'ab12', chain: 'mainnet' })).toBe(
      'https://explorer.hiro.so/txid/0xab12?chain=mainnet&utm_source=satchel',
    );
  });

  it('adds the API for devnet so the explorer can find it, and keeps a 0x prefix once', () => {
    expect(
      buildExplorerTxUrl({ txid: '0xab12', chain: 'testnet', apiUrl: 'http://localhost:3999' }),
    ).toBe(
      'https://explorer.hiro.so/txid/0xab12?chain=testnet&utm_source=satchel&api=http%3A%2F%2Flocalhost%3A3999',
    );
  });

  it('cannot be steered off the explorer by a hostile id', () => {
    const url = new URL(buildExplorerTxUrl({ txid: '../../evil?x=1#', chain: 'mainnet' }));
    expect(url.origin).toBe('https://explorer.hiro.so');
    expect(url.pathname.startsWith('/txid/')).toBe(true);
    expect(url.searchParams.get('chain')).toBe('mainnet');
  });
});

describe('buildExplorerHomeUrl', () => {
  it('opens the explorer on the chain, with the API only when given', () => {
    expect(buildExplorerHomeUrl({ chain: 'testnet' })).toBe(
      'https://explorer.hiro.so/?chain=testnet&utm_source=satchel',
    );
    expect(buildExplorerHomeUrl({ chain: 'mainnet', apiUrl: 'https://node.example.com' })).toBe(
      'https://explorer.hiro.so/?chain=mainnet&utm_source=satchel&api=https%3A%2F%2Fnode.example.com',
    );
  });
});

describe('buildExplorerContractUrl', () => {
  it('opens a contract by its id on the chain, with the API only when given', () => {
    expect(
      buildExplorerContractUrl({
        contractId: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
        chain: 'mainnet',
      }),
    ).toBe(
      'https://explorer.hiro.so/txid/SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token?chain=mainnet&utm_source=satchel',
    );
    expect(
      buildExplorerContractUrl({
        contractId: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.a/b?c',
        chain: 'testnet',
        apiUrl: 'http://localhost:3999',
      }),
    ).toBe(
      'https://explorer.hiro.so/txid/ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.a%2Fb%3Fc?chain=testnet&utm_source=satchel&api=http%3A%2F%2Flocalhost%3A3999',
    );
  });
});

describe('buildBitcoinTxUrl', () => {
  const txid = 'AB'.repeat(32);

  it('links mainnet and testnet transactions on mempool.space', () => {
    expect(buildBitcoinTxUrl({ txid, chain: 'mainnet' })).toBe(
      `https://mempool.space/tx/${'ab'.repeat(32)}`,
    );
    expect(buildBitcoinTxUrl({ txid, chain: 'testnet' })).toBe(
      `https://mempool.space/testnet/tx/${'ab'.repeat(32)}`,
    );
  });

  it('gives no link for regtest or anything that is not a txid', () => {
    expect(buildBitcoinTxUrl({ txid, chain: 'regtest' })).toBeUndefined();
    expect(buildBitcoinTxUrl({ txid: '../../evil', chain: 'mainnet' })).toBeUndefined();
    expect(buildBitcoinTxUrl({ txid: `0x${'ab'.repeat(32)}`, chain: 'mainnet' })).toBeUndefined();
  });
});

describe('buildBitcoinAddressUrl', () => {
  const address = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

  it('links mainnet and testnet addresses on mempool.space', () => {
    expect(buildBitcoinAddressUrl({ address, chain: 'mainnet' })).toBe(
      `https://mempool.space/address/${address}`,
    );
    expect(
      buildBitcoinAddressUrl({
        address: 'tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0',
        chain: 'testnet',
      }),
    ).toBe('https://mempool.space/testnet/address/tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0');
  });

  it('gives no link for regtest or text that could change the path', () => {
    expect(buildBitcoinAddressUrl({ address, chain: 'regtest' })).toBeUndefined();
    expect(buildBitcoinAddressUrl({ address: '../../evil', chain: 'mainnet' })).toBeUndefined();
    expect(buildBitcoinAddressUrl({ address: `${address}?x=1`, chain: 'mainnet' })).toBeUndefined();
  });
});
