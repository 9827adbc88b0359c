import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePatterns, routes } from './routes';

const MANAGER = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';

describe('routes', () => {
  it('builds the pages of docs/product-decisions.md#pages', () => {
    expect(routes.home()).toBe('/');
    expect(routes.staking()).toBe('/staking');
    expect(routes.stakingPool('fast-pool')).toBe('/staking/pool/fast-pool');
    expect(routes.stakingPosition()).toBe('/staking/position');
    expect(routes.stakingManager(MANAGER)).toBe(`/staking/manager/${MANAGER}`);
    expect(routes.sbtc()).toBe('/sbtc');
    expect(routes.portfolio()).toBe('/portfolio');
    expect(routes.tools()).toBe('/tools');
    expect(routes.tool('send-stx')).toBe('/tools/send-stx');
    expect(routes.changelog()).toBe('/changelog');
    expect(routes.changelogEntry('2026-08-pox-5')).toBe('/changelog/2026-08-pox-5');
    expect(routes.changelogFeed()).toBe('/changelog.xml');
  });

  it.each([
    ['stakingPool', routes.stakingPool('fast-pool'), { slug: 'fast-pool' }],
    ['stakingManager', routes.stakingManager(MANAGER), { contractId: MANAGER }],
    ['changelogEntry', routes.changelogEntry('v1'), { slug: 'v1' }],
  ] as const)(
    '%s matches its router pattern and gives its parameter back',
    (name, path, params) => {
      expect(matchPath(routePatterns[name], path)?.params).toEqual(params);
    },
  );

  it('gives each tool its own path, and a call its contract and function in the query', () => {
    expect(routes.tool('send-stx')).toBe('/tools/send-stx');
    const call = new URL(
      routes.callContract({ contract: `${MANAGER}&x`, fn: 'get count' }),
      'http://satchel.test',
    );
    expect(call.pathname).toBe('/tools/call-contract');
    expect(Object.fromEntries(call.searchParams)).toEqual({
      contract: `${MANAGER}&x`,
      fn: 'get count',
    });
    expect(routes.callContract({ contract: MANAGER })).toBe(
      `/tools/call-contract?contract=${MANAGER}`,
    );
  });

  it('carries a signature to Verify a message in the query, the domain only when given', () => {
    const plain = routes.verifyMessage({
      type: 'plain',
      message: 'a&b=c #1',
      signature: 'ab',
      publicKey: '02cd',
    });
    expect(plain.split('?')[0]).toBe(routes.tool('verify-message'));
    expect(Object.fromEntries(new URL(plain, 'http://x').searchParams)).toEqual({
      type: 'plain',
      message: 'a&b=c #1',
      signature: 'ab',
      publicKey: '02cd',
    });
    const structured = routes.verifyMessage({
      type: 'structured',
      message: 'u1',
      signature: 'ab',
      publicKey: '02cd',
      name: 'App',
      version: '1',
      chainId: '1',
    });
    expect(new URL(structured, 'http://x').searchParams.get('chainId')).toBe('1');
  });

  it('keeps a hostile parameter inside its own path segment', () => {
    const path = routes.stakingPool('../tools?x=1#y');
    expect(path).toBe('/staking/pool/..%2Ftools%3Fx%3D1%23y');
    // One segment: the pattern still matches, and the router decodes it back to what was given.
    const slug = matchPath(routePatterns.stakingPool, path)?.params.slug ?? '';
    expect(decodeURIComponent(slug)).toBe('../tools?x=1#y');
  });

  it('gives every fixed page exactly its pattern', () => {
    for (const name of [
      'home',
      'staking',
      'stakingPosition',
      'sbtc',
      'portfolio',
      'tools',
      'changelog',
      'changelogFeed',
    ] as const) {
      expect(routes[name]()).toBe(routePatterns[name]);
    }
  });
});
