// What the site answers for each path, decided from the build's own files and tables and
// nothing else: pure functions, no I/O. server/serve.mjs asks them on every request, and a
// deployment's configuration generated from a build (a `_headers` file, an nginx server block)
// is written from the same answers, so every host serves the same site.
//
// API (stable; add to it, do not change it):
//
//   createSiteRules(build) → SiteRules      build = { files, routes, prerendered, redirects }:
//     files        every file under the build directory, relative, '/'-separated
//                  ('assets/app-Bx3_k9Zq.js', 'staking/index.html')
//     routes       dist/routes.json: the router's page patterns
//     prerendered  dist/prerendered.json: { pages, clientRendered }
//     redirects    dist/redirects.json: the router's redirects (common/app-redirects.mjs)
//   rules.redirect(rawPath, search) → { status, location } | undefined
//                  asked first, on the path as sent (still percent-encoded)
//   rules.answer(path) → SiteAnswer         path: decoded, then normalizeRequestPath()
//   rules.pages         every page path with a fixed file: [{ path, file, headers }]
//   rules.shellPatterns router patterns taking any value, answered with SHELL_FILE
//   rules.servedFiles   every file served as itself: [{ path, file, cacheControl, contentType }]
//   rules.encodingsOf(file) → the compressed copies the build wrote of it, in preference order
//   normalizeRequestPath(decodedPath) → string | undefined (undefined: climbs above the root, 400)
//   isImmutableAsset(file), isNeverServed(file), contentTypeOf(file)
//   SHELL_FILE, NOT_FOUND_FILE, IMMUTABLE, NO_CACHE, BUILD_ONLY_FILES, NOT_INDEXED_PAGES
//
// Paths are read as nginx reads them by default (its ngx_http_parse_complex_uri): percent-decoded
// first, so `%2F` is a separator, then `.` and `..` segments removed (RFC 3986 §5.2.4); a `..`
// above the root is a bad request. Unlike nginx's default `merge_slashes on`, an empty segment
// (`//`) is never merged: no page or file has one, so it is a 404 (nginx: `merge_slashes off`).
import path from 'node:path';
import { matchPath, matchRoutes } from 'react-router';
import { redirectLocation } from '#common/app-redirects.mjs';
/** @import { AppRedirect } from '#common/app-redirects.mjs' */
import { COMPRESSED_VARIANTS } from './compressed-variants.mjs';

/** For a content-hashed file: its name changes whenever a byte does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: kept, but checked with the server before each use (RFC 9111 §5.2.2.4). */
export const NO_CACHE = 'no-cache';

/** The app shell: the page of any router path the build did not prerender. */
export const SHELL_FILE = 'index.html';
/** The router's not-found page, prerendered; sent only with a 404. */
export const NOT_FOUND_FILE = '404.html';

/** What the build writes for the server, not for browsers: the not-found page is sent only as
 * a 404, and the server's own tables are nobody's business. */
export const BUILD_ONLY_FILES = Object.freeze(
  new Set([
    NOT_FOUND_FILE,
    'routes.json',
    'redirects.json',
    'prerendered.json',
    'security-headers.json',
  ]),
);

/** Pages served to anyone who asks but kept out of search engines, with the reason in
 * docs/decisions/0012-design-system-gallery.md. */
export const NOT_INDEXED_PAGES = Object.freeze(['/design-system']);

/** @type {Readonly<Record<string, string>>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/rss+xml; charset=utf-8',
};

// Source maps stay on the build machine (built `hidden` for error tooling, vite.config.ts);
// compressed copies are sent only as the encoding of their file, never as files of their own.
const NEVER_SERVED_EXTENSIONS = new Set(['.map', ...COMPRESSED_VARIANTS.map((v) => v.suffix)]);

/** Vite names what it emits `assets/[name]-[hash].[ext]`, the hash 8 characters of base64url
 * (Rollup's default `output.hashCharacters`: https://rollupjs.org/configuration-options/). */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * @typedef {{ kind: 'file' | 'page', status: 200, file: string, cacheControl: string,
 *     contentType: string, headers: Readonly<Record<string, string>> }
 *   | { kind: 'not-found', status: 404, file: string, cacheControl: string,
 *     contentType: string, headers: Readonly<Record<string, string>> }
 *   | { kind: 'missing-file', status: 404, cacheControl: string }} SiteAnswer
 * `missing-file`: a missing script, style or image gets a short plain-text 404, not a page.
 */

