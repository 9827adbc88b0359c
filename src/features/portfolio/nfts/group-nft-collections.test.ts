import { describe, expect, it } from 'vitest';
import type { NftHolding } from '@/stacks/api/nft-holdings';
import type { AssetIdentifier } from '@/stacks/asset-identifier';
import { groupNftCollections } from './group-nft-collections';

const holding = (asset: AssetIdentifier, id: number): NftHolding => ({
  asset,
  contract: asset.split('::')[0] as `${string}.${string}`,
  idHex: `0x01${id.toString(16).padStart(32, '0')}`,
  idRepr: `u${id}`,
});
const ARTIES = 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties::arties';
const BADGES = 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.badges-v2::badge';

describe('NFT collections', () => {
  it('groups the holdings by collection, in the order the API listed them', () => {
    const a1 = holding(ARTIES, 42);
    const b1 = holding(BADGES, 7);
    const a2 = holding(ARTIES, 108);
    expect(groupNftCollections([a1, b1, a2])).toEqual([
      {
        asset: ARTIES,
        contract: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties',
        name: 'arties',
        holdings: [a1, a2],
      },
      {
        asset: BADGES,
        contract: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.badges-v2',
        name: 'badge',
        holdings: [b1],
      },
    ]);
  });

  it('has no collections for no holdings', () => {
    expect(groupNftCollections([])).toEqual([]);
  });
});
