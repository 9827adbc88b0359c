import { describe, expect, it } from 'vitest';
import type { NftHolding } from '@/stacks/api/nft-holdings';
import { nftLabel } from './nft-label';
import { printNftId } from '@/stacks/clarity/print-nft-id';

const holding: NftHolding = {
  asset: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties::arties',
  contract: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties',
  idHex: '0x010000000000000000000000000000002a',
  idRepr: 'u42 (as the API writes it)',
};

describe('NFT labels', () => {
  it('names the collection and the id printed from its bytes', () => {
    expect(nftLabel(holding, printNftId(holding.idHex))).toBe('arties u42');
  });

  it('keeps the API’s text until the decoder has loaded, or when it refuses the bytes', () => {
    expect(nftLabel(holding)).toBe('arties u42 (as the API writes it)');
    expect(printNftId('0xzz')).toBeUndefined();
  });
});
