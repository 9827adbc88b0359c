// A small built app on disk for the server tests: the files scripts/build.mjs writes, with
// contents the tests can recognise, so server/ is tested without running a whole build.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { APP_REDIRECTS } from '#common/app-redirects.mjs';

export const FIXTURE_SCRIPT = `console.log(${JSON.stringify('satchel '.repeat(200))});\n`;

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Satchel</title><div id="root"></div>',
  'staking/index.html': '<!doctype html><title>Satchel</title><h1>Staking</h1>',
  // A page of a parameterised route the build prerenders for each listed value.
  'staking/pool/fast-pool/index.html':
    '<!doctype html><title>Satchel</title><h1>Stake with Fast Pool</h1>',
  '404.html': '<!doctype html><title>Satchel</title><h1>Page not found</h1>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/app-Bx3_k9Zq.js': FIXTURE_SCRIPT,
  'assets/app-Bx3_k9Zq.js.map': '{"version":3,"sources":[],"mappings":""}',
  // Under assets/ but not named by its content (Vite's `[name]-[hash]`): never immutable.
  'assets/unhashed.js': 'console.log("unhashed");\n',
  'mockServiceWorker.js': '// the mock-mode worker\n',
  'changelog.xml': '<?xml version="1.0"?><rss version="2.0"></rss>',
  'changelog/index.html': '<!doctype html><title>Satchel</title><h1>Changelog</h1>',
  'changelog/first-entry/index.html': '<!doctype html><title>Satchel</title><h1>First entry</h1>',
  // Dotfiles a deployment may leave in the folder: never served.
  '.secret.txt': 'a secret',
  '.well-known/x.txt': 'not for visitors',
  'examples/.hidden.clar': '(define-constant hidden true)',
  'security-headers.json': JSON.stringify({ 'X-Content-Type-Options': 'nosniff' }),
  // What the build writes: the app's own redirects.
  'redirects.json': JSON.stringify(APP_REDIRECTS),
  // The router's patterns, its redirects' among them, as the build writes them.
  'routes.json': JSON.stringify([
    ...APP_REDIRECTS.map((redirect) => redirect.from),
    '/staking',
    '/staking/pool/:slug',
    '/staking/manager/:contractId',
    '/tools',
    '/changelog',
    '/changelog/:slug',
    '/design-system',
  ]),
  'prerendered.json': JSON.stringify({
    pages: ['/staking', '/staking/pool/fast-pool', '/changelog', '/changelog/first-entry'],
    clientRendered: ['/staking/manager/:contractId', '/design-system'],
  }),
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
  const script = path.join(dir, 'assets/app-Bx3_k9Zq.js');
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
