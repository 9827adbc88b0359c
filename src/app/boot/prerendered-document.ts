import { matchRoutes, type RouteObject } from 'react-router';

/** The value of `data-prerendered` on the not-found page's `#root` (scripts/build.mjs). */
export const NOT_FOUND_DOCUMENT_MARK = 'not-found';

/**
 * Whether `#root` holds prerendered HTML that the router renders at this address, so hydrating
 * it matches. The server answers an address the router gives to a page it did not prerender
 * (an unknown pool or changelog entry: server/site-rules.mjs) with the not-found page and 404;
 * the router shows that address's own page ("Pool not found"), so that HTML is rendered over,
 * not hydrated, which would be a mismatch.
 */
export function prerenderedMatchesRoute(
  root: HTMLElement,
  routes: RouteObject[],
  location: { pathname: string },
): boolean {
  if (!root.hasChildNodes()) return false;
  if (root.dataset['prerendered'] !== NOT_FOUND_DOCUMENT_MARK) return true;
  return matchRoutes(routes, location)?.at(-1)?.route.path === '*';
}
