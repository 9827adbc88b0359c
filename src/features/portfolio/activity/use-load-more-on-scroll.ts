import { useEffect, useRef } from 'react';

// The activity is "paged as the person scrolls". A 1 px sentinel under the list asks
// for the next page when it comes within a screen of the viewport; the "Load more" button stays
// for keyboard users and browsers without IntersectionObserver.

/** The ref to put on the sentinel. `loadMore` runs when it nears the viewport and `enabled`. */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
