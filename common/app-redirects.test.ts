import { describe, expect, it } from 'vitest';
import { APP_REDIRECTS, redirectLocation } from './app-redirects.mjs';

describe('redirectLocation', () => {
  it('fills the parameters and keeps the query before the fragment', () => {
    expect(redirectLocation('/staking/pool/:slug', { slug: 'fast-pool' }, '?chain=testnet')).toBe(
      '/staking/pool/fast-pool?chain=testnet',
    );
    expect(redirectLocation('/staking#liquid', {}, '?chain=testnet')).toBe(
      '/staking?chain=testnet#liquid',
    );
    expect(redirectLocation('/staking', {}, '')).toBe('/staking');
  });

  it('encodes a value, so it cannot add a segment, a query or a fragment', () => {
    expect(redirectLocation('/staking/pool/:slug', { slug: 'a/b?c#d' }, '')).toBe(
      '/staking/pool/a%2Fb%3Fc%23d',
    );
  });
});

describe('APP_REDIRECTS', () => {
  it('sends every pox-4 address to /staking permanently and the home page temporarily', () => {
    for (const redirect of APP_REDIRECTS) {
      expect(redirect.to.startsWith('/staking'), redirect.from).toBe(true);
      expect(redirect.status, redirect.from).toBe(redirect.from === '/' ? 302 : 301);
    }
    // Nothing under /stacking is left without a redirect.
    expect(APP_REDIRECTS.map((redirect) => redirect.from)).toContain('/stacking/*');
  });
});
