// Prerenders pages to HTML at build time (scripts/build.mjs), so the first paint needs no
// JavaScript. Only what a visitor sees without a wallet is rendered here.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { appRoutes } from './app/router';

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
