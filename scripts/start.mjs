#!/usr/bin/env node
// The README's start line: builds the app for the local devnet (devnet selected on first visit,
// the devnet wallet built in), then runs the devnet and the production server in this one
// process, so Ctrl-C stops both. Usage: node scripts/start.mjs   (PORT, default 4173)
// The devnet build goes to dist-devnet/, so it never replaces the production build in dist/.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDevnet } from '../devnet/server.mjs';
import { startServer } from '../server/serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const DEVNET_PORT = 3999; // the app's devnet URL is fixed: http://localhost:3999
const OUT_DIR = 'dist-devnet';

/**
 * Runs the production build with the devnet flags; resolves when it succeeds.
 * @returns {Promise<void>}
 */
function buildForDevnet() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs', '--outDir', OUT_DIR], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_DEFAULT_NETWORK: 'devnet', VITE_DEVNET_WALLET: 'true' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

await buildForDevnet();
const devnet = await startDevnet({ port: DEVNET_PORT, log: (line) => console.error(line) });
/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;
try {
  app = await startServer({ dir: `${root}${OUT_DIR}`, port });
} catch (error) {
  await devnet.close();
  throw error;
}

console.log(`Devnet (Stacks API) at ${devnet.url}`);
console.log(`Satchel at ${app.url} — on devnet, with the devnet wallet (public test keys only)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([app.close(), devnet.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
