import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/router';
import { pagePathPatterns } from './entry-server';

/** The path of the deepest route the app's router picks for a URL path. */
function matchedRoutePath(pathname: string): string | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
}

describe('pagePathPatterns', () => {
  const patterns = pagePathPatterns();

  it('lists every page of the router, with its parameters, and not the catch-all', () => {
    expect(patterns).toContain('/');
    expect(patterns).toContain('/stacking');
    expect(patterns).toContain('/stacking/pool/:slug');
    expect(patterns).toContain('/tools');
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
