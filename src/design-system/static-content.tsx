import { useEffect, useState, type ReactNode } from 'react';

/** Marks the prerendered element, so the browser can tell a page it hydrates from one it draws. */
const MARKER = 'data-static-content';

/** Set after the first commit in this browser: from then on, every instance draws its children. */
let firstCommitDone = false;

/** During the first render of a prerendered page, and only then: React is about to hydrate it. */
function isHydratingPrerender(): boolean {
  return (
    typeof document !== 'undefined' &&
    !firstCommitDone &&
    document.querySelector(`[${MARKER}]`) !== null
  );
}

/**
 * Content that never changes and needs no script — explanations, a FAQ in native `<details>`.
 * The prerender writes it out; when the browser hydrates that HTML, React keeps the element's
 * DOM as it is without walking it (an element hydrated with `dangerouslySetInnerHTML` is not
 * descended into), which takes its share off the main thread at load. The empty
 * string is the only HTML ever set here. A page drawn in the browser (client-side navigation,
 * no prerender) renders the children as usual. Children must not depend on state or props that
 * change: once kept, the element is never updated.
 */
export function StaticContent({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  // Decided once per mount: switching later would make React replace the kept DOM.
  const [keep] = useState(isHydratingPrerender);
  useEffect(() => {
    firstCommitDone = true;
  }, []);
  const marker = { [MARKER]: '' };
  if (keep) {
    return (
      <div
        {...marker}
        className={className}
        suppressHydrationWarning
        // The one exception to the rule: an empty string, never content, which tells React to keep
        // the prerendered children.
        // eslint-disable-next-line no-restricted-syntax
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div {...marker} className={className}>
      {children}
    </div>
  );
}
