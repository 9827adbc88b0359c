// Security headers for everything Satchel serves. Shared by the Vite build (which writes the
// result next to the bundle) and the production server (which sends it), so the
// Content-Security-Policy always lists exactly the hosts the bundle was built to call.

/** Hosts the app calls whatever the build: the Stacks APIs (docs/product-decisions.md#networks SDK
 * hosts, and the named PoX-5 test network of docs/product-decisions.md#what-satchel-is,
 * src/config/named-api-networks.ts), the Leather quest endpoint, the stacking figures, the Esplora
 * API that reads Bitcoin balances (src/config/esplora-chains.ts), and Emily, the sBTC bridge's API
 * (src/stacks/emily/emily-origin.ts). */
const ALWAYS_CONNECTED_ORIGINS = [
  'https://api.hiro.so',
  'https://api.testnet.hiro.so',
  'https://api.testnet-pox5.hiro.so',
  'https://api.leather.io',
  'https://api.stacking-tracker.com',
  'https://mempool.space',
  'https://sbtc-emily.com',
  'https://temp.sbtc-emily-dev.com',
];

/** The local node behind the devnet and mocknet networks (docs/product-decisions.md#networks),
 * reachable only from a build for the devnet (src/config/devnet-build.ts): a site on the internet
 * has no business calling a port on its visitor's machine. */
const LOCAL_DEVNET_ORIGIN = 'http://localhost:3999';

/** Browsers use HTTPS only for a year, subdomains included, once they have seen it over HTTPS
 * (they ignore it over plain HTTP, so local serving is unaffected). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Turns `127.0.0.1:4319/v1` or `https://api.segment.io/v1` into an origin. */
function toOrigin(hostOrUrl, defaultProtocol = 'https:') {
  if (!hostOrUrl) return undefined;
  const withProtocol = /^[a-z]+:\/\//i.test(hostOrUrl)
    ? hostOrUrl
    : `${defaultProtocol}//${hostOrUrl}`;
  try {
    return new URL(withProtocol).origin;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ segmentWriteKey?: string, segmentCdnUrl?: string, segmentApiHost?: string }} analytics
 * @returns {string[]} the origins analytics talks to; none without a write key.
 */
function analyticsOrigins({ segmentWriteKey, segmentCdnUrl, segmentApiHost }) {
  if (!segmentWriteKey) return [];
  const cdn = toOrigin(segmentCdnUrl) ?? 'https://cdn.segment.com';
  // A local collector (tests) speaks plain http; Segment's own host speaks https.
  const apiProtocol =
    segmentApiHost?.startsWith('127.0.0.1') || segmentApiHost?.startsWith('localhost')
      ? 'http:'
      : 'https:';
  const api = toOrigin(segmentApiHost, apiProtocol) ?? 'https://api.segment.io';
  return [...new Set([cdn, api])];
}

/**
 * @param {{ segmentWriteKey?: string, segmentCdnUrl?: string, segmentApiHost?: string, customApiOrigins?: string[], devnet?: boolean }} options
 *   `customApiOrigins` are already-parsed origins (src/config/custom-api-origins.ts) where custom
 *   Stacks APIs may live; never a wildcard (docs/decisions/0006-custom-stacks-apis.md).
 *   `devnet`: the build is for the local devnet, so it may call the local node.
 * @returns {Record<string, string>}
 */
export function buildSecurityHeaders(options) {
  const connectSrc = [
    ...new Set([
      "'self'",
      ...ALWAYS_CONNECTED_ORIGINS,
      ...(options.devnet ? [LOCAL_DEVNET_ORIGIN] : []),
      ...(options.customApiOrigins ?? []),
      ...analyticsOrigins(options),
    ]),
  ];
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix's scroll lock injects a <style> element at runtime; styles cannot run code.
    // See docs/decisions/0002-security-headers.md.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()',
  };
}
