// No request line of any shape may stop the production server. The server runs as
// its own process, as in production: an exception that escapes a handler ends that process,
// which an in-process test could mistake for a test-runner error.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, writeFixtureDist } from './serve-test-support';

const TWENTY_KB = 20 * 1024;

const HOSTILE_TARGETS = [
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
const HOSTILE_HEADERS = [
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

const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS', 'CONNECT', 'TRACE', 'BREW', 'get'];

/** Same bytes a person would type: no client rewrites them. */
function requestLine(method: string, target: string): Buffer {
  return Buffer.from(
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    'latin1',
  );
}

let server: ChildProcess;
let port: number;
let dir: string;
const logged: string[] = [];

beforeAll(async () => {
  dir = await writeFixtureDist();
  server = spawn(process.execPath, ['server/serve.mjs', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      const served = /:(\d+)\s*$/m.exec(chunk.toString())?.[1];
      if (served) resolve(Number(served));
    });
  });
});

afterAll(async () => {
  server.kill();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the server under hostile request lines', () => {
  it(`answers ${HOSTILE_TARGETS.length * METHODS.length + 5 + HOSTILE_HEADERS.length} hostile requests, never with a 5xx, and keeps serving`, async () => {
    const requests = [
      ...METHODS.flatMap((method) =>
        HOSTILE_TARGETS.map((target) => ({
          label: `${method} ${target}`,
          bytes: requestLine(method, target),
        })),
      ),
      { label: 'NUL in the method', bytes: requestLine('G\u0000T', '/') },
      { label: 'no version', bytes: Buffer.from('GET /\r\n\r\n') },
      {
        label: 'an upgrade',
        bytes: Buffer.from(
          'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n',
        ),
      },
      { label: 'HTTP/2 preface', bytes: Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n') },
      { label: 'garbage', bytes: Buffer.from('\u0000\u0001\u0002\r\n\r\n') },
      ...HOSTILE_HEADERS.map((header) => ({
        label: header.slice(0, 60),
        bytes: Buffer.from(
          `GET /assets/app-Bx3_k9Zq.js HTTP/1.1\r\nHost: x\r\n${header}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      })),
    ];
    const failures: string[] = [];
    // A few at a time: many connections at once would test the connection cap instead.
    for (let start = 0; start < requests.length; start += 8) {
      const batch = requests.slice(start, start + 8);
      const answers = await Promise.all(batch.map(({ bytes }) => rawExchange(port, bytes)));
      answers.forEach((answer, index) => {
        const label = batch[index]?.label.slice(0, 80);
        if (answer.status === undefined) failures.push(`${label}: no answer`);
        else if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
      });
    }
    expect(failures).toEqual([]);
    expect(server.exitCode).toBeNull();
    const normal = await rawExchange(port, requestLine('GET', '/staking'));
    expect(normal.status).toBe(200);
    expect(normal.text).toContain('<h1>Staking</h1>');
  });

  it('answers the slashes a URL parser reads as a host with the not-found page', async () => {
    for (const target of ['//', '///', '//@', '/\\']) {
      const answer = await rawExchange(port, requestLine('GET', target));
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).toContain('Page not found');
    }
    expect(server.exitCode).toBeNull();
  });
});
