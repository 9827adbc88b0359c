import { describe, expect, it } from 'vitest';
import type { NftHolding } from '@/stacks/api/nft-holdings';
import { chosenNft, nftKeyOf, nftTransferLabel } from './send-nft-form-state';

const CONTRACT = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.arties';
const FIRST: NftHolding = {
  asset: `${CONTRACT}::arty`,
  contract: CONTRACT,
  idHex: '0x0100000000000000000000000000000001',
  idRepr: 'u1',
};
const SECOND: NftHolding = {
  ...FIRST,
  idHex: '0x0100000000000000000000000000000002',
  idRepr: 'u2',
};

describe('chosenNft', () => {
  it('is the first NFT held until the person picks one', () => {
    expect(chosenNft([FIRST, SECOND], undefined)).toBe(FIRST);
    expect(chosenNft([FIRST, SECOND], nftKeyOf(SECOND))).toBe(SECOND);
    expect(chosenNft([], undefined)).toBeUndefined();
  });
});

describe('nftTransferLabel', () => {
  it('names the chosen NFT while idle', () => {
    expect(nftTransferLabel({ phase: 'idle' }, 'Transfer of arties u1', 'arties u2')).toBe(
      'Transfer of arties u2',
    );
    expect(nftTransferLabel({ phase: 'idle' }, undefined, undefined)).toBe('NFT transfer');
  });

  it('keeps the NFT sent once the transfer is under way', () => {
    expect(nftTransferLabel({ phase: 'signing' }, 'Transfer of arties u1', undefined)).toBe(
      'Transfer of arties u1',
    );
  });
});
