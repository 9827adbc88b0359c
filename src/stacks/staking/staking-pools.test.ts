import { describe, expect, it } from 'vitest';
import { POOL_SLUGS } from '@/config/staking-choices';
import { findPool, findPoolByManager, stakingPools } from './staking-pools';

// devnet/staking-pools.test.ts compares the devnet list with what the devnet deploys.

describe('staking pools', () => {
  it('mainnet lists the six pools, in order, with their managers, payouts and calldata forms', () => {
    expect(
      stakingPools('mainnet').map(({ slug, manager, payout, calldata, claim }) => [
        slug,
        manager,
        payout,
        calldata,
        claim,
      ]),
    ).toEqual([
      [
        'fast-pool',
        'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager',
        'sbtc-or-btc',
        'max500',
        'staker',
      ],
      [
        'xverse',
        'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1',
        'sbtc-or-btc',
        'pox-addr-max-fee',
        'staker',
      ],
      [
        'stacking-dao',
        'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-signer-manager',
        'sbtc',
        'pox-addr-max-fee',
        'staker',
      ],
      [
        'planbetter',
        'SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager',
        'btc',
        'pox-addr',
        'operator',
      ],
      [
        'asymmetric-research',
        'SPZACCJ8XPZ14P7K7NGFMT1BWQYF2JA9DFA2ZR8A.signer-manager',
        'sbtc-or-btc',
        'max500',
        'staker',
      ],
      [
        'senseinode',
        'SP20XZGWBWSMRE94WDJ6YJ1EKPJ55RGRGK4JDJHNK.signer-manager-pox5',
        'sbtc-or-btc',
        'pox-addr-max-fee',
        'staker',
      ],
    ]);
    expect(stakingPools('mainnet').map((pool) => pool.slug)).toEqual([...POOL_SLUGS]);
  });

  it('PlanBetter states a 1,000 STX minimum and a fixed 5 % fee; no other pool a minimum', () => {
    const minimums = stakingPools('mainnet').map((pool) => [pool.slug, pool.minStakeMicroStx]);
    expect(minimums.filter(([, min]) => min !== undefined)).toEqual([
      ['planbetter', 1_000_000_000n],
    ]);
    expect(findPool('planbetter', 'mainnet')?.fixedFeeBips).toBe(500);
  });

  it('positions on a pool’s other managers are the pool’s (fastpool-1, xverse-2 and -3)', () => {
    const fast = findPool('fast-pool', 'mainnet');
    expect(
      findPoolByManager(
        'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager',
        'mainnet',
      ),
    ).toBe(fast);
    expect(
      findPoolByManager(
        'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-3',
        'mainnet',
      )?.slug,
    ).toBe('xverse');
    expect(
      findPoolByManager(
        'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager',
        'devnet',
      )?.slug,
    ).toBe('fast-pool');
  });

  it('only the devnet marks stand-ins: Stacking DAO and PlanBetter', () => {
    expect(stakingPools('mainnet').filter((pool) => pool.standIn)).toEqual([]);
    expect(
      stakingPools('devnet')
        .filter((pool) => pool.standIn)
        .map((pool) => pool.slug),
    ).toEqual(['stacking-dao', 'planbetter']);
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

  it('devnet has the same slugs, names, payouts, calldata and entry kinds as mainnet, on ST addresses, each manager under its mainnet name', () => {
    const facts = (kind: 'mainnet' | 'devnet') =>
      stakingPools(kind).map(({ slug, name, payout, calldata, claim, website, entry }) => ({
        slug,
        name,
        payout,
        calldata,
        claim,
        website,
        entry: entry.kind,
      }));
    expect(facts('devnet')).toEqual(facts('mainnet'));
    const mainnet = stakingPools('mainnet');
    stakingPools('devnet').forEach((pool, i) => {
      expect(pool.manager).toMatch(/^ST1PQHQK/);
      expect(pool.manager.split('.')[1]).toBe(mainnet[i]?.manager.split('.')[1]);
    });
  });

  it('testnet lists none; the finders answer per network', () => {
    expect(stakingPools('testnet')).toEqual([]);
    expect(findPool('fast-pool', 'testnet')).toBeUndefined();
    expect(findPool('fast-pool', 'mainnet')?.manager).toMatch(/fastpool-max500-signer-manager$/);
    expect(findPool('restake', 'mainnet')).toBeUndefined();
    const dao = findPool('stacking-dao', 'devnet');
    expect(dao && findPoolByManager(dao.manager, 'devnet')).toBe(dao);
    expect(
      dao?.entry.kind === 'native-pool' && findPoolByManager(dao.entry.contract, 'devnet'),
    ).toBe(dao);
    expect(findPoolByManager('SP000000000000000000002Q6VF78.pox-5', 'mainnet')).toBeUndefined();
  });
});
