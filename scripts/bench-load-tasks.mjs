// The longest main-thread task while a page loads (none over 100 ms), which
// perf-measure.mjs sums into TBT but does not report one by one: each page loaded cold in a fresh
// context, Fast 3G + 4× CPU as perf-measure's `fast3g-cpu4`, until the network has been quiet.
import {
  launchBenchChromium,
  readLongTasks,
  recordLongTasks,
  throttle,
} from './bench-chromium.mjs';
import { openLoadPage } from './bench-steps.mjs';

/**
 * @param {string} origin where the app is served (the bench's HTTP/2 proxy)
 * @param {ReadonlyArray<{ path: string, heading: string }>} pages bench-steps.mjs's LOAD_PAGES
 * @param {number} runs
 * @returns {Promise<Record<string, number[]>>} per path, each run's longest task in ms (0: none)
 */
export async function measureLoadTasks(origin, pages, runs) {
  const browser = await launchBenchChromium();
  /** @type {Record<string, number[]>} */
  const longest = {};
  try {
    for (const entry of pages) {
      const runsOfPage = (longest[entry.path] = /** @type {number[]} */ ([]));
      for (let run = 0; run < runs; run++) {
        // The proxy's certificate is a throw-away self-signed one.
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        await recordLongTasks(context);
        const page = await context.newPage();
        await throttle(page, { network: true });
        await openLoadPage(page, origin, entry);
        await page.waitForLoadState('networkidle');
        const tasks = await readLongTasks(page);
        runsOfPage.push(Math.max(0, ...tasks.map((task) => task.duration)));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return longest;
}
