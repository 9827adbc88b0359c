// The compressed copies the build writes beside each file (scripts/build.mjs) and the server
// chooses from by `Accept-Encoding` (server/serve.mjs): one list, so the two always agree.

/** In the server's order of preference: brotli is smaller than gzip for text. */
export const COMPRESSED_VARIANTS = Object.freeze([
  Object.freeze({ encoding: 'br', suffix: '.br' }),
  Object.freeze({ encoding: 'gzip', suffix: '.gz' }),
]);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = Object.freeze(
  new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']),
);
