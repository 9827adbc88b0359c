#!/usr/bin/env node
// Production server for the built app: static files from dist/, the app's pages (known from the
// router at build time) with 200 and anything else with the not-found page and 404, the
// compressed files the build wrote, long-lived caching for hashed assets that exist, and the
// security headers on every response it writes.
// Usage: node server/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]   (PORT env honoured)
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath, matchRoutes } from 'react-router';
import { redirectLocation } from '#common/app-redirects.mjs';
/** @import { AppRedirect } from '#common/app-redirects.mjs' */
import { COMPRESSED_VARIANTS } from './compressed-variants.mjs';

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

/** Files in dist/ that are never sent: source maps are built `hidden` for error tooling, not
 * for visitors (vite.config.ts). */
// Source maps stay on the build machine; compressed copies are sent only as the encoding of
// their file, never as files of their own (a `.br` as octet-stream would be nonsense).
const NEVER_SERVED = new Set(['.map', '.br', '.gz']);
// What the build writes for this server, not for browsers: the not-found page is sent only as a
// 404, and the server's own tables are nobody's business.
const BUILD_ONLY_FILES = new Set([
  '404.html',
  'routes.json',
  'redirects.json',
  'prerendered.json',
  'security-headers.json',
]);

/**
 * @typedef {{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number,
 *   maxConnections: number }} ServerLimits
 */

/**
 * Limits that keep one slow or greedy client from holding the server. Node's defaults wait
 * 300 s for a request and accept any number of connections.
 * @type {Readonly<ServerLimits>}
 */
