import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eslintForRule, projectRoot as root } from './eslint-rule-probe';

// The rule that keeps number formatting in one module (eslint.config.js): tried on real files'
// paths with other contents, so a rule that stopped biting fails here.
const eslint = eslintForRule('no-restricted-properties');

async function formatErrors(file: string, line: string): Promise<number> {
  const [result] = await eslint.lintText(`${line}\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length;
}

describe('number formatting', () => {
  it.each([
    [
      'src/features/staking/hub/format-figures.ts',
      "export const text = (5).toLocaleString('en-US');",
    ],
    ['src/design-system/code-view.tsx', 'export const text = 12n.toLocaleString();'],
    ['src/lib/token-amount.ts', "export const format = new Intl.NumberFormat('en-US');"],
    [
      'src/features/portfolio/prices/fiat-money.test.ts',
      "export const format = Intl.NumberFormat('en', { style: 'percent' });",
    ],
  ])('%s may not: %s', async (file, line) => {
    expect(await formatErrors(file, line)).toBe(1);
  });

  it('the formatting module may', async () => {
    expect(
      await formatErrors(
        'src/lib/format-number.ts',
        "export const format = new Intl.NumberFormat('en-US'); export const text = (5).toLocaleString('en-US');",
      ),
    ).toBe(0);
  });
});
