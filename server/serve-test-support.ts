// A small built app on disk for the server tests: the files scripts/build.mjs writes, with
// contents the tests can recognise, so server/ is tested without running a whole build.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A few of the app's redirects, in the order and shape of `APP_REDIRECTS`. */
export const FIXTURE_REDIRECTS = [
  { from: '/', to: '/staking', status: 302 },
  { from: '/stacking', to: '/staking', status: 301 },
  { from: '/stacking/pool/xverse-pool', to: '/staking/pool/xverse', status: 301 },
  { from: '/stacking/pool/:slug', to: '/staking/pool/:slug', status: 301 },
  { from: '/stacking/pool/:slug/active', to: '/staking/pool/:slug', status: 301 },
  { from: '/stacking/liquid/*', to: '/staking#liquid', status: 301 },
  { from: '/stacking/*', to: '/staking', status: 301 },
];

export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('satchel '.repeat(200))});\n`;

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Satchel</title><div id="root"></div>',
  'staking/index.html': '<!doctype html><title>Satchel</title><h1>Staking</h1>',
  // A page of a parameterised route the build prerenders for each listed value.
  'staking/pool/fast-pool/index.html':
    '<!doctype html><title>Satchel</title><h1>Stake with Fast Pool</h1>',
  '404.html': '<!doctype html><title>Satchel</title><h1>Page not found</h1>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/app-abc123.js': FIXTURE_SCRIPT,
  'assets/app-abc123.js.map': '{"version":3,"sources":[],"mappings":""}',
  'security-headers.json': JSON.stringify({ 'X-Content-Type-Options': 'nosniff' }),
  // The shape the build writes from src/config/app-redirects.ts (a test there keeps them equal).
  'redirects.json': JSON.stringify(FIXTURE_REDIRECTS),
  'routes.json': JSON.stringify(['/', '/staking', '/staking/pool/:slug', '/tools']),
  'prerendered.json': JSON.stringify({ pages: ['/staking', '/staking/pool/fast-pool'] }),
};

/** Writes the fixture into a new temporary folder and returns its path. */
export async function writeFixtureDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'satchel-serve-'));
  for (const [name, contents] of Object.entries(FILES)) {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, contents);
  }
  // Precompressed beside the file, as the build writes them.
  const script = path.join(dir, 'assets/app-abc123.js');
  await fs.writeFile(`${script}.gz`, gzipSync(FIXTURE_SCRIPT));
  await fs.writeFile(`${script}.br`, brotliCompressSync(FIXTURE_SCRIPT));
  return dir;
}

export interface RawAnswer {
  /** The status of the first response, or undefined when the server closed without one. */
  status: number | undefined;
  text: string;
}

/** How long an exchange may go without the server closing: far above the milliseconds a local
 * answer takes on a busy machine, far below the test timeout. */
const EXCHANGE_DEADLINE_MS = 10_000;

/**
 * Sends bytes exactly as given over a new TCP connection and collects everything until the
 * server closes it (the requests say `Connection: close`). No HTTP client: a client would
 * refuse or rewrite the hostile targets. The client keeps its side open, as browsers do.
 */
export function rawExchange(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const deadline = setTimeout(() => socket.destroy(), EXCHANGE_DEADLINE_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer is still an answer; without one, it is a failure.
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(deadline);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, text });
    });
    socket.write(request);
  });
}
