import path from 'node:path';
import type { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { eslintForRule, projectRoot as root } from './eslint-rule-probe';

// The import zones of eslint.config.js, tried on real files of each folder with one import line
// replaced: a zone that stopped biting would let Node code into the bundle, fixtures into the
// app, or one feature into another.
let eslint: ESLint;

beforeAll(() => {
  eslint = eslintForRule('import-x/no-restricted-paths');
});

async function zoneErrors(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = imported;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import zones', () => {
  it.each([
    ['src/lib/links.ts', "import { POX_CYCLE as imported } from '@/mocks/fixtures/hiro-api';"],
    ['src/app/app.tsx', "import { POX_CYCLE as imported } from '@/mocks/fixtures/hiro-api';"],
    [
      'src/features/tools/send-stx/send-stx-form.tsx',
      "import { PositionSummary as imported } from '@/features/staking/shared/position-summary';",
    ],
    ['src/lib/links.ts', "import { txToHiro as imported } from '../../devnet/format.mjs';"],
    ['src/lib/links.ts', "import { startServer as imported } from '../../server/serve.mjs';"],
    ['devnet/chain.mjs', "import { MAINNET_CHAIN_ID as imported } from '../src/config/constants';"],
    ['server/serve.mjs', "import { txToHiro as imported } from '../devnet/format.mjs';"],
    // common/ is what src/, server/ and devnet/ share: it imports none of them.
    ['common/app-redirects.mjs', "import { routePatterns as imported } from '../src/lib/routes';"],
    ['common/app-redirects.mjs', "import { startServer as imported } from '../server/serve.mjs';"],
    ['common/devnet-accounts.mjs', "import { txToHiro as imported } from '../devnet/format.mjs';"],
    ['server/serve.mjs', "import { isDevnetBuild as imported } from '../src/config/devnet-build';"],
    [
      'server/serve.test.ts',
      "import { requestWallet as imported } from '../src/wallet/wallet-client';",
    ],
    ['e2e/fixtures.ts', "import { requestWallet as imported } from '../src/wallet/wallet-client';"],
    ['scripts/build.mjs', "import { main as imported } from '../src/main';"],
    // The transaction flow sits below the features and above the chain and the wallet.
    [
      'src/transaction-flow/use-transaction-flow.ts',
      "import { SendStxForm as imported } from '@/features/tools/send-stx/send-stx-form';",
    ],
    [
      'src/transaction-flow/use-transaction-flow.ts',
      "import { noopAnalytics as imported } from '@/analytics/analytics-client';",
    ],
    [
      'src/stacks/api/transaction.ts',
      "import { useTransactionFlow as imported } from '@/transaction-flow/use-transaction-flow';",
    ],
    [
      'src/wallet/wallet-client.ts',
      "import { sendWalletRequest as imported } from '@/transaction-flow/send-wallet-request';",
    ],
  ])('%s may not: %s', async (file, importLine) => {
    expect(await zoneErrors(file, importLine)).not.toEqual([]);
  });

  it.each([
    [
      'src/features/mock-mode/wallet-request-details.ts',
      "import { POX_CYCLE as imported } from '@/mocks/fixtures/hiro-api';",
    ],
    [
      'src/stacks/active-network.test.ts',
      "import { POX_CYCLE as imported } from '@/mocks/fixtures/hiro-api';",
    ],
    ['e2e/fixtures.ts', "import { POX_CYCLE as imported } from '../src/mocks/fixtures/hiro-api';"],
    [
      'server/security-headers.test.ts',
      "import { isDevnetBuild as imported } from '../src/config/devnet-build';",
    ],
    [
      'devnet/staking-layer.test.ts',
      "import { fetchPoxState as imported } from '../src/stacks/staking/pox-state';",
    ],
    [
      'src/features/tools/send-stx/send-stx-form.tsx',
      "import { useTransactionFlow as imported } from '@/transaction-flow/use-transaction-flow';",
    ],
    [
      'src/transaction-flow/use-transaction-flow.ts',
      "import { requestWallet as imported } from '@/wallet/wallet-client';",
    ],
    [
      'src/app/router.tsx',
      "import { APP_REDIRECTS as imported } from '#common/app-redirects.mjs';",
    ],
    [
      'server/serve.mjs',
      "import { redirectLocation as imported } from '#common/app-redirects.mjs';",
    ],
    ['devnet/chain.mjs', "import { accounts as imported } from '#common/devnet-accounts.mjs';"],
  ])('%s may: %s', async (file, importLine) => {
    expect(await zoneErrors(file, importLine)).toEqual([]);
  });
});

describe('common/', () => {
  it('uses no Node module: it runs in browsers too', async () => {
    const [result] = await eslintForRule('import-x/no-nodejs-modules').lintText(
      "import { readFile as imported } from 'node:fs/promises';\nexport const probe = imported;\n",
      { filePath: path.join(root, 'common/app-redirects.mjs') },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual([
      'import-x/no-nodejs-modules',
    ]);
  });
});
