#!/usr/bin/env node
// Production server for the built app: static files from dist/, SPA fallback for page paths,
// gzip, long-lived caching for hashed assets, and the security headers on every response.
// Usage: node server/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]   (PORT env honoured)
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

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
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);

/** Reads the headers the build wrote for this bundle (see vite.config.ts). */
async function readSecurityHeaders(root) {
  const raw = await fs.readFile(path.join(root, 'security-headers.json'), 'utf8');
  return JSON.parse(raw);
}

/** Page redirects decided at build time (scripts/build.mjs), e.g. `/` → `/stacking`. */
async function readRedirects(root) {
  try {
    return JSON.parse(await fs.readFile(path.join(root, 'redirects.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** Resolves a URL path inside root, refusing anything that escapes it. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : undefined;
}

/** The file for a URL path: the asset itself, or a page's prerendered `index.html`. */
async function findFile(root, urlPath) {
  const resolved = resolveInside(root, urlPath);
  if (!resolved) return undefined;
  const file = path.extname(resolved) ? resolved : path.join(resolved, 'index.html');
  const body = await readFileIfExists(file);
  return body ? { file, ext: path.extname(file), body } : undefined;
}

async function readFileIfExists(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ dir?: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, server: http.Server, close: () => Promise<void> }>}
 */
export async function startServer({ dir = 'dist', port = 4173, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const securityHeaders = await readSecurityHeaders(root);
  const indexHtml = await fs.readFile(path.join(root, 'index.html'));
  const redirects = await readRedirects(root);
  const gzipCache = new Map();

  const server = http.createServer(async (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' })
        .end('Method not allowed');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;
    const redirect = redirects[urlPath];
    if (redirect) {
      res
        .writeHead(redirect.status, {
          Location: redirect.location + url.search,
          'Cache-Control': 'no-cache',
        })
        .end();
      return;
    }
    const found = await findFile(root, urlPath);
    if (!found && path.extname(urlPath) && path.extname(urlPath) !== '.html') {
      // A missing asset is a real 404; page paths fall back to the app shell.
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { file, ext } = found ?? { file: path.join(root, 'index.html'), ext: '.html' };
    let body = found?.body ?? indexHtml;

    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = file;
      let gz = gzipCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 6 });
        gzipCache.set(key, gz);
      }
      body = gz;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function parseArgs(argv) {
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
