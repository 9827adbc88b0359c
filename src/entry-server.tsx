// Prerenders pages to HTML at build time (scripts/build.mjs), so the first paint needs no
// JavaScript. Only what a visitor sees without a wallet is rendered here.
// First: configures zod before any schema exists (see the module).
import './app/boot/configure-zod';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from './app/app';
import { appRoutes } from './app/router';

export { TOOL_SLUGS } from './config/tools';
export { POOL_SLUGS } from './config/staking-choices';
export { CHANGELOG_SLUGS } from './features/changelog/changelog-slugs';

export type PrerenderResult =
  { kind: 'page'; html: string } | { kind: 'redirect'; status: number; location: string };

export async function prerender(url: string): Promise<PrerenderResult> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      {/* No hydration data: it would need an inline script, which our CSP forbids. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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
