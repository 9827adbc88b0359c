import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_FILE, measureExecutedJs } from '../scripts/bench-js-executed.mjs';
import {
  checkTyped,
  focusTypingField,
  LOAD_PAGES,
  openTypingField,
  TYPING_FIELDS,
} from '../scripts/bench-steps.mjs';
import { startServer } from '../server/serve.mjs';
import { expect, test } from './fixtures';

// The bench's own steps (scripts/bench-steps.mjs), run once on every change against the
// production build the bench measures (dist/, which the test line builds): every page it loads
// and every field it types into, so a renamed heading or field fails here rather than in the
// next bench. The pages' loads also check the JavaScript they execute against its budget
// (bench/js-budget.json; docs/performance.md, "JavaScript executed at load").

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const budget = JSON.parse(fs.readFileSync(path.join(root, BUDGET_FILE), 'utf8')) as {
  pages: Record<string, { executedKb: number }>;
};

let origin = '';
let closeServer = () => Promise.resolve();

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'prerendered.json'))) {
    throw new Error('dist/ is not built: npm run build first (the bench measures that build).');
  }
  const server = await startServer({ dir: dist, port: 0, log: () => {} });
  origin = server.url;
  closeServer = server.close;
});

test.afterAll(() => closeServer());

for (const entry of LOAD_PAGES) {
  test(`the bench loads ${entry.path}, whose JavaScript at load stays within its budget`, async ({
    page,
  }) => {
    const figures = await measureExecutedJs(page, origin, entry);
    const allowed = budget.pages[entry.path]?.executedKb;
    const line = `${entry.path}: ${figures.executedKb.toFixed(1)} KB of JavaScript executed at load (budget ${String(allowed)} KB), ${figures.functions} functions, ${figures.scripts} scripts`;
    console.log(line);
    expect(allowed, `${BUDGET_FILE} has a budget for ${entry.path}`).toBeDefined();
    expect(
      figures.executedKb,
      `${line}. Lighter is welcome; heavier on purpose: node scripts/bench-js-executed.mjs --write`,
    ).toBeLessThanOrEqual(allowed ?? 0);
  });
}

for (const field of TYPING_FIELDS) {
  test(`the bench types into ${field.id}`, async ({ page }) => {
    const input = await openTypingField(page, origin, field);
    await focusTypingField(page, input, field);
    await page.keyboard.type(field.text);
    await checkTyped(input, field);
  });
}
