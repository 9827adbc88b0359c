import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eslintForRule, projectRoot as root } from './eslint-rule-probe';

// The e2e rule that keeps the test runner out of local traffic (eslint.config.js): while any
// route is set, Playwright answers every CORS preflight itself, so a route may name only an
// external https URL. Tried on a real e2e file's path (the rule applies to e2e/) with other
// contents, so a rule that stopped biting fails here.
const eslint = eslintForRule('no-restricted-syntax');

async function routeErrors(line: string): Promise<number> {
  const code = `import type { Page } from '@playwright/test';\nexport async function probe(page: Page) {\n  ${line}\n}\n`;
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'e2e/local-servers.ts'),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('e2e routes', () => {
  it.each([
    "await page.route('http://127.0.0.1:3999/**', (route) => route.continue());",
    "await page.context().route('**/*', (route) => route.fallback());",
    'await page.route(/\\/assets\\/x\\.js$/, (route) => route.continue());',
    'await page.route(() => true, (route) => route.continue());',
    "await page.routeFromHAR('e2e/x.har');",
  ])('refuse %s', async (line) => {
    expect(await routeErrors(line)).toBe(1);
  });

  it('allow an external https URL, written out', async () => {
    expect(
      await routeErrors("await page.route('https://api.leather.io/**', (route) => route.abort());"),
    ).toBe(0);
  });
});
