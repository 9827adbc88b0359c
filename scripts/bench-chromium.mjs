// Chromium for the bench's own browser measurements (typing, tasks at load): Debian's binary with
// the project's flags (scripts/chromium-args.mjs), and the throttling perf-measure.mjs applies
// for its `fast3g-cpu4` profile, through the same CDP calls.
/* global window -- recordLongTasks and readLongTasks run inside the page. */
/** @typedef {{ start: number, duration: number }} LongTask */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

/** Starts Chromium; the caller closes it. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS, // every other host fails at once, as perf-measure.mjs's `--block dns`
  });
}

/**
 * Slows a page as perf-measure.mjs's profiles do: CPU 4× always, and DevTools' "Fast 3G" preset
 * (562.5 ms latency with DevTools' request-level correction, 1.6 Mbps down, 750 kbps up, × 0.9)
 * when `network` is true.
 * @param {import('@playwright/test').Page} page
 * @param {{ network: boolean }} options
 */
export async function throttle(page, { network }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6e6 * 0.9) / 8,
      uploadThroughput: (750e3 * 0.9) / 8,
      connectionType: 'cellular3g',
    });
  }
  return cdp;
}

/**
 * Records every long task of the page from before its first script (a PerformanceObserver
 * installed by addInitScript) into `window.__benchLongTasks` as `{ start, duration }`.
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function recordLongTasks(context) {
  await context.addInitScript(() => {
    /** @type {LongTask[]} */
    const tasks = [];
    Object.defineProperty(window, '__benchLongTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * The long tasks recorded so far.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<LongTask[]>}
 */
export function readLongTasks(page) {
  return page.evaluate(() => {
    const recorded = /** @type {typeof window & { __benchLongTasks?: LongTask[] }} */ (window);
    return [...(recorded.__benchLongTasks ?? [])];
  });
}
