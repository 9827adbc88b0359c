import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS, startServer } from './serve.mjs';
import { FIXTURE_SCRIPT, rawExchange, writeFixtureDist } from './serve-test-support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let dir: string;
let base: string;
let close: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  dir = await writeFixtureDist();
  ({ url: base, close } = await startServer({ dir, port: 0, log: (line) => logged.push(line) }));
});

afterAll(async () => {
  await close();
  await fs.rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  logged.length = 0;
});

/** node:http, not fetch(): fetch decodes compressed bodies itself, the tests need the bytes. */
function get(
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        base + urlPath,
        { headers: { 'Accept-Encoding': 'identity', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('pages', () => {
  it('answers the router’s pages with 200: prerendered HTML when built, the app shell otherwise', async () => {
    const staking = await get('/staking');
    expect(staking.status).toBe(200);
    expect(staking.body.toString()).toContain('<h1>Staking</h1>');
    // A listed pool's page is prerendered.
    const pool = await get('/staking/pool/fast-pool');
    expect(pool.status).toBe(200);
    expect(pool.body.toString()).toContain('<h1>Stake with Fast Pool</h1>');
    for (const page of ['/tools', '/tools/', '/staking/manager/SP000000000000000000002Q6VF78.x']) {
      const { status, headers, body } = await get(page);
      expect(status, page).toBe(200);
      expect(body.toString(), page).toContain('<div id="root"></div>');
      expect(headers['cache-control'], page).toBe('no-cache');
    }
  });

  it('answers unknown pages with 404 and the app’s not-found page', async () => {
    for (const page of [
      '/missing-page',
      '/staking/pool',
      '/staking/pool/a/b/c',
      '/old.html',
      '//',
      // Slugs the build did not prerender: no such pool or changelog entry.
      '/staking/pool/x',
      '/staking/pool/FAST-POOL',
      '/changelog/x',
      '/changelog/first-entry/x',
      // Dotfiles and dot-folders, however spelled.
      '/.secret.txt',
      '/.well-known/x.txt',
      '/%2ewell-known/x.txt',
      '/examples/.hidden.clar',
      '/assets/..%2f.secret.txt',
    ]) {
      const { status, headers, body } = await get(page);
      expect(status, page).toBe(404);
      expect(headers['content-type'], page).toBe('text/html; charset=utf-8');
      expect(body.toString(), page).toContain('Page not found');
      // The security headers go with every answer, a 404 too.
      expect(headers['x-content-type-options'], page).toBe('nosniff');
    }
  });

  it('answers each changelog entry the build prerendered, with or without a trailing slash', async () => {
    for (const page of ['/changelog/first-entry', '/changelog/first-entry/']) {
      const { status, body } = await get(page);
      expect(status, page).toBe(200);
      expect(body.toString(), page).toContain('<h1>First entry</h1>');
    }
  });

  it('keeps the design-system gallery out of search engines', async () => {
    const gallery = await get('/design-system');
    expect(gallery.status).toBe(200);
    expect(gallery.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/staking')).headers['x-robots-tag']).toBeUndefined();
  });

  it('redirects with the query kept', async () => {
    const { status, headers } = await get('/?chain=testnet');
    expect(status).toBe(302);
    expect(headers['location']).toBe('/staking?chain=testnet');
  });

  it('sends every pox-4 /stacking address to its /staking equivalent, permanently', async () => {
    const cases: [string, string][] = [
      ['/stacking', '/staking'],
      ['/stacking/pool/fast-pool', '/staking/pool/fast-pool'],
      ['/stacking/pool/fast-pool/active', '/staking/pool/fast-pool'],
      // The most specific pattern wins, as in the router: a renamed pool gets its new slug.
      ['/stacking/pool/xverse-pool', '/staking/pool/xverse'],
      ['/stacking/liquid/stacking-dao/increase?chain=testnet', '/staking?chain=testnet#liquid'],
      ['/stacking/anything/else', '/staking'],
      // A matched value is encoded again: it cannot add a segment or a query.
      ['/stacking/pool/a%2Fb%3Fc', '/staking/pool/a%2Fb%3Fc'],
    ];
    for (const [from, to] of cases) {
      const { status, headers } = await get(from);
      expect(status, from).toBe(301);
      expect(headers['location'], from).toBe(to);
      expect(headers['cache-control'], from).toBe('no-cache');
    }
  });

  it('does not redirect what only looks like an old address', async () => {
    for (const page of ['/stackingx', '//stacking', '/staking/stacking']) {
      expect((await get(page)).status, page).toBe(404);
    }
  });
});

describe('assets', () => {
  it('caches a file that exists under /assets/ for a year, immutable', async () => {
    const { status, headers, body } = await get('/assets/app-Bx3_k9Zq.js');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(body.toString()).toBe(FIXTURE_SCRIPT);
  });

  it('decides caching from the file sent: an encoded slash cannot borrow /assets/’s', async () => {
    // Read as nginx reads them: %2F decoded, then `..` removed, so each is the file at the root.
    const cases: [string, string][] = [
      ['/assets/..%2findex.html', 'text/html; charset=utf-8'],
      ['/assets/..%2fmockServiceWorker.js', 'text/javascript; charset=utf-8'],
      ['/assets/..%2Fchangelog.xml', 'application/rss+xml; charset=utf-8'],
    ];
    for (const [target, type] of cases) {
      const { status, headers } = await get(target);
      expect(status, target).toBe(200);
      expect(headers['cache-control'], target).toBe('no-cache');
      expect(headers['content-type'], target).toBe(type);
    }
    const unhashed = await get('/assets/unhashed.js');
    expect(unhashed.status).toBe(200);
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path that climbs above the folder with 400', async () => {
    const port = Number(new URL(base).port);
    // Raw bytes: a URL parser would remove the dot segments before sending.
    for (const target of ['/..', '/assets/..%2f..%2findex.html', '/%2e%2e/etc/passwd']) {
      const answer = await rawExchange(
        port,
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, target).toBe(400);
    }
  });

  it('answers a missing asset 404, never immutable', async () => {
    for (const asset of ['/assets/app-000000.js', '/assets/', '/assets/nope', '/favicon.ico']) {
      const { status, headers } = await get(asset);
      expect(status, asset).toBe(404);
      expect(headers['cache-control'], asset).toBe('no-cache');
    }
  });

  it('never serves the build’s own files or a compressed copy as a file of its own', async () => {
    for (const file of [
      '/404.html',
      '/routes.json',
      '/redirects.json',
      '/prerendered.json',
      '/security-headers.json',
      '/assets/app-Bx3_k9Zq.js.br',
      '/assets/app-Bx3_k9Zq.js.gz',
    ]) {
      await expect(fs.stat(path.join(dir, file)), file).resolves.toBeTruthy();
      const { status, headers } = await get(file);
      expect(status, file).toBe(404);
      expect(headers['cache-control'], file).toBe('no-cache');
    }
  });

  it('never serves a source map, though the build keeps them', async () => {
    await expect(fs.stat(path.join(dir, 'assets/app-Bx3_k9Zq.js.map'))).resolves.toBeTruthy();
    const { status, headers } = await get('/assets/app-Bx3_k9Zq.js.map');
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-cache');
  });
});

describe('compression', () => {
  it('sends the brotli file the build wrote when the client takes it, gzip otherwise', async () => {
    const brotli = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(FIXTURE_SCRIPT);
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotli.headers['vary']).toBe('Accept-Encoding');

    const gzip = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(FIXTURE_SCRIPT);

    const refusedBrotli = await get('/assets/app-Bx3_k9Zq.js', {
      'Accept-Encoding': 'br;q=0, gzip',
    });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself when there is no compressed copy or the client wants none', async () => {
    const plain = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const notCompressed = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(notCompressed.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(`${base}/assets/app-Bx3_k9Zq.js`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('validators', () => {
  it('gives each 200 a strong ETag of the bytes sent, one per encoding', async () => {
    const plain = await get('/staking');
    const gzip = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'gzip' });
    const brotli = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'br' });
    const identity = await get('/assets/app-Bx3_k9Zq.js');
    const tags = [plain, gzip, brotli, identity].map((answer) => answer.headers['etag']);
    for (const tag of tags) expect(tag).toMatch(/^"[\x21\x23-\x7e]+"$/);
    expect(new Set(tags).size).toBe(4);
    // The same bytes, the same tag.
    expect(
      (await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'br' })).headers['etag'],
    ).toBe(brotli.headers['etag']);
  });

  it('answers If-None-Match with 304, no body, the validators kept', async () => {
    for (const [page, encoding] of [
      ['/staking', 'identity'],
      ['/tools', 'identity'],
      ['/assets/app-Bx3_k9Zq.js', 'br'],
    ] as const) {
      const first = await get(page, { 'Accept-Encoding': encoding });
      const etag = first.headers['etag'] ?? '';
      for (const condition of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
        const again = await get(page, { 'Accept-Encoding': encoding, 'If-None-Match': condition });
        expect(again.status, `${page} ${condition}`).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers['etag']).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers['vary']).toBe('Accept-Encoding');
        expect(again.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('sends the whole file when the tag is another encoding’s or another file’s', async () => {
    const brotli = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': 'br' });
    const gzip = await get('/assets/app-Bx3_k9Zq.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': brotli.headers['etag'] ?? '',
    });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(gzip.body).toString()).toBe(FIXTURE_SCRIPT);
    const other = await get('/staking', { 'If-None-Match': '"nope"' });
    expect(other.status).toBe(200);
  });

  it('never answers a 404 with 304', async () => {
    const missing = await get('/missing-page', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    expect(missing.body.toString()).toContain('Page not found');
  });
});

describe('Accept-Encoding on the wire', () => {
  it('reads weights with spaces, wildcards and refusals as RFC 9110 §12.5.3 says', async () => {
    const cases: [string, string | undefined][] = [
      ['br ; q=0.5', 'br'],
      ['gzip;q=0.5 , br;q=0.6', 'br'],
      ['gzip , br;q=0.9', 'gzip'],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['*;q=0', undefined],
      ['br;q=-1, gzip', 'gzip'],
      ['br;q=2, gzip', 'gzip'],
      ['br;q=abc', undefined],
      ['BR', 'br'],
      ['x-gzip', 'gzip'],
      ['identity, br;q=0.5', undefined],
      ['', undefined],
    ];
    for (const [header, encoding] of cases) {
      const answer = await get('/assets/app-Bx3_k9Zq.js', { 'Accept-Encoding': header });
      expect(answer.headers['content-encoding'], header).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(answer.body)
          : encoding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.toString(), header).toBe(FIXTURE_SCRIPT);
    }
  });
});

describe('failures', () => {
  it('answers a target it cannot read with 400 and one log line', async () => {
    const { status } = await get('/%zz');
    expect(status).toBe(400);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^400 GET "\/%zz": bad percent-encoding$/);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${base}/staking`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers an unexpected failure with 500 and one log line, and keeps serving', async () => {
    const ownDir = await writeFixtureDist();
    const own = await startServer({ dir: ownDir, port: 0, log: (line) => logged.push(line) });
    try {
      // The not-found page vanishing after start-up is a failure no request can cause.
      await fs.rm(path.join(ownDir, '404.html'));
      const broken = await fetch(`${own.url}/missing-page`);
      expect(broken.status).toBe(500);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^500 GET "\/missing-page": ENOENT/);
      expect((await fetch(`${own.url}/staking`)).status).toBe(200);
    } finally {
      await own.close();
      await fs.rm(ownDir, { recursive: true, force: true });
    }
  });
});

describe('limits', () => {
  it('uses timeouts in seconds and a connection cap, not Node’s defaults', async () => {
    const ownDir = await writeFixtureDist();
    const { server, close: closeOwn } = await startServer({ dir: ownDir, port: 0 });
    try {
      expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
      expect(server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
      expect(server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
      expect(server.maxConnections).toBe(SERVER_LIMITS.maxConnections);
      expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
      expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
      expect(SERVER_LIMITS.keepAliveTimeoutMs).toBeLessThanOrEqual(10_000);
    } finally {
      await closeOwn();
      await fs.rm(ownDir, { recursive: true, force: true });
    }
  });

  /** A server with short limits, to watch them act within a test's time. */
  async function withLimits(
    limits: Partial<typeof SERVER_LIMITS>,
    run: (port: number) => Promise<void>,
  ) {
    const ownDir = await writeFixtureDist();
    const own = await startServer({ dir: ownDir, port: 0, limits });
    try {
      await run(Number(new URL(own.url).port));
    } finally {
      await own.close();
      await fs.rm(ownDir, { recursive: true, force: true });
    }
  }

  it('answers 408 and closes a connection whose headers never finish', async () => {
    await withLimits({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 }, async (port) => {
      const started = Date.now();
      // Headers begun, never ended: the slow-loris pattern.
      const answer = await rawExchange(port, 'GET /staking HTTP/1.1\r\nHost: x\r\n');
      expect(answer.status).toBe(408);
      // Measured ~0.5-1.5 s; the exchange's own deadline (10 s) would mean "never closed".
      expect(Date.now() - started).toBeLessThan(8_000);
    });
  });

  it('closes a connection whose request body never arrives', async () => {
    // A long keep-alive, so only the request timeout can be what closes this connection.
    const limits = { headersTimeoutMs: 500, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 60_000 };
    await withLimits(limits, async (port) => {
      const started = Date.now();
      const answer = await rawExchange(
        port,
        'GET /staking HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly a little',
      );
      expect(answer.text).not.toBe('');
      expect(Date.now() - started).toBeLessThan(8_000);
    });
  });

  it('closes an idle kept-alive connection', async () => {
    await withLimits({ keepAliveTimeoutMs: 300 }, async (port) => {
      const started = Date.now();
      const answer = await rawExchange(port, 'GET /staking HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(answer.status).toBe(200);
      // Measured ~1.4 s (Node checks once a second); Node's own default would be 5 s.
      expect(Date.now() - started).toBeLessThan(4_000);
    });
  });

  it('refuses connections over the cap and takes new ones when others close', async () => {
    await withLimits({ maxConnections: 2 }, async (port) => {
      const open = (): Promise<net.Socket> =>
        new Promise((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        });
      const held = [await open(), await open()];
      // Node accepts the connection, sees the cap and closes it at once: no answer.
      const overCap = await rawExchange(
        port,
        'GET /staking HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(overCap.status).toBeUndefined();
      const closed = held.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
      held.forEach((socket) => socket.destroy());
      await Promise.all(closed);
      const afterwards = await rawExchange(
        port,
        'GET /staking HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(afterwards.status).toBe(200);
    });
  });
});
