import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Layers may only import "downwards" (architecture.md): config, lib, design-system →
// wallet, stacks, analytics → transaction-flow → features → app. Features never import each
// other; what two of them share (the transaction flow) lives below them.
// The features are read from the folder, so a new one is covered the day it is created.
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/config',
    from: [
      './src/lib',
      './src/design-system',
      './src/wallet',
      './src/stacks',
      './src/analytics',
      './src/transaction-flow',
      './src/features',
      './src/app',
      './src/mocks',
    ],
  },
  {
    target: './src/lib',
    from: [
      './src/design-system',
      './src/wallet',
      './src/stacks',
      './src/analytics',
      './src/transaction-flow',
      './src/features',
      './src/app',
      './src/mocks',
    ],
  },
  {
    target: './src/design-system',
    from: [
      './src/wallet',
      './src/stacks',
      './src/analytics',
      './src/transaction-flow',
      './src/features',
      './src/app',
      './src/mocks',
    ],
  },
  {
    target: './src/wallet',
    from: [
      './src/design-system',
      './src/stacks',
      './src/analytics',
      './src/transaction-flow',
      './src/features',
      './src/app',
    ],
  },
  {
    target: './src/stacks',
    from: [
      './src/design-system',
      './src/analytics',
      './src/transaction-flow',
      './src/features',
      './src/app',
    ],
  },
  {
    target: './src/analytics',
    from: [
      './src/design-system',
      './src/wallet',
      './src/stacks',
      './src/transaction-flow',
      './src/features',
      './src/app',
    ],
  },
  {
    // The one transaction flow (build → wallet → broadcast → confirmed/failed) sits between the
    // chain and the features that send; it tracks nothing (pages fire analytics on broadcast).
    target: './src/transaction-flow',
    from: ['./src/analytics', './src/features', './src/app'],
  },
  { target: './src/features', from: ['./src/app'] },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need below src/features.',
  })),
  {
    // The app runs in a browser: Node-only code and test tooling never reach its bundle.
    target: './src',
    from: ['./devnet', './server', './e2e', './scripts'],
    message: 'src/ is browser code: devnet/, server/, e2e/ and scripts/ are Node-only.',
  },
];

// Fixtures and the mock wallet (src/mocks) belong to mock mode and to tests: app code that
// imported them would ship invented data to every visitor.
const mockUsers = new Set(['mocks', 'features', 'test']);
const mocksZone = {
  target: [
    ...fs
      .readdirSync(new URL('./src', import.meta.url))
      .filter((entry) => !mockUsers.has(entry))
      .map((entry) => `./src/${entry}`),
    ...FEATURES.filter((feature) => feature !== 'mock-mode').map(
      (feature) => `./src/features/${feature}`,
    ),
  ],
  from: './src/mocks',
  message: 'Only mock mode (src/features/mock-mode) and tests may import src/mocks.',
};

/** The folders outside src/: each may import only what it is allowed to run with. */
const nodeFolderZones = {
  // Pure modules that the app, the server and the devnet all import: they import none of them.
  common: [
    {
      target: './common',
      from: ['./src', './server', './devnet', './e2e', './scripts'],
      message: 'common/ is shared by src/, server/ and devnet/: it imports none of them.',
    },
  ],
  devnet: [
    {
      target: './devnet',
      from: ['./src', './server', './e2e', './scripts'],
      message: 'The devnet stands alone: it never imports the app, the server or the tests.',
    },
  ],
  // The devnet's own tests drive the app's real readers and wallet against it.
  devnetTests: [
    {
      target: './devnet',
      from: ['./server', './e2e', './scripts'],
      message: 'Devnet tests may use the app (src/), not the server, e2e or scripts.',
    },
  ],
  server: [
    {
      target: './server',
      from: ['./src', './devnet', './e2e', './scripts'],
      message: 'The production server serves the build: of our code it imports only common/.',
    },
  ],
  // The server's tests check the headers against the build's own rules (src/config).
  serverTests: [
    {
      target: './server',
      from: './src',
      except: ['./config'],
      message: 'Server tests may use the build configuration (src/config), nothing else of src/.',
    },
    { target: './server', from: ['./devnet', './e2e', './scripts'] },
  ],
  e2e: [
    {
      target: './e2e',
      from: './src',
      // The env parser too: a spec that bundles app modules itself writes in the env as the
      // app's build does (e2e/mock-wallet-provider.spec.ts).
      except: ['./mocks', './config/env-schema.ts'],
      message:
        'E2E tests drive the built app; from src/ they share only the fixtures (src/mocks) and the env parser.',
    },
    {
      target: './e2e',
      from: './scripts',
      // The bench's page steps and its JavaScript measure: the test line runs the bench's own
      // steps (e2e/bench-steps.spec.ts), one definition for both.
      except: ['./bench-steps.mjs', './bench-js-executed.mjs'],
    },
  ],
  scripts: [
    {
      target: './scripts',
      from: './src',
      // The changelog's Vite plugin runs the feature's build-time half (pure: markdown → data,
      // the RSS feed), as vite.config.ts runs src/config's rules; nothing of the app itself.
      except: ['./features/changelog/build', './features/changelog/changelog-types.ts'],
      message: 'Build scripts load the app through Vite, never by importing it.',
    },
    { target: './scripts', from: './e2e' },
  ],
};

