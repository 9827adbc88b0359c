// Building an Intl formatter costs tens of milliseconds on a slow phone the first time a page
// does it (the locale's data is read then). Made at import, that cost lands in the task that
// evaluates the first page's code (no task over 100 ms at load); made on first use, it
// lands with the first figure shown, usually when its data arrives.

/** A value made by `make` the first time it is asked for, then the same value every time. */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
