// The JavaScript a page executes while it loads, from V8's precise block coverage (Chromium's
// DevTools protocol, Profiler.startPreciseCoverage with call counts and block detail, through
// Playwright's page.coverage): the characters of our scripts' code that ran at least once, and
// how many of their functions were called, from navigation until the page is loaded and its
// network quiet. Unlike a task's duration it does not depend on the machine's speed or load:
// the same build and page give the same figure, so a budget on it can guard blocking time in
// the test line (e2e/bench-steps.spec.ts, bench/js-budget.json; docs/performance.md).
// https://chromedevtools.github.io/devtools-protocol/tot/Profiler/#method-startPreciseCoverage
// https://playwright.dev/docs/api/class-coverage
/** @import { Page } from '@playwright/test' */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/serve.mjs';
import { launchBenchChromium } from './bench-chromium.mjs';
import { LOAD_PAGES, openLoadPage } from './bench-steps.mjs';

/**
 * @typedef {{ startOffset: number, endOffset: number, count: number }} CoverageRange
 * @typedef {{ functionName: string, isBlockCoverage: boolean, ranges: CoverageRange[] }} CoverageFunction
 * @typedef {{ url: string, source?: string, functions: CoverageFunction[] }} CoverageEntry
 * @typedef {{ executedKb: number, functions: number, scripts: number }} ExecutedJs
 */

/**
 * The characters of a script that ran: each character counts by the innermost range around it
 * (a function's range, or a block inside it with its own count), as V8 nests them.
 * @param {CoverageFunction[]} functions one script's coverage
 * @returns {number}
 */
export function executedCharacters(functions) {
  // Outer ranges before the ranges they contain; equal ranges keep V8's order (the function's
  // own range first, its blocks after).
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .map((range, order) => ({ ...range, order }))
    .sort(
      (a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset || a.order - b.order,
    );
  /** @type {CoverageRange[]} */
  const open = [];
  let position = 0;
  let executed = 0;
  /** Counts the characters from `position` up to `end` by the innermost open range. */
  const advance = (/** @type {number} */ end) => {
    if (end <= position) return;
    const innermost = open.at(-1);
    if (innermost && innermost.count > 0) executed += end - position;
    position = end;
  };
  for (const range of ranges) {
    for (let last = open.at(-1); last && last.endOffset <= range.startOffset; last = open.at(-1)) {
      advance(last.endOffset);
      open.pop();
    }
    advance(range.startOffset);
    open.push(range);
  }
  for (let last = open.at(-1); last; last = open.at(-1)) {
    advance(last.endOffset);
    open.pop();
  }
  return executed;
}

/**
 * Sums the coverage of the scripts served by `origin` (the app's own; none other loads).
 * @param {CoverageEntry[]} entries
 * @param {string} origin
 * @returns {ExecutedJs}
 */
export function summarizeCoverage(entries, origin) {
  const own = entries.filter((entry) => entry.url.startsWith(`${origin}/`));
  const characters = own.reduce((sum, entry) => sum + executedCharacters(entry.functions), 0);
  const called = own.reduce(
    (sum, entry) => sum + entry.functions.filter((fn) => (fn.ranges[0]?.count ?? 0) > 0).length,
    0,
  );
  return { executedKb: characters / 1024, functions: called, scripts: own.length };
}

/**
 * Loads one of the bench's pages (bench-steps.mjs) with coverage on, and returns what ran by
 * the time it is loaded and the network has been quiet for 500 ms.
 * @param {Page} page a fresh page (Chromium)
 * @param {string} origin
 * @param {{ path: string, heading: string }} entry
 * @returns {Promise<ExecutedJs>}
 */
export async function measureExecutedJs(page, origin, entry) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await openLoadPage(page, origin, entry);
  await page.waitForLoadState('networkidle');
  return summarizeCoverage(await page.coverage.stopJSCoverage(), origin);
}

/** The budget file: per page, the most JavaScript its load may execute (kilo-characters). */
export const BUDGET_FILE = 'bench/js-budget.json';
/** The margin a new budget leaves above the figures it is made from. */
export const BUDGET_MARGIN = 0.03;

/**
 * A budget from measured figures: each page's figure plus the margin, rounded up to 0.1.
 * @param {Record<string, ExecutedJs>} measured
 */
export function budgetFrom(measured) {
  return Object.fromEntries(
    Object.entries(measured).map(([page, { executedKb }]) => [
      page,
      { executedKb: Math.ceil(executedKb * (1 + BUDGET_MARGIN) * 10) / 10 },
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node scripts/bench-js-executed.mjs [distDir] [--runs N] [--write]: prints each page's figures
  // (every run, to show how far they agree) and the budget the largest make; --write saves it to
  // BUDGET_FILE. npm run build first: the budget is the production build's.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 1 : Number(args[runsAt + 1]);
  const distArg = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--runs');
  const server = await startServer({
    dir: path.resolve(root, distArg ?? 'dist'),
    port: 0,
    log: () => {},
  });
  const browser = await launchBenchChromium();
  /** @type {Record<string, ExecutedJs>} */
  const measured = {};
  try {
    for (const entry of LOAD_PAGES) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const figures = await measureExecutedJs(await context.newPage(), server.url, entry);
        await context.close();
        console.log(
          `${entry.path}: ${figures.executedKb.toFixed(1)} K characters executed, ` +
            `${figures.functions} functions called, ${figures.scripts} scripts`,
        );
        // The budget is made from the largest of the runs.
        const before = measured[entry.path];
        if (!before || figures.executedKb > before.executedKb) measured[entry.path] = figures;
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const budget = { margin: BUDGET_MARGIN, pages: budgetFrom(measured) };
  console.log(JSON.stringify(budget, null, 2));
  if (args.includes('--write')) {
    fs.writeFileSync(path.join(root, BUDGET_FILE), `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`Wrote ${BUDGET_FILE}`);
  }
}
