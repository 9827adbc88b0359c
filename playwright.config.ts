import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

// E2E tests run against the production build (`npm run build:e2e`) served by our own server,
// in Debian's build of Chromium's headless shell: no browser download exists on these machines,
// and the shell runs the suite in two thirds of the full browser's time
// (docs/decisions/0011-test-browser.md).
// E2E_PORT / E2E_DIST let two checkouts' runs coexist on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';

export default defineConfig({
  testDir: './e2e',
  // The local Segment collector every page's analytics reaches (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
    // No trace: recording every test to keep the failing ones cost ≈ 30 % of a spec's time
    // (docs/testing.md). `--trace retain-on-failure` records one for a failure being read.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Pages run as for a person who asked for reduced motion, a setting our styles honour (menus,
    // sheets, fields and loading shimmers stop moving; the spinner slows): 61 tests took 176 CPU-s
    // instead of 220–243 (docs/testing.md). e2e/design-system.spec.ts proves both settings.
    reducedMotion: 'reduce',
  },
  // Reference screenshots are the same for every project: keep the project name out of their path.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    // Every devnet spec starts its own devnet on port 3999 (the address the app knows as
    // devnet), and so does the README's `npm start` that the newcomer's walk runs
    // (e2e/newcomer.walk.ts): one such file at a time, whatever the number of workers. Listed
    // first so one worker runs them from the start while the other takes the chromium specs
    // (listed after, they ran first and left the devnet specs to one worker at the end, the
    // other idle; the walk, a project of its own that waited for this one, ran last and alone).
    { name: 'devnet', testMatch: /(devnet\.spec|\.walk)\.ts$/, workers: 1 },
    { name: 'chromium', testIgnore: /devnet\.spec\.ts$/ },
  ],
  webServer: {
    command: `node server/serve.mjs --dir ${DIST} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