const importZoneSettings = {
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver': { typescript: true, node: true } },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // One TypeScript program for every file (tsconfig.eslint.json), not one per project: the
      // app modules that the devnet's and the e2e tests import were type-checked once per project
      // that reached them. 133 s → 113 s for the whole lint, alone on a quiet 2-core machine.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mocksZone] }],
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, not HTML.',
        },
      ],
    },
  },
  {
    // A component past ~120 lines is doing several jobs: its state goes into a hook or reducer
    // (tested without the DOM) and what it draws into views.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    // One module writes numbers for people, so every page groups digits and writes percentages
    // the same way, and the prerendered HTML agrees with the browser whatever its locale.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/format-number.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[{ property: 'toLocaleString' }, { object: 'Intl', property: 'NumberFormat' }].map(
          (restricted) => ({
            ...restricted,
            message: 'Write numbers with src/lib/format-number.ts (formatNumber, formatPercent…).',
          }),
        ),
      ],
    },
  },
  {
    // Modules near the first page validate with zod/mini where they use zod at all: the first
    // page itself carries none (scripts/first-load-imports.test.ts), and mini keeps the lazy
    // chunks that bring these schemas smaller than classic zod would.
    files: [
      'src/config/*.ts',
      'src/lib/validated-storage.ts',
      'src/lib/atom-with-validated-storage.ts',
      'src/wallet/addresses.ts',
      'src/wallet/connection-store.ts',
      'src/stacks/custom-apis.ts',
      'src/stacks/active-network.ts',
      'src/design-system/theme.ts',
      'src/features/mock-mode/mock-mode-flag.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'First-page module: import { z } from "zod/mini" instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Wallets reject with raw JSON-RPC objects, not Errors; tests must do the same.
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  // Type-aware everywhere but this file and the MSW worker, which no tsconfig includes.
  {
    files: ['*.js', 'public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['*.js', '{server,scripts,devnet}/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Axe scans go through e2e/axe.ts, which allows one per test: several whole-page scans in
    // one test ran past its timeout on a busy machine.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message: 'Use expectNoAxeViolations from ./axe (one scan per test).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests see what a browser sees: while any route is set, Playwright answers every CORS
    // preflight itself, so a route may name only an external https URL (local servers are real;
    // docs/architecture.md, Tests). Once, a devnet that refused a header every transaction needs
    // passed every test this way.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(route|routeFromHAR|routeWebSocket)$/]:not([arguments.0.value=/^https:/]):not([arguments.0.quasis.0.value.raw=/^https:/])',
          message:
            'Route only an external https URL, written out: a local server the page needs is a real one (e2e/local-servers.ts).',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'devnet/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests may use the fixtures; the layers still hold for them.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-d.ts', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // common/ runs in browsers and in Node alike: neither's API (no globals but the language's).
    files: ['common/**/*.mjs'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  ...Object.entries({
    common: ['common/**'],
    devnet: ['devnet/**/*.{mjs,ts}'],
    devnetTests: ['devnet/**/*.test.ts', 'devnet/test-helpers.ts'],
    server: ['server/**/*.{mjs,ts,mts}'],
    serverTests: ['server/**/*.test.ts', 'server/**/*-test-support.ts'],
    e2e: ['e2e/**/*.ts'],
    scripts: ['scripts/**/*.{mjs,ts}'],
  }).map(([folder, files]) => ({
    files,
    ...importZoneSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: nodeFolderZones[folder] }],
      'import-x/no-cycle': 'error',
    },
  })),
);
