// Request lines of every shape a client may send: slashes read as hosts, escapes from the
// served folder, bad percent-encoding, NUL and control bytes, sizes, non-origin forms. Every
// server of the build must answer each without a 5xx and keep serving (serve-hostile.test.ts,
// nginx-site.test.ts).
const TWENTY_KB = 20 * 1024;

export const HOSTILE_TARGETS = [
  // Slashes a URL parser reads as a host or a scheme.
  '//',
  '///',
  '//@',
  '/\\',
  '\\',
  '\\\\',
  '//evil.example',
  '//evil.example/stacking',
  '/\\evil.example',
  '//:0',
  '//[::1]',
  '//%2e%2e',
  '////stacking',
  '/stacking//',
  '/./stacking',
  '/stacking/./../stacking',
  // Escapes from the folder being served.
  '/..',
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2fetc%2fpasswd',
  '/%2F%2F',
  '/%5C%5Cevil.example',
  // Percent-encoding that does not decode.
  '/%',
  '/%%',
  '/%zz',
  '/a%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%FF',
  '/%u0041',
  '/stacking/pool/%ff',
  '/assets/%ZZ.js',
  // Encoded NUL and control characters.
  '/%00',
  '/stacking%00.js',
  '/assets/%00.js',
  '/%0d%0aSet-Cookie:%20a=b',
  // Sizes.
  `/${'a'.repeat(TWENTY_KB)}`,
  `/assets/${'b'.repeat(TWENTY_KB)}.js`,
  `/?${'q=1&'.repeat(TWENTY_KB / 4)}`,
  `/${'a/'.repeat(TWENTY_KB / 2)}`,
  `/${'%2f'.repeat(TWENTY_KB / 3)}`,
  // Forms other than origin-form.
  '*',
  'http://localhost/stacking',
  'https://evil.example/',
  'http://[::1]/',
  'http://user:pass@127.0.0.1/',
  'http://',
  'http:',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '127.0.0.1:4173',
  '?',
  '#',
  '/?%',
  '/stacking?chain=%zz',
  '/?a=%00',
  // Raw bytes the parser may or may not accept.
  '/\u0000',
  '/a\u0000b',
  '/\u00e4',
  '/\u{1F600}',
  '/\t',
  '/ /',
];

/** Negotiation and validator headers of every odd shape: read, never trusted. Under Node's
 * 16 KB header limit, so they reach the server's code. */
const TWELVE_KB = 12 * 1024;
export const HOSTILE_HEADERS = [
  `Accept-Encoding: ${'br;q=0.5,'.repeat(TWELVE_KB / 10)}`,
  `Accept-Encoding: ${';'.repeat(TWELVE_KB)}`,
  `Accept-Encoding: ${'q=;'.repeat(TWELVE_KB / 3)}`,
  'Accept-Encoding: br;q=NaN, gzip;q=Infinity, *;q=1e308',
  'Accept-Encoding: \u00ff\u00fe',
  `If-None-Match: ${'"a",'.repeat(TWELVE_KB / 4)}`,
  `If-None-Match: ${'"'.repeat(TWELVE_KB)}`,
  'If-None-Match: W/',
  'If-None-Match: *, *',
];

export const HOSTILE_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'OPTIONS',
  'CONNECT',
  'TRACE',
  'BREW',
  'get',
];

/** Same bytes a person would type: no client rewrites them. */
export function hostileRequestLine(method: string, target: string): Buffer {
  return Buffer.from(
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    'latin1',
  );
}