export const SERVER_LIMITS = Object.freeze({
  /** Time for a client to send all of a request's headers. */
  headersTimeoutMs: 10_000,
  /** Time for a client to send a whole request. */
  requestTimeoutMs: 20_000,
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: 5_000,
  /** Connections open at once; more are closed as they arrive. */
  maxConnections: 1_000,
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A request target this server cannot read: answered 400. */
class BadRequestTarget extends Error {}

/**
 * A JSON file the build wrote; `fallback` when given and the file is missing.
 * @template T
 * @param {string} file
 * @param {T} [fallback]
 * @returns {Promise<T>} what the build wrote, trusted as the shape it writes
 */
async function readJson(file, fallback) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(await fs.readFile(file, 'utf8'));
    return /** @type {T} */ (parsed);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (fallback !== undefined && code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Splits a request target into a decoded path and the raw query. Origin-form (`/a?b`) and
 * absolute-form (`http://host/a?b`, which HTTP/1.1 servers must accept) are read; anything
 * else is a BadRequestTarget. The path is split by hand: `new URL('//', base)` reads `//` as a
 * host and throws.
 * @param {string} target
 */
function parseRequestTarget(target) {
  // Printable ASCII only: anything else has no meaning in a target and could not be echoed
  // into a Location header.
  if (!/^[\x21-\x7e]+$/.test(target)) throw new BadRequestTarget('not printable ASCII');
  let originForm = target;
  if (!target.startsWith('/')) {
    let url;
    try {
      url = new URL(target);
    } catch {
      throw new BadRequestTarget('neither a path nor an absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new BadRequestTarget(`scheme ${url.protocol}`);
    }
    originForm = url.pathname + url.search;
  }
  const queryStart = originForm.search(/[?#]/);
  const rawPath = queryStart === -1 ? originForm : originForm.slice(0, queryStart);
  const search = queryStart === -1 ? '' : originForm.slice(queryStart).replace(/#.*$/, '');
  let decodedPath;
  try {
    decodedPath = decodeURIComponent(rawPath);
  } catch {
    throw new BadRequestTarget('bad percent-encoding');
  }
  if (decodedPath.includes('\0')) throw new BadRequestTarget('NUL in the path');
  return { rawPath, decodedPath, search };
}

/**
 * Resolves a decoded URL path inside root; undefined for anything that escapes it.
 * @param {string} root
 * @param {string} decodedPath
 */
function resolveInside(root, decodedPath) {
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decodedPath));
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The encodings the client accepts, by the `q` it gives them (absent: 1, `q=0`: refused).
 * @param {string | undefined} header
 */
function acceptedEncodings(header) {
  /** @type {Set<string>} */
  const accepted = new Set();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * @param {{ dir?: string, port?: number, host?: string, limits?: Partial<ServerLimits>,
 *   log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, server: http.Server, close: () => Promise<void> }>}
 */
export async function startServer({
  dir = 'dist',
  port = 4173,
  host = '127.0.0.1',
  limits = {},
  log = (line) => console.error(line),
} = {}) {
  const root = path.resolve(dir);
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = {
    ...SERVER_LIMITS,
    ...limits,
  };
  /** @type {Record<string, string>} */
  const securityHeaders = await readJson(path.join(root, 'security-headers.json'));
  // The router's redirects, written by the build (common/app-redirects.mjs): `/` → `/staking`
  // and every pox-4 `/stacking…` address to its `/staking` equivalent.
  /** @type {readonly AppRedirect[]} */
  const redirects = await readJson(path.join(root, 'redirects.json'), []);
  // Matched as routes, so the most specific pattern wins exactly as in the app's router.
  const redirectRoutes = redirects.map((redirect) => ({ path: redirect.from, redirect }));
  // The router's path patterns, written by the build from src/app/router.tsx.
  /** @type {string[]} */
  const pagePatterns = await readJson(path.join(root, 'routes.json'));
  // The router's own matcher, so `:slug` and trailing slashes mean what they mean in the app.
  // An empty segment (`//`) is never a page: the app links to none, and a leading `//` is how
  // host-confusion tricks start.
  const isPage = (/** @type {string} */ rawPath) =>
    !rawPath.includes('//') &&
    pagePatterns.some((pattern) => matchPath({ path: pattern, end: true }, rawPath) !== null);
  const shellFile = path.join(root, 'index.html');
  const notFoundFile = path.join(root, '404.html');
  if (!(await isFile(shellFile)) || !(await isFile(notFoundFile))) {
    throw new Error(`${root} is not a Satchel build: index.html or 404.html is missing`);
  }

  /**
   * Sends a file from dist/, or the variant the build compressed when the client takes it.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {{ status: number, file: string, cacheControl: string }} what
   */
  async function sendFile(req, res, { status, file, cacheControl }) {
    const ext = path.extname(file);
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    let sent = file;
    for (const { encoding, suffix } of COMPRESSED_VARIANTS) {
      if (accepted.has(encoding) && (await isFile(file + suffix))) {
        sent = file + suffix;
        headers['Content-Encoding'] = encoding;
        break;
      }
    }
    const body = await fs.readFile(sent);
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {http.OutgoingHttpHeaders} [extraHeaders]
   */
  function sendText(res, status, text, extraHeaders = {}) {
    res
      .writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...extraHeaders,
      })
      .end(text);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD', Connection: 'close' });
      return;
    }
    const { rawPath, decodedPath, search } = parseRequestTarget(req.url ?? '');
    const redirect = rawPath.includes('//') ? null : matchRoutes(redirectRoutes, rawPath)?.at(-1);
    if (redirect) {
      const { to, status } = redirect.route.redirect;
      res
        .writeHead(status, {
          Location: redirectLocation(to, redirect.params, search),
          'Cache-Control': 'no-cache',
        })
        .end();
      return;
    }
    const resolved = resolveInside(root, decodedPath);
    const ext = path.extname(decodedPath);
    const servable =
      resolved && !NEVER_SERVED.has(ext) && !BUILD_ONLY_FILES.has(path.relative(root, resolved));
    if (servable && ext && (await isFile(resolved))) {
      // Only a file that exists under /assets/ is content-hashed, so only it is immutable.
      const cacheControl = rawPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      await sendFile(req, res, { status: 200, file: resolved, cacheControl });
      return;
    }
    if (isPage(rawPath)) {
      // The prerendered HTML when the build made one for this path, otherwise the app shell.
      const prerendered = resolved && path.join(resolved, 'index.html');
      const file = prerendered && (await isFile(prerendered)) ? prerendered : shellFile;
      await sendFile(req, res, { status: 200, file, cacheControl: 'no-cache' });
      return;
    }
    if (rawPath.startsWith('/assets/') || (ext && ext !== '.html')) {
      sendText(res, 404, 'Not found');
      return;
    }
    await sendFile(req, res, { status: 404, file: notFoundFile, cacheControl: 'no-cache' });
  }

  const server = http.createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      // How often Node looks for requests past those timeouts (default 30 s, longer than them).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
    },
    (req, res) => {
      // The one place every request goes through: nothing a request does may stop the server.
      handle(req, res).catch((/** @type {unknown} */ error) => {
        const status = error instanceof BadRequestTarget ? 400 : 500;
        const target = JSON.stringify((req.url ?? '').slice(0, 200));
        const reason = error instanceof Error ? error.message : String(error);
        log(`${status} ${req.method} ${target}: ${reason}`);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendText(res, status, status === 400 ? 'Bad request' : 'Internal server error');
      });
    },
  );
  // CONNECT requests bypass the handler above; without a listener Node drops them without a
  // word. This server tunnels nothing. (Upgrade requests, with no listener, reach the handler.)
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.maxConnections = maxConnections;

  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    })
  );
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/**
 * @param {string[]} argv
 * @returns {Record<string, string | undefined>}
 */
function parseArgs(argv) {
  /** @type {Record<string, string | undefined>} */
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '');
    if (key) options[key] = argv[i + 1];
  }
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const port = Number(args.port ?? process.env.PORT ?? 4173);
  const { url, close } = await startServer({
    dir: args.dir ?? 'dist',
    port,
    host: args.host ?? '127.0.0.1',
  });
  console.log(`Satchel is served at ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
