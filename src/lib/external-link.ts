// docs/product-decisions.md#header-and-wallet-connection: links are opened only if they are valid
// http or https URLs, in a new tab with no opener and no referrer.

/** Returns the normalised URL when it is an absolute http(s) URL, otherwise undefined. */
export function toSafeExternalUrl(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!url.hostname) return undefined;
  return url.href;
}

/** Opens an external page in a new tab without opener or referrer; refuses anything else. */
export function openExternalLink(candidate: string): boolean {
  const safe = toSafeExternalUrl(candidate);
  if (!safe) return false;
  window.open(safe, '_blank', 'noopener,noreferrer');
  return true;
}
