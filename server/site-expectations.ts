// One table of what the built site answers, checked against every server that serves it:
// server/serve.mjs (serve-site.test.ts) and nginx with the generated configuration
// (nginx-site.test.ts). A row that nginx cannot answer the same way says so, with the reason, in
// its `nginx` field. Rows come from the real build in dist/: every prerendered page, every file
// it serves, the redirects, and the paths that must not be pages.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { isImmutableAsset, isNeverServed } from './site-rules.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** What a server must answer to one request. */
export interface Expectation {
  status: number;
  /** The exact body, as the file under dist/ it must be (decoded when `encoding` is set). */
  bodyFile?: string;
  bodyText?: string;
  /** Headers that must be exactly these; `null` for a header that must be absent. */
  headers?: Record<string, string | null>;
  /** The content coding the answer must use; undefined: none. */
  encoding?: 'br' | 'gzip';
}

export interface SiteRow {
  name: string;
  /** The request target as sent, percent-encoding and query included. */
  target: string;
  method?: 'GET' | 'HEAD' | 'POST';
  requestHeaders?: Record<string, string>;
  expect: Expectation;
  /** Then asked again with the answer's ETag in `If-None-Match`: 304, no body, the same ETag,
   * cache and security headers (RFC 9110 §13.1.2, RFC 9111 §4.3.4). */
  revalidate?: boolean;
  /** Where nginx answers differently: what it answers instead, and why. */
  nginx?: { reason: string } & Partial<Expectation>;
}

export interface SiteAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch(): the tests need the bytes as sent and the raw target kept. */
export function request(
  base: string,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<SiteAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: target,
        method,
        headers: { 'Accept-Encoding': 'identity', Connection: 'close', ...headers },
      },
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
    );
    req.on('error', reject);
    req.end(method === 'POST' ? 'x' : undefined);
  });
}

