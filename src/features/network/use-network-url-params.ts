import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiRefusedHandler } from './apply-network-url-params';

/** Whether the URL carries `?chain=` or `?api=` at all. */
function hasNetworkUrlParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('chain') || params.has('api');
}

/**
 * Applies `?chain=` and `?api=` after hydration and on every navigation that carries them, then
 * takes them out of the URL so it never contradicts the selector. The work loads only when a
 * URL has them (first-page JS budget). Returns true while they wait to be applied, so network
 * data is not fetched for the network about to be replaced.
 */
export function useNetworkUrlParams(onApiRefused: ApiRefusedHandler): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const onApiRefusedRef = useRef(onApiRefused);
  useEffect(() => {
    onApiRefusedRef.current = onApiRefused;
  });
  const pending = hasNetworkUrlParams(search);

  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    void import('./apply-network-url-params')
      .then(({ applyNetworkUrlParams }) => {
        if (controller.signal.aborted) return undefined;
        return applyNetworkUrlParams(search, {
          store,
          signal: controller.signal,
          onApiRefused: (apiInput, reason) => onApiRefusedRef.current(apiInput, reason),
        });
      })
      .then((rest) => {
        if (rest === undefined || controller.signal.aborted) return;
        void navigate({ pathname, search: rest, hash }, { replace: true });
      });
    return () => controller.abort();
  }, [hash, navigate, pathname, pending, search, store]);

  return pending;
}
