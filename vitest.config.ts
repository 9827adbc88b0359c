import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { changelogPlugin } from './scripts/changelog-plugin.ts';
import { parseEnv } from './src/config/env-schema.ts';

// Three projects: the app's components in jsdom, its logic and the Node-only servers (devnet/,
// server/, scripts/) and the modules they share with the app (common/) in node.

// As in the e2e build: a build for the devnet, which offers devnet and mocknet
// (config/devnet-build.ts). Tests of other builds stub the variable themselves.
const APP_TEST_ENV = { VITE_DEVNET_WALLET: 'true' };

/** What every test of the app's code shares, whatever its environment. */
const APP_TEST = {
  setupFiles: ['./src/test/setup.ts'],
  env: APP_TEST_ENV,
  restoreMocks: true,
  // Each worker runs its files one after another in one process, modules loaded once (jsdom and
  // the setup file's imports cost more than most files' tests). Mocks are restored, and stubbed
  // globals and environment variables undone, before every test; the setup file clears the DOM,
  // storage and the address after each.
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  // Wide margins for a busy 2-core machine: at load 18 whole tests took up to 7 s of the
  // default 5 s (a run on 2026-11-28). A test that waits for what never comes still fails.
  testTimeout: 30_000,
};

export default defineConfig({
  // What the build writes into the bundle (vite.config.ts), from the tests' env.
  define: { __SATCHEL_ENV__: JSON.stringify(parseEnv(APP_TEST_ENV)) },
  plugins: [
    react(),
    // The app's tests read the repository's own entries, as the build does.
    changelogPlugin({
      dir: fileURLToPath(new URL('./changelog', import.meta.url)),
      siteUrl: 'http://127.0.0.1:4173',
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // One test file per core. Vitest's default leaves one core to itself (cores − 1), which on a
    // two-core machine runs every file in turn; its own work (transforms) is small.
    maxWorkers: '100%',
    // Coverage is measured on the app's tests (`npm run test:unit`: `app` and `app-logic`) and
    // reported for the wallet layer, where a mistake can cost funds: it must stay at or above 95 %
    // of lines. Only that layer, because only it has a gate: turning V8's counts into a report for
    // every file of src/ cost 55 of the unit tests' 251 CPU-seconds (docs/testing.md). The `node`
    // project (`npm run test:node`) runs without it: V8's counting made it 28 % slower (185 → 237
    // CPU-s, the devnet's Clarity VM most of it).
    coverage: {
      provider: 'v8',
      include: ['src/wallet/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.test-d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { 'src/wallet/**': { lines: 95 } },
    },
    projects: [
      {
        extends: true,
        test: {
          // Components, in jsdom. A test file of plain logic (`*.test.ts`) runs in `app-logic`.
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          ...APP_TEST,
          // The type tests (`*.test-d.ts`) are not run here: tsconfig.app.json includes them, so
          // `npm run typecheck` fails on a broken one (vitest's typecheck ran that tsc a second
          // time, ≈40 s).
        },
      },
      {
        extends: true,
        test: {
          // The app's logic, in Node: jsdom's set-up cost more than these tests' own run (docs/
          // testing.md), and its Uint8Array is not the one @stacks/transactions expects. A file
          // that needs the DOM (storage, events, hooks) says so with `@vitest-environment jsdom`.
          name: 'app-logic',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          ...APP_TEST,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Each worker runs its files one after another in one process, modules loaded once:
          // a devnet started there after another closed writes the first one's boot image back
          // (≈50 ms) instead of booting (≈8 s; devnet/README.md, "The boot's image"). No file here
          // mocks modules or stubs globals.
          isolate: false,
          include: [
            'common/**/*.test.ts',
            'devnet/**/*.test.ts',
            'server/**/*.test.{ts,mjs}',
            'scripts/**/*.test.ts',
          ],
          // The devnet tests' chains, on a fresh clone's line with another checkout's tests beside
          // it (2026-12-07): up to 20 s for a test under the default budget (a staking walk, the
          // lint zones' probe), where they take 5–10 s alone. Four times that worst.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
