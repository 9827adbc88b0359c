import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

// Layers may only import "downwards" (architecture.md): config, lib, design-system →
// wallet, stacks, analytics → features → app. Features never import each other.
const layerZones = [
  {
    target: './src/config',
    from: [
      './src/lib',
      './src/design-system',
      './src/wallet',
      './src/stacks',
      './src/analytics',
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
      './src/features',
      './src/app',
      './src/mocks',
    ],
  },
  {
    target: './src/wallet',
    from: ['./src/design-system', './src/stacks', './src/analytics', './src/features', './src/app'],
  },
  {
    target: './src/stacks',
    from: ['./src/design-system', './src/analytics', './src/features', './src/app'],
  },
  {
    target: './src/analytics',
    from: ['./src/design-system', './src/wallet', './src/stacks', './src/features', './src/app'],
  },
  { target: './src/features', from: ['./src/app'] },
  ...[
    'connect',
    'network',
    'mock-mode',
    'devnet-wallet',
    'stacking',
    'sbtc',
    'portfolio',
    'tools',
    'changelog',
  ].map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
];

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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
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
    // First-page modules validate with zod/mini: classic zod would put ~9 KB gzip more on the
    // first page (both share zod's core, which is there anyway).
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
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    // Axe scans go through e2e/axe.ts, which allows one per test: several whole-page scans in
    // one test ran past its timeout on a busy machine (issue 11).
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
    files: ['e2e/**/*.ts', 'devnet/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