/**
 * @typedef {object} SiteBuild
 * @property {readonly string[]} files
 * @property {readonly string[]} routes
 * @property {{ pages: readonly string[], clientRendered?: readonly string[] }} prerendered
 * @property {readonly AppRedirect[]} redirects
 */

/**
 * The content type of a file by its extension.
 * @param {string} file
 */
export function contentTypeOf(file) {
  return CONTENT_TYPES[path.posix.extname(file)] ?? 'application/octet-stream';
}

/**
 * True for a file the build content-hashed under assets/: only such a file may be cached as
 * immutable, since only its name changes with its bytes.
 * @param {string} file relative to the build directory
 */
export function isImmutableAsset(file) {
  return HASHED_ASSET.test(file);
}

/**
 * True for a file of the build that is never sent as itself, whatever the path: source maps,
 * compressed copies, the build's own tables, a file without an extension, and anything in or
 * under a dotfile or dot-folder (`.well-known/`, `.env`).
 * @param {string} file relative to the build directory
 */
export function isNeverServed(file) {
  return (
    BUILD_ONLY_FILES.has(file) ||
    NEVER_SERVED_EXTENSIONS.has(path.posix.extname(file)) ||
    path.posix.extname(file) === '' ||
    file.split('/').some((segment) => segment.startsWith('.'))
  );
}

/**
 * Removes `.` and `..` segments from a decoded path (RFC 3986 §5.2.4), keeping empty segments
 * and a trailing slash. Undefined when a `..` climbs above the root.
 * @param {string} decodedPath starts with '/'
 * @returns {string | undefined}
 */
export function normalizeRequestPath(decodedPath) {
  /** @type {string[]} */
  const output = [];
  const segments = decodedPath.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && output.pop() === undefined) return undefined;
      // `/a/.` and `/a/..` name a folder: the slash stays.
      if (last) output.push('');
    } else {
      output.push(segment);
    }
  }
  return '/' + output.join('/');
}

/** @param {string} pattern */
const hasParameter = (pattern) => /(^|\/)(:|\*)/.test(pattern);

/**
 * @param {SiteBuild} build
 */