/** Every file of a build folder, relative and '/'-separated. */
export async function buildFiles(dist: string): Promise<string[]> {
  return (await fs.readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

const NOT_FOUND_PAGE: Expectation = {
  status: 404,
  bodyFile: '404.html',
  headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
};
const MISSING_FILE: Expectation = {
  status: 404,
  bodyText: 'Not found',
  headers: { 'content-type': TEXT, 'cache-control': 'no-cache' },
};

/** The rows for the build in `dist`. */
export async function siteRows(dist: string): Promise<SiteRow[]> {
  const files = await buildFiles(dist);
  const { pages } = JSON.parse(await fs.readFile(path.join(dist, 'prerendered.json'), 'utf8')) as {
    pages: string[];
  };
  const page = (file: string): Expectation => ({
    status: 200,
    bodyFile: file,
    headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
  });
  const script = files.find(
    (file) => /^assets\/.+\.js$/.test(file) && files.includes(`${file}.br`),
  );
  const sourceMap = files.find((file) => file.endsWith('.js.map'));
  if (!script || !sourceMap) throw new Error(`${dist} has no compressed script or source map`);
  const rows: SiteRow[] = [
    ...pages.map((pagePath) => ({
      name: `prerendered page ${pagePath}`,
      target: pagePath,
      expect: page(`${pagePath.slice(1)}/index.html`),
    })),
    {
      name: 'a page with a trailing slash',
      target: '/staking/',
      expect: page('staking/index.html'),
    },
    {
      name: 'a page of any contract id: the app shell',
      target: '/staking/manager/SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox5-pool',
      expect: page('index.html'),
    },
    {
      name: 'the design-system gallery: the shell, kept out of search engines',
      target: '/design-system',
      expect: {
        ...page('index.html'),
        headers: { ...page('index.html').headers, 'x-robots-tag': 'noindex' },
      },
    },
    {
      name: 'a page path in another letter case: the shell, as the router matches it',
      target: '/STAKING',
      expect: page('index.html'),
    },
    ...[
      '/missing-page',
      '/staking/pool',
      '/staking/pool/no-such-pool',
      '/changelog/no-such-entry',
      '/staking/pool/a/b/c',
      '/old.html',
      '//',
      '//staking',
      '/404.html',
      '/.env',
      '/.well-known/security.txt',
      '/stackingx',
      '/staking/stacking',
    ].map((target) => ({ name: `not a page: ${target}`, target, expect: NOT_FOUND_PAGE })),
    ...[
      '/assets/app-00000000.js',
      '/assets/',
      '/favicon.ico',
      '/routes.json',
      '/redirects.json',
      '/prerendered.json',
      '/security-headers.json',
      `/${sourceMap}`,
      `/${script}.br`,
      `/${script}.gz`,
      '/staking/index.html.gz',
    ].map((target) => ({ name: `not a file: ${target}`, target, expect: MISSING_FILE })),
    ...files
      .filter((file) => !isNeverServed(file))
      .map((file) => ({
        name: `file /${file}`,
        target: `/${file}`,
        expect: {
          status: 200,
          bodyFile: file,
          headers: { 'cache-control': isImmutableAsset(file) ? IMMUTABLE : 'no-cache' },
        },
      })),
    ...(
      [
        ['/', 302, '/staking'],
        ['/?chain=testnet', 302, '/staking?chain=testnet'],
        ['/stacking', 301, '/staking'],
        ['/stacking/', 301, '/staking'],
        ['/stacking/pool/fast-pool', 301, '/staking/pool/fast-pool'],
        ['/stacking/pool/fast-pool/active', 301, '/staking/pool/fast-pool'],
        ['/stacking/pool/xverse-pool', 301, '/staking/pool/xverse'],
        ['/stacking/pool/restake/active?x=1', 301, '/staking?x=1'],
        [
          '/stacking/liquid/stacking-dao/increase?chain=testnet',
          301,
          '/staking?chain=testnet#liquid',
        ],
        ['/stacking/anything/else', 301, '/staking'],
        ['/stacking/pool/a%2Fb%3Fc', 301, '/staking/pool/a%2Fb%3Fc'],
        ['/STACKING/POOL/Fast-Pool', 301, '/staking/pool/Fast-Pool'],
      ] as const
    ).map(([target, status, location]) => ({
      name: `redirect ${target}`,
      target,
      expect: { status, headers: { location, 'cache-control': 'no-cache' } },
    })),
    {
      name: 'gzip copy of a page',
      target: '/staking',
      requestHeaders: { 'Accept-Encoding': 'gzip' },
      expect: {
        ...page('staking/index.html'),
        encoding: 'gzip',
        headers: { vary: 'Accept-Encoding' },
      },
    },
    {
      name: 'brotli copy of a script, first choice',
      target: `/${script}`,
      requestHeaders: { 'Accept-Encoding': 'gzip, deflate, br' },
      expect: {
        status: 200,
        bodyFile: script,
        encoding: 'br',
        headers: { vary: 'Accept-Encoding' },
      },
    },
    {
      name: 'gzip when brotli is refused',
      target: `/${script}`,
      requestHeaders: { 'Accept-Encoding': 'br;q=0, gzip' },
      expect: { status: 200, bodyFile: script, encoding: 'gzip' },
    },
    {
      name: 'the file itself when no coding is taken',
      target: `/${script}`,
      requestHeaders: { 'Accept-Encoding': 'identity' },
      expect: { status: 200, bodyFile: script, headers: { 'content-encoding': null } },
    },
    {
      name: 'a percent-encoded page path: the page it decodes to',
      target: '/staking/pool/%66ast-pool',
      expect: page('staking/pool/fast-pool/index.html'),
    },
    {
      name: 'a redirect of a percent-encoded value',
      target: '/stacking/pool/%66ast-pool',
      expect: { status: 301, headers: { location: '/staking/pool/fast-pool' } },
      nginx: {
        reason:
          'nginx passes the value on as sent (`$request_uri`); the router decodes and encodes it ' +
          'again. Both name the same page; the decoded `$uri` would let %0D%0A into Location.',
        headers: { location: '/staking/pool/%66ast-pool' },
      },
    },
    ...['/%zz', '/../x', '/staking/%00'].map((target) => ({
      name: `a target no server can read: ${target}`,
      target,
      expect: { status: 400 },
    })),
    ...[
      { target: '/staking', encoding: undefined },
      { target: '/staking', encoding: 'gzip' as const },
      { target: `/${script}`, encoding: 'br' as const },
    ].map(({ target, encoding }) => ({
      name: `revalidating ${target} ${encoding ?? 'identity'} with its ETag`,
      target,
      requestHeaders: { 'Accept-Encoding': encoding ?? 'identity' },
      revalidate: true,
      expect: { status: 200, encoding },
    })),
    {
      name: 'HEAD: the headers of GET, no body',
      target: '/staking',
      method: 'HEAD',
      expect: { status: 200, bodyText: '', headers: { 'content-type': HTML } },
    },
    {
      name: 'other methods: 405',
      target: '/staking',
      method: 'POST',
      expect: { status: 405, headers: { allow: 'GET, HEAD' } },
    },
  ];
  return rows;
}

/** The expectation for one server: the row's own, or nginx's where it differs. */
export function expectationFor(row: SiteRow, server: 'serve' | 'nginx'): Expectation {
  if (server === 'serve' || !row.nginx) return row.expect;
  const override: Partial<Expectation> & { reason?: string } = { ...row.nginx };
  delete override.reason;
  return { ...row.expect, ...override };
}

/**
 * Sends a row's request and checks the answer, the security headers of the build included.
 * Returns the failures as lines (empty when it passed), so one run reports every row.
 */
export async function checkRow(
  base: string,
  dist: string,
  row: SiteRow,
  expected: Expectation,
  securityHeaders: Record<string, string>,
): Promise<string[]> {
  const answer = await request(base, row.target, {
    method: row.method,
    headers: row.requestHeaders,
  });
  const failures: string[] = [];
  const check = (what: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted) {
      failures.push(
        `${row.name}: ${what} was ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`,
      );
    }
  };
  check('status', answer.status, expected.status);
  for (const [name, value] of Object.entries(securityHeaders)) {
    check(name, answer.headers[name.toLowerCase()], value);
  }
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    check(name, answer.headers[name] ?? null, value);
  }
  check('content-encoding', answer.headers['content-encoding'], expected.encoding);
  let body = answer.body;
  if (expected.encoding === 'br') body = brotliDecompressSync(body);
  if (expected.encoding === 'gzip') body = gunzipSync(body);
  if (expected.bodyFile !== undefined) {
    const wanted = await fs.readFile(path.join(dist, expected.bodyFile));
    if (!body.equals(wanted)) {
      failures.push(`${row.name}: the body is not ${expected.bodyFile} (${body.length} bytes)`);
    }
  }
  if (expected.bodyText !== undefined) check('body', body.toString().trim(), expected.bodyText);
  if (row.revalidate) {
    const etag = answer.headers['etag'];
    if (!etag) return [...failures, `${row.name}: no ETag`];
    const again = await request(base, row.target, {
      headers: { ...row.requestHeaders, 'If-None-Match': etag },
    });
    check('status on revalidation', again.status, 304);
    check('ETag on revalidation', again.headers['etag'], etag);
    check('body on revalidation', again.body.length, 0);
    check(
      'Cache-Control on revalidation',
      again.headers['cache-control'],
      answer.headers['cache-control'],
    );
    for (const [name, value] of Object.entries(securityHeaders)) {
      check(`${name} on revalidation`, again.headers[name.toLowerCase()], value);
    }
  }
  return failures;
}

/** Checks every row against one server and fails once, with every failing row listed. */
export async function expectSiteServed(
  base: string,
  dist: string,
  server: 'serve' | 'nginx',
): Promise<void> {
  const rows = await siteRows(dist);
  const securityHeaders = JSON.parse(
    await fs.readFile(path.join(dist, 'security-headers.json'), 'utf8'),
  ) as Record<string, string>;
  const failures: string[] = [];
  // A few at a time: enough to be quick, few enough not to test connection limits.
  for (let start = 0; start < rows.length; start += 8) {
    const batch = rows.slice(start, start + 8);
    const results = await Promise.all(
      batch.map((row) => checkRow(base, dist, row, expectationFor(row, server), securityHeaders)),
    );
    failures.push(...results.flat());
  }
  expect(failures).toEqual([]);
  expect(rows.length).toBeGreaterThan(100);
}
