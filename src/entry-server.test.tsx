import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/router';
import { TOOL_SLUGS } from './config/tools';
import { pagePathPatterns, prerender } from './entry-server';

/** The path of the deepest route the app's router picks for a URL path. */
function matchedRoutePath(pathname: string): string | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
}

describe('pagePathPatterns', () => {
  const patterns = pagePathPatterns();

  it('lists every page of the router, with its parameters, and not the catch-all', () => {
    expect(patterns).toContain('/');
    expect(patterns).toContain('/staking');
    expect(patterns).toContain('/staking/pool/:slug');
    expect(patterns).toContain('/staking/position');
    expect(patterns).toContain('/staking/manager/:contractId');
    expect(patterns).toContain('/tools');
    // One page per tool, no parameter: any other /tools/… is a 404.
    for (const slug of TOOL_SLUGS) expect(patterns).toContain(`/tools/${slug}`);
    expect(patterns).not.toContain('/tools/:tool');
    expect(patterns).not.toContain('*');
    expect(patterns.every((pattern) => pattern.startsWith('/'))).toBe(true);
  });

  it('names exactly the paths the router gives a page rather than the not-found page', () => {
    for (const pattern of patterns) {
      const example = pattern.replace(/:\w+/g, 'any-slug');
      expect(matchedRoutePath(example), example).not.toBe('*');
    }
    // Every route with a path is listed: a page added to the router is known to the server.
    const routePaths = appRoutes.flatMap((layout) => layout.children ?? []).map((r) => r.path);
    for (const path of routePaths.filter((p) => p !== undefined && p !== '*')) {
      expect(patterns, path).toContain(`/${path}`);
    }
  });
});

describe('redirects', () => {
  // The router's redirect routes, as the prerender step answers them (a browser's navigation to
  // one: app/app-route.test.tsx); the server answers the same table from redirects.json
  // (server/serve.test.ts).
  it.each([
    ['/', 302, '/staking'],
    ['/?chain=testnet', 302, '/staking?chain=testnet'],
    ['/stacking', 301, '/staking'],
    ['/stacking?chain=testnet', 301, '/staking?chain=testnet'],
    ['/stacking/pool/fast-pool', 301, '/staking/pool/fast-pool'],
    ['/stacking/pool/fast-pool/active', 301, '/staking/pool/fast-pool'],
    ['/stacking/pool/planbetter', 301, '/staking/pool/planbetter'],
    ['/stacking/pool/xverse-pool/active', 301, '/staking/pool/xverse'],
    ['/stacking/pool/fast-pool-v2', 301, '/staking/pool/fast-pool'],
    ['/stacking/pool/restake/active', 301, '/staking'],
    ['/stacking/liquid/lisa', 301, '/staking#liquid'],
    ['/stacking/liquid/stacking-dao/increase', 301, '/staking#liquid'],
    ['/stacking/liquid/stacking-dao/active?chain=testnet', 301, '/staking?chain=testnet#liquid'],
    ['/stacking/somewhere/else', 301, '/staking'],
  ])('%s answers %i to %s', async (from, status, location) => {
    await expect(prerender(`http://localhost${from}`)).resolves.toEqual({
      kind: 'redirect',
      status,
      location,
    });
  });
});
