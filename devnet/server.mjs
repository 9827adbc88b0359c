#!/usr/bin/env node
// Satchel's local devnet: the parts of the Hiro Stacks API an app needs, on http://localhost:3999,
// backed by the real Clarity VM (see README.md). Run: node devnet/server.mjs [--port 3999]
//   env PORT, DEVNET_BLOCK_INTERVAL_MS (default 2000; 0 = mine only on POST /_devnet/mine)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Chain } from './chain.mjs';
import { REQUEST_TIMEOUT_MS, Router } from './http.mjs';
import { coreRoutes } from './routes/core.mjs';
import { extendedRoutes } from './routes/extended.mjs';
import { devnetRoutes } from './routes/devnet.mjs';
import { advance } from './burnchain.mjs';
import { OriginChecker } from './origin-check.mjs';
import { errorText } from './error-text.mjs';

export const DEFAULT_PORT = 3999;
export const DEFAULT_BLOCK_INTERVAL_MS = 2000;

/**
 * Start a devnet in this process.
 * @param {{port?: number, host?: string, blockIntervalMs?: number, verbose?: boolean,
 *   requestTimeoutMs?: number, log?: (line: string) => void}} [options]  port 0 picks a free
 *   port (tests); requestTimeoutMs: longest a client may take to send a request (default 5 s)
 * @returns {Promise<{url: string, port: number, chain: Chain, server: import('node:http').Server,
 *   close: () => Promise<void>}>}
 */
export async function startDevnet(options = {}) {
  const port = options.port ?? DEFAULT_PORT;
  const blockIntervalMs = options.blockIntervalMs ?? DEFAULT_BLOCK_INTERVAL_MS;
  const log = options.log ?? (() => {});
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  // The worker loads while the chain boots.
  const originChecker = new OriginChecker();
  const chain = await Chain.create({ verbose: options.verbose }).catch(
    async (/** @type {unknown} */ error) => {
      await originChecker.close();
      throw error;
    },
  );

  const router = new Router();
  coreRoutes(router, chain, originChecker);
  extendedRoutes(router, chain);
  devnetRoutes(router, chain);

  // Every request runs exclusively: simnet is synchronous, but a rollback awaits a re-init and
  // nothing may read the half-replayed state meanwhile. Bodies are read before that (router).
  const server = createServer(serverOptions(requestTimeoutMs), (req, res) => {
    void router.handle(req, res, (fn) => chain.exclusive(fn), { bodyTimeoutMs: requestTimeoutMs });
  });

  const listening = await listen(server, port, options.host, requestTimeoutMs).catch(
    async (/** @type {unknown} */ error) => {
      // Nothing else will close this devnet: close its chain, so later devnets in this process
      // do not count it alive (and boot where they could start from the boot's image).
      chain.close();
      await originChecker.close();
      throw error;
    },
  );
  const url = `http://localhost:${listening}`;

  // The block clock: mine what waits, then one burn block (PoX cycles pass; the reward keeper
  // runs at each distribution boundary). A tick that fails is logged and the next one tries again.
  let timer = null;
  if (blockIntervalMs > 0) {
    timer = setInterval(() => {
      chain
        .exclusive(async () => {
          if (chain.mempool.size) await chain.mine();
          advance(chain, { blocks: 1 });
        })
        .catch((/** @type {unknown} */ error) => log(`block tick failed: ${errorText(error)}`));
    }, blockIntervalMs);
    timer.unref();
  }

  let closed = false;
  return {
    url,
    port: listening,
    chain,
    server,
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await chain.exclusive(() => chain.close());
      await originChecker.close();
    },
  };
}

/**
 * Timeouts in seconds, not Node's minutes: a client that sends its headers or body slowly is cut
 * off (408) instead of holding a connection. Node checks them every `connectionsCheckingInterval`.
 * @param {number} requestTimeoutMs
 * @returns {import('node:http').ServerOptions}
 */
function serverOptions(requestTimeoutMs) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
    keepAliveTimeout: 5_000,
  };
}

/**
 * Listen on localhost. "localhost" may resolve to 127.0.0.1 or ::1 depending on the client, so
 * without an explicit host we listen on both loopback addresses (same port).
 * @param {import('node:http').Server} server @param {number} port @param {string | undefined} host
 * @param {number} requestTimeoutMs
 * @returns {Promise<number>} the port
 */
async function listen(server, port, host, requestTimeoutMs) {
  /** @param {import('node:http').Server} srv @param {number} p @param {string} h @returns {Promise<number>} */
  const bind = (srv, p, h) =>
    new Promise((resolve, reject) => {
      srv.once('error', reject);
      srv.listen(p, h, () => {
        srv.off('error', reject);
        resolve(/** @type {import('node:net').AddressInfo} */ (srv.address()).port);
      });
    });
  if (host) return bind(server, port, host);
  const actual = await bind(server, port, '127.0.0.1');
  // Also answer on [::1] when the machine has IPv6 loopback; fine if it has not.
  const v6 = createServer(serverOptions(requestTimeoutMs), (req, res) =>
    server.emit('request', req, res),
  );
  try {
    await bind(v6, actual, '::1');
    server.on('close', () => v6.close());
    const closeAll = server.closeAllConnections.bind(server);
    server.closeAllConnections = () => {
      closeAll();
      v6.closeAllConnections();
    };
  } catch {
    v6.close();
  }
  return actual;
}

/**
 * Parse `--port N`, `--port=N`, `--block-interval N`, `--verbose`.
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {{port?: number, blockIntervalMs?: number, verbose?: boolean, help?: boolean}} */
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--port') out.port = Number(value());
    else if (flag === '--block-interval' || flag === '--block-interval-ms')
      out.blockIntervalMs = Number(value());
    else if (flag === '--verbose') out.verbose = true;
    else if (flag === '--help' || flag === '-h') out.help = true;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('usage: node devnet/server.mjs [--port 3999] [--block-interval 2000] [--verbose]');
    return;
  }
  const port = args.port ?? (process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT);
  const envInterval = process.env.DEVNET_BLOCK_INTERVAL_MS;
  const blockIntervalMs =
    args.blockIntervalMs ??
    (envInterval !== undefined ? Number(envInterval) : DEFAULT_BLOCK_INTERVAL_MS);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad port ${port}`);
  if (!Number.isFinite(blockIntervalMs) || blockIntervalMs < 0)
    throw new Error(`bad block interval ${blockIntervalMs}`);

  const started = performance.now();
  const devnet = await startDevnet({
    port,
    blockIntervalMs,
    verbose: args.verbose,
    log: (l) => console.error(l),
  });
  console.log(
    `devnet ready on ${devnet.url} in ${Math.round(performance.now() - started)} ms` +
      ` (blocks ${blockIntervalMs > 0 ? `every ${blockIntervalMs} ms` : 'on POST /_devnet/mine only'})`,
  );

  const shutdown = (/** @type {string} */ signal) => {
    console.log(`${signal}: stopping devnet`);
    devnet.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(`devnet failed to start: ${errorText(error)}`);
    process.exit(1);
  });
}
