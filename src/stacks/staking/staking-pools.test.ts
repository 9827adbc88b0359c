import { describe, expect, it } from 'vitest';
import { POOL_SLUGS } from '@/config/staking-choices';
import { findPool, findPoolByManager, stakingPools } from './staking-pools';

// devnet/staking-pools.test.ts compares the devnet list with what the devnet deploys.

describe('staking pools', () => {
  it('mainnet lists product.md’s five managers, in its order, with their payouts', () => {
    expect(
      stakingPools('mainnet').map(({ slug, manager, payout }) => [slug, manager, payout]),
    ).toEqual([
      [
        'fast-pool',
        'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager',
        'sbtc-or-btc',
      ],
      [
        'fast-pool-max500',
        'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager',
        'sbtc-or-btc',
      ],
      ['xverse', 'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1', 'sbtc'],
      [
        'stacking-dao',
        'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-signer-manager',
        'sbtc',
      ],
      ['planbetter', 'SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager', 'btc'],
    ]);
    expect(stakingPools('mainnet').map((pool) => pool.slug)).toEqual([...POOL_SLUGS]);
  });

  it('Stacking DAO is entered through its native-pool-v1 wrapper; the others through pox-5', () => {
    for (const kind of ['mainnet', 'devnet'] as const) {
      for (const pool of stakingPools(kind)) {
        if (pool.slug === 'stacking-dao') {
          expect(pool.entry).toEqual({
            kind: 'native-pool',
            contract: pool.manager.replace('native-pool-signer-manager', 'native-pool-v1'),
          });
        } else {
          expect(pool.entry).toEqual({ kind: 'pox-5' });
        }
      }
    }
  });

  it('devnet has the same slugs, names, payouts and entry kinds as mainnet, on ST addresses', () => {
    const facts = (kind: 'mainnet' | 'devnet') =>
      stakingPools(kind).map(({ slug, name, payout, website, entry }) => ({
        slug,
        name,
        payout,
        website,
        entry: entry.kind,
      }));
    expect(facts('devnet')).toEqual(facts('mainnet'));
    for (const pool of stakingPools('devnet')) expect(pool.manager).toMatch(/^ST1PQHQK/);
  });

  it('testnet lists none; the finders answer per network', () => {
    expect(stakingPools('testnet')).toEqual([]);
    expect(findPool('fast-pool', 'testnet')).toBeUndefined();
    expect(findPool('fast-pool', 'mainnet')?.manager).toMatch(/fastpool-1-signer-manager$/);
    expect(findPool('restake', 'mainnet')).toBeUndefined();
    const dao = findPool('stacking-dao', 'devnet');
    expect(dao && findPoolByManager(dao.manager, 'devnet')).toBe(dao);
    expect(
      dao?.entry.kind === 'native-pool' && findPoolByManager(dao.entry.contract, 'devnet'),
    ).toBe(dao);
    expect(findPoolByManager('SP000000000000000000002Q6VF78.pox-5', 'mainnet')).toBeUndefined();
  });
});
