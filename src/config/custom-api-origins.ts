/**
 * Parses `VITE_CUSTOM_API_ORIGINS`: a comma- or space-separated list of http(s) origins a custom
 * Stacks API may be served from. Used both by the build (the CSP's connect-src) and by the app
 * (to refuse an origin the CSP would block), so the two never disagree. Entries that are not
 * plain http(s) origins are dropped, like any malformed env value (env.ts).
 */
export function parseCustomApiOrigins(value: string | undefined): string[] {
  if (!value) return [];
  const origins = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        return [];
      }
      const isHttp = url.protocol === 'https:' || url.protocol === 'http:';
      // A path, query or credentials would make the CSP source mean something else.
      const isBareOrigin =
        (url.pathname === '/' || url.pathname === '') &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password;
      return isHttp && isBareOrigin && url.hostname ? [url.origin] : [];
    });
  return [...new Set(origins)];
}
