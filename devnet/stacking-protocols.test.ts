import { describe, expect, it } from 'vitest';
import {
  findLiquidProtocol,
  findPool,
  stackingProtocols,
} from '../src/stacks/stacking/stacking-protocols';
import { devnetContracts, devnetPools, POX_4 } from './contracts.mjs';

// The app keeps its own copy of the devnet's pool addresses (src/ never imports devnet/): this
// is what keeps the copy honest, as devnet-wallet-accounts.test.ts does for the keys.

const devnet = stackingProtocols('devnet');

describe('devnet registry = what the devnet deploys (devnet/contracts.mjs)', () => {
  it('pox-4', () => {
    expect(devnet.pox4).toBe(POX_4);
  });

  it('every pool, with its contract, kind, operator and minimum', () => {
    const fromDevnet = devnetPools
      .filter((entry) => entry.kind !== 'liquid')
      .map((entry) => ({
        slug: entry.slug,
        kind: entry.kind,
        contract: entry.contract,
        delegateTo: entry.operator,
        minMicroStx: entry.minUstx,
      }));
    const fromApp = devnet.pools.map(({ slug, kind, contract, delegateTo, minMicroStx }) => ({
      slug,
      kind,
      contract,
      delegateTo,
      minMicroStx,
    }));
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect(fromApp.sort(bySlug)).toEqual(fromDevnet.sort(bySlug));
  });

  it('every liquid protocol, with its entry point and token', () => {
    const fromDevnet = devnetPools
      .filter((entry) => entry.kind === 'liquid')
      .map((entry) => ({
        slug: entry.slug,
        contract: entry.contract,
        functionName: entry.functionName,
        token: entry.token,
        minMicroStx: entry.minUstx,
      }));
    const fromApp = devnet.liquid.map((protocol) => ({
      slug: protocol.slug,
      contract: protocol.contract,
      functionName: protocol.functionName,
      token: `${protocol.token.contract}::${protocol.token.assetName}`,
      minMicroStx: protocol.minMicroStx,
    }));
    const bySlug = (a: { slug: string }, b: { slug: string }) => a.slug.localeCompare(b.slug);
    expect(fromApp.sort(bySlug)).toEqual(fromDevnet.sort(bySlug));
  });

  it('every contract the registry names is deployed by the devnet', () => {
    const deployed = new Set(Object.values(devnetContracts).map((contract) => contract.id));
    for (const pool of devnet.pools) expect(deployed).toContain(pool.contract);
    for (const protocol of devnet.liquid) {
      expect(deployed).toContain(protocol.contract);
      expect(deployed).toContain(protocol.token.contract);
    }
  });

  it('stacking-dao is both a pool and a liquid protocol, told apart by kind', () => {
    expect(
      devnetPools
        .filter((entry) => entry.slug === 'stacking-dao')
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['liquid', 'wrapper']);
    expect(findPool('devnet', 'stacking-dao')?.contract).toBe(
      devnetContracts.nativeStackingPool.id,
    );
    expect(findLiquidProtocol('devnet', 'stacking-dao')?.contract).toBe(
      devnetContracts.stackingDao.id,
    );
  });
});
