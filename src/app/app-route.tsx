import { useEffect, useReducer, useState, type ComponentType, type ReactElement } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { redirectLocation, type AppRedirect } from '#common/app-redirects.mjs';
import { PageLoading } from './layout/page-loading';

/** What a page's chunk exports: the page itself, as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

/** Imports a page's chunk; each page has its own, written out (`() => import('./routes/…')`)
 * so Vite splits it. */
export type PageLoader = () => Promise<PageModule>;

/**
 * A route of the app: React Router's route object (rendered by `useRoutes`, matched by
 * `matchRoutes`), which also names the page it loads or the redirect it answers, so the boot and
 * the prerender can act on a match before anything renders.
 */
export type AppRoute = RouteObject & { page?: PageLoader; redirect?: AppRedirect };

/** Each loaded page as the element its route renders: made once, so the page's component is
 * the same on every render. */
const loadedPages = new Map<PageLoader, ReactElement>();
const pageLoads = new Map<PageLoader, Promise<void>>();

/** Loads a page's chunk once; after that its route renders it at once, without `PageLoading`. */
export function loadPage(load: PageLoader): Promise<void> {
  let pageLoad = pageLoads.get(load);
  if (!pageLoad) {
    pageLoad = load().then(({ Component }) => {
      loadedPages.set(load, <Component />);
    });
    pageLoads.set(load, pageLoad);
    // A chunk that did not arrive is asked for again on the next visit to its page.
    void pageLoad.catch(() => pageLoads.delete(load));
  }
  return pageLoad;
}

/**
 * A page in its own chunk: rendered at once when its chunk is loaded (the boot and the prerender
 * load it first, so hydration matches the prerendered HTML), else `PageLoading` until it arrives.
 * A chunk that fails to load is thrown to the page's error boundary.
 */
function LazyPage({ load }: { load: PageLoader }) {
  const page = loadedPages.get(load);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, pageArrived] = useReducer((arrivals: number) => arrivals + 1, 0);
  useEffect(() => {
    if (page) return undefined;
    let current = true;
    loadPage(load).then(
      () => {
        if (current) pageArrived();
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [page, load]);
  if (failure) throw failure.error;
  return page ?? <PageLoading />;
}

/** `path` (relative to the layout) shows the page `load` imports. */
export function pageRoute(path: string, load: PageLoader): AppRoute {
  // Keyed by its path: another page is a new instance, with its own loading and failure.
  return { path, page: load, element: <LazyPage key={path} load={load} /> };
}

/** Sends the browser on to the redirect's target, keeping the query (`?chain=testnet`). */
function Redirect({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={redirectLocation(to, params, search)} replace />;
}

/**
 * A route that only redirects. The server and the prerender answer it with an HTTP redirect
 * (`redirectAt` in ./router.tsx); in the browser, after a client-side navigation to it, it
 * replaces the address with the target.
 */
export function redirectRoute(appRedirect: AppRedirect): AppRoute {
  const { from, to } = appRedirect;
  return {
    ...(from === '/' ? { index: true } : { path: from.slice(1) }),
    redirect: appRedirect,
    element: <Redirect to={to} />,
  };
}