export function createSiteRules({ files, routes, prerendered, redirects }) {
  const fileSet = new Set(files);
  const redirectRoutes = redirects.map((redirect) => ({ path: redirect.from, redirect }));
  const redirectFroms = new Set(redirects.map((redirect) => redirect.from));
  const pagePatterns = routes.filter((pattern) => !redirectFroms.has(pattern));
  const clientRendered = new Set(prerendered.clientRendered ?? []);
  const prerenderedPages = new Set(prerendered.pages);
  const notIndexed = new Set(NOT_INDEXED_PAGES);

  /** @param {string} pagePath without a trailing slash */
  const pageHeaders = (pagePath) =>
    notIndexed.has(pagePath) ? Object.freeze({ 'X-Robots-Tag': 'noindex' }) : Object.freeze({});

  /** @param {string} pagePath without a trailing slash */
  const prerenderedFile = (pagePath) => {
    const file = `${pagePath.slice(1)}/index.html`;
    return prerenderedPages.has(pagePath) && fileSet.has(file) ? file : undefined;
  };

  /**
   * The file of a router page, or undefined when the path is no page. A pattern with a
   * parameter takes any value only when the build says it is client-rendered
   * (`/staking/manager/:contractId`); otherwise only the values it prerendered (each listed
   * pool, each changelog entry) are pages.
   * @param {string} urlPath
   */
  function pageFile(urlPath) {
    const pagePath = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
    // The router's own matcher, so trailing slashes and letter case mean what they mean in
    // the app.
    const pattern = pagePatterns.find(
      (candidate) => matchPath({ path: candidate, end: true }, urlPath) !== null,
    );
    if (pattern === undefined) return undefined;
    if (hasParameter(pattern) && !clientRendered.has(pattern)) return prerenderedFile(pagePath);
    return prerenderedFile(pagePath) ?? SHELL_FILE;
  }

  /**
   * @param {string} urlPath decoded and normalized
   * @returns {SiteAnswer}
   */
  function answer(urlPath) {
    const notFound = /** @type {const} */ ({
      kind: 'not-found',
      status: 404,
      file: NOT_FOUND_FILE,
      cacheControl: NO_CACHE,
      contentType: contentTypeOf(NOT_FOUND_FILE),
      headers: Object.freeze({}),
    });
    const segments = urlPath.split('/').slice(1);
    // An empty segment is in no file's or page's name; a dot segment is private by convention.
    if (urlPath.includes('//') || segments.some((segment) => segment.startsWith('.'))) {
      return notFound;
    }
    const file = urlPath.slice(1);
    if (fileSet.has(file) && !isNeverServed(file)) {
      return {
        kind: 'file',
        status: 200,
        file,
        cacheControl: isImmutableAsset(file) ? IMMUTABLE : NO_CACHE,
        contentType: contentTypeOf(file),
        headers: Object.freeze({}),
      };
    }
    const page = pageFile(urlPath);
    if (page !== undefined) {
      return {
        kind: 'page',
        status: 200,
        file: page,
        cacheControl: NO_CACHE,
        contentType: contentTypeOf(page),
        headers: pageHeaders(urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath),
      };
    }
    const ext = path.posix.extname(urlPath);
    if (urlPath.startsWith('/assets/') || (ext !== '' && ext !== '.html')) {
      return { kind: 'missing-file', status: 404, cacheControl: NO_CACHE };
    }
    return notFound;
  }

  /**
   * The router's redirect for a path as sent, the most specific pattern winning as in the
   * router; its values are encoded again in the location (common/app-redirects.mjs).
   * @param {string} rawPath
   * @param {string} search the query, with its `?`, or ''
   */
  function redirect(rawPath, search) {
    if (rawPath.includes('//')) return undefined;
    const match = matchRoutes(redirectRoutes, rawPath)?.at(-1);
    if (!match) return undefined;
    const { to, status } = match.route.redirect;
    return { status, location: redirectLocation(to, match.params, search) };
  }

  const pages = pagePatterns
    .flatMap((pattern) =>
      hasParameter(pattern)
        ? [...prerenderedPages].filter((page) => matchPath({ path: pattern, end: true }, page))
        : [pattern],
    )
    .map((pagePath) => ({
      path: pagePath,
      file: /** @type {string} */ (pageFile(pagePath)),
      headers: pageHeaders(pagePath),
    }));
  const shellPatterns = pagePatterns.filter(
    (pattern) => hasParameter(pattern) && clientRendered.has(pattern),
  );
  const servedFiles = files
    .filter((file) => !isNeverServed(file))
    .map((file) => ({
      path: `/${file}`,
      file,
      cacheControl: isImmutableAsset(file) ? IMMUTABLE : NO_CACHE,
      contentType: contentTypeOf(file),
    }));

  return Object.freeze({
    answer,
    redirect,
    pages: Object.freeze(pages),
    shellPatterns: Object.freeze(shellPatterns),
    servedFiles: Object.freeze(servedFiles),
    /**
     * The compressed copies the build wrote beside a file, in the server's preference order.
     * @param {string} file
     */
    encodingsOf: (file) => COMPRESSED_VARIANTS.filter(({ suffix }) => fileSet.has(file + suffix)),
  });
}
