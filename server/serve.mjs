#!/usr/bin/env node
// Production server for the built app: which path gets which file, status and caching is
// server/site-rules.mjs's answer (the router's pages 200, anything else the not-found page and
// 404, long-lived caching only for the hashed files that exist); this file speaks HTTP: the
// compressed copy the client takes, a strong ETag and 304s, the security headers on every
// response it writes, limits, and one catch for every request.
// Usage: node server/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]   (PORT env honoured)
import { createHash } from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/** @import { AppRedirect } from '#common/app-redirects.mjs' */
import { chooseEncoding } from './accept-encoding.mjs';
import {
  createSiteRules,
  normalizeRequestPath,
  SHELL_FILE,
  NOT_FOUND_FILE,
} from './site-rules.mjs';

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
 * Whether `If-None-Match` names the current entity-tag (or is `*`), by weak comparison, as
 * RFC 9110 §13.1.2 asks for this header: `W/` is ignored. Entity-tags may hold commas, so the
 * list is read tag by tag.
 * @param {string | undefined} header
 * @param {string} etag
 */
function ifNoneMatch(header, etag) {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of header.matchAll(/(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")/g)) {
    if (tag === opaque) return true;
  }
  return false;
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
  // The build's files as it left them: what exists is decided once, at start.
  const files = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
  if (!files.includes(SHELL_FILE) || !files.includes(NOT_FOUND_FILE)) {
    throw new Error(`${root} is not a Satchel build: index.html or 404.html is missing`);
  }
  // Which path gets which file, status and caching: server/site-rules.mjs, from the router's
  // page patterns and redirects and the pages the build prerendered.
  const rules = createSiteRules({
    files,
    /** @type {string[]} */
    routes: await readJson(path.join(root, 'routes.json')),
    /** @type {{ pages: string[], clientRendered?: string[] }} */
    prerendered: await readJson(path.join(root, 'prerendered.json'), { pages: [] }),
    /** @type {readonly AppRedirect[]} */
    redirects: await readJson(path.join(root, 'redirects.json'), []),
  });

  /**
   * The strong validator of each file sent, by its path, size and time: a hash of the exact
   * bytes, so each encoding of a file has its own (RFC 9110 §8.8.3).
   * @type {Map<string, { size: number, mtimeMs: number, etag: string }>}
   */
  const etags = new Map();

  /**
   * @param {string} file absolute
   * @returns {Promise<{ etag: string, body: () => Promise<Buffer> }>}
   */
  async function readWithETag(file) {
    const { size, mtimeMs } = await fs.stat(file);
    const known = etags.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs) {
      return { etag: known.etag, body: () => fs.readFile(file) };
    }
    const bytes = await fs.readFile(file);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
    etags.set(file, { size, mtimeMs, etag });
    return { etag, body: () => Promise.resolve(bytes) };
  }

  /**
   * Sends a file of the build, or the copy the build compressed when the client takes it; a
   * 200 whose validator the client already holds is a 304 without a body (RFC 9110 §13.1.2
   * and RFC 9110 §15.4.5).
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {{ status: number, file: string, cacheControl: string, contentType: string,
   *   headers: Readonly<Record<string, string>> }} what
   */
  async function sendFile(req, res, { status, file, cacheControl, contentType, headers }) {
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      rules.encodingsOf(file).map((variant) => variant.encoding),
    );
    const suffix = rules.encodingsOf(file).find((variant) => variant.encoding === encoding)?.suffix;
    const sent = path.join(root, ...(file + (suffix ?? '')).split('/'));
    const { etag, body } = await readWithETag(sent);
    // Headers a 304 keeps (RFC 9110 §15.4.5); a 404's page is no representation of the
    // resource asked for, so it has no validator.
    /** @type {http.OutgoingHttpHeaders} */
    const validators = {
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
      ...(status === 200 ? { ETag: etag } : {}),
      ...headers,
    };
    // Preconditions apply only to what would be a 2xx (RFC 9110 §13.2.1).
    if (status === 200 && ifNoneMatch(req.headers['if-none-match'], etag)) {
      res.writeHead(304, validators).end();
      return;
    }
    const bytes = await body();
    res.writeHead(status, {
      ...validators,
      'Content-Type': contentType,
      ...(suffix ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': bytes.length,
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
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
    const redirect = rules.redirect(rawPath, search);
    if (redirect) {
      res
        .writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': 'no-cache' })
        .end();
      return;
    }
    const normalized = normalizeRequestPath(decodedPath);
    if (normalized === undefined) throw new BadRequestTarget('climbs above the root');
    const answer = rules.answer(normalized);
    if (answer.kind === 'missing-file') {
      sendText(res, 404, 'Not found');
      return;
    }
    await sendFile(req, res, answer);
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
