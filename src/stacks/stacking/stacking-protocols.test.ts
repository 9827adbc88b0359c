import { describe, expect, it } from 'vitest';
import type { NetworkKind } from '@/config/networks';
import {
  findLiquidProtocol,
  findPool,
  LISTED_LIQUID,
  LISTED_POOLS,
  stackingProtocols,
} from './stacking-protocols';

// devnet/stacking-protocols.test.ts compares the devnet registry with what the devnet deploys.

describe('stacking protocols registry', () => {
  it('devnet lists the same pools as mainnet: slugs, kinds, minimums, rewards, durations', () => {
    const facts = (network: NetworkKind) =>
      stackingProtocols(network).pools.map(
        ({ slug, kind, minMicroStx, rewardToken, customRewardAddress, durationChoice }) => ({
          slug,
          kind,
          minMicroStx,
          rewardToken,
          customRewardAddress,
          durationChoice,
        }),
      );
    expect(facts('devnet')).toEqual(facts('mainnet'));
    expect(stackingProtocols('devnet').liquid.map((p) => p.slug)).toEqual(
      stackingProtocols('mainnet').liquid.map((p) => p.slug),
    );
  });

  it('only pox4-pools take a duration and a reward address', () => {
    for (const pool of LISTED_POOLS) {
      expect(pool.durationChoice).toBe(pool.kind === 'pox4-pools');
      expect(pool.rewardToken === 'BTC').toBe(pool.kind === 'pox4-pools');
      if (pool.kind === 'pox4-pools') expect(pool.delegateTo).toMatch(/^SP/);
    }
  });

  it('stacking-dao is a pool and a liquid protocol: each finder returns its own kind', () => {
    for (const network of ['mainnet', 'devnet'] as const) {
      const pool = findPool(network, 'stacking-dao');
      const liquid = findLiquidProtocol(network, 'stacking-dao');
      expect(pool?.type).toBe('pooled');
      expect(pool?.contract).toMatch(/\.native-stacking-pool-v1$/);
      expect(liquid?.type).toBe('liquid');
      expect(liquid?.contract).not.toBe(pool?.contract);
    }
    expect(LISTED_LIQUID.map((p) => p.slug)).toEqual(['stacking-dao', 'lisa']);
  });

  it('testnet has pox-4 and nothing else', () => {
    expect(stackingProtocols('testnet')).toEqual({
      pox4: 'ST000000000000000000002AMW42H.pox-4',
      pools: [],
      liquid: [],
    });
    expect(findPool('testnet', 'fast-pool')).toBeUndefined();
  });
});
