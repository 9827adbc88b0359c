// Runs Debian's nginx as the current user on a local port, serving a build folder with the
// configuration the build generated (dist-deploy/nginx/), inside a main configuration of our own:
// a prefix folder in a temporary directory (`-p`), its pid file, error log and temp paths there,
// `daemon off` so the test owns the process. https://nginx.org/en/docs/switches.html
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian's packages put the binary and the brotli module (scripts/ensure-nginx.sh). */
export const NGINX_PATH = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Why nginx cannot run here, or undefined when it can. */
export function nginxUnavailable(): string | undefined {
  if (!existsSync(NGINX_PATH)) {
    return `no nginx at ${NGINX_PATH} (scripts/ensure-nginx.sh installs Debian's as root)`;
  }
  const version = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) return `${NGINX_PATH} -v failed: ${version.stderr}`;
  return undefined;
}

/** True when Debian's brotli_static module is installed: the brotli rows then apply. */
export const hasBrotliStatic = () => existsSync(BROTLI_STATIC_MODULE);

/** A port the system gives and takes back at once; nginx binds it right after. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Waits until the port takes connections or nginx has exited. */
async function waitForPort(port: number, child: ChildProcess, log: () => Promise<string>) {
  // nginx starts in tens of milliseconds; 20 s is for a machine busy with other work.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${await log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${await log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RunningNginx {
  url: string;
  port: number;
  errorLog: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Starts nginx serving `dist` with the generated `satchel.conf` (and `satchel-brotli.conf` when
 * the module is installed), exactly as docs/deploy.md tells a deployer to include them.
 */
export async function startNginx(dist: string, deployDir: string): Promise<RunningNginx> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'satchel-nginx-'));
  const port = await freePort();
  const brotli = hasBrotliStatic();
  const temp = (name: string) => path.join(prefix, name);
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx's workers would switch to `nobody`, who may not read the build's folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${temp(kind)};`,
    ),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${path.resolve(dist)};`,
    `    include ${path.resolve(deployDir, 'nginx/satchel.conf')};`,
    ...(brotli ? [`    include ${path.resolve(deployDir, 'nginx/satchel-brotli.conf')};`] : []),
    '  }',
    '}',
    '',
  ].join('\n');
  await fs.writeFile(temp('nginx.conf'), conf);
  const errorLog = () => fs.readFile(temp('error.log'), 'utf8').catch(() => '');
  const test = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', temp('nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    await waitForPort(port, child, errorLog);
  } catch (error) {
    child.kill('SIGKILL');
    await fs.rm(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errorLog,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: nginx's graceful shutdown, workers included.
        child.kill('SIGQUIT');
        await exited;
      }
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}
