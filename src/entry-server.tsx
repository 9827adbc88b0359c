// Prerenders pages to HTML at build time (scripts/build.mjs), so the first paint needs no
// JavaScript. Only what a visitor sees without a wallet is rendered here.
// First: configures zod before any schema exists (see the module).
import './app/boot/configure-zod';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes, appRoutes, loadMatchedPage, matchAppRoutes, redirectAt } from './app/router';

export { TOOL_SLUGS } from './config/tools';
export { POOL_SLUGS } from './config/staking-choices';
export { CHANGELOG_SLUGS } from './features/changelog/changelog-slugs';

export type PrerenderResult =
  { kind: 'page'; html: string } | { kind: 'redirect'; status: number; location: string };

/** The page at `url` as HTML, or the redirect its route answers (the server answers the same). */
export async function prerender(url: string): Promise<PrerenderResult> {
  const { pathname, search } = new URL(url);
  const matches = matchAppRoutes(pathname);
  const redirect = redirectAt(matches, search);
  if (redirect) return { kind: 'redirect', ...redirect };
  // The page's chunk first: renderToString cannot wait for it, and the browser loads it
  // before hydrating, so both render the page itself.
  await loadMatchedPage(matches);
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={`${pathname}${search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { kind: 'page', html };
}

/**
 * The path patterns of the router's pages (`/staking/pool/:slug`), read from the route
 * definitions themselves: the build writes them for the server (server/serve.mjs), which answers
 * 404 for any other path. The catch-all `*` is the not-found page, so it is left out.
 */
export function pagePathPatterns(routes: RouteObject[] = appRoutes, parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPaths(parent, route.path);
    const own = route.path === '*' || !(route.index || route.path) ? [] : [path || '/'];
    return [...own, ...(route.children ? pagePathPatterns(route.children, path) : [])];
  });
}

function joinPaths(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}
