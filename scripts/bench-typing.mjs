// Typing bench: with the CPU 4× slower, types about 200 characters into the Call a
// contract form (the contract id, then a tuple argument) and into Deploy a contract's Clarity
// editor, one key at a time at a quick typist's pace, and records every long task (> 50 ms) from a
// PerformanceObserver installed before any page script. Each task is charged to the keystroke
// before it, so the figures are the worst task after any keystroke and how many went over 50 ms.
// The pages run in mock mode (its fixtures answer the contract's interface), as e2e/mock-mode-page.ts
// opens them. Usage on its own: node scripts/bench-typing.mjs [distDir] (default dist).
/* global window, document, requestAnimationFrame -- these run inside the page (page.evaluate). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/serve.mjs';
import {
  launchBenchChromium,
  readLongTasks,
  recordLongTasks,
  throttle,
} from './bench-chromium.mjs';
import { checkTyped, focusTypingField, openTypingField, TYPING_FIELDS } from './bench-steps.mjs';

/** Half the gap between two keys (Playwright waits it between key down and up, then again). */
const KEY_DELAY_MS = 50;

/**
 * @typedef {{ field: string, characters: number, worstTaskMs: number, tasksOver50: number,
 *   keystrokesWithLongTask: number }} TypingRun
 */

/**
 * @param {string} origin where the app is served
 * @param {number} runs
 * @returns {Promise<TypingRun[]>} one entry per field and run
 */
export async function measureTyping(origin, runs) {
  const browser = await launchBenchChromium();
  /** @type {TypingRun[]} */
  const results = [];
  try {
    for (const field of TYPING_FIELDS) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await recordLongTasks(context);
        // Each keystroke's time, in the page's clock, to charge the tasks after it.
        await context.addInitScript(() => {
          /** @type {number[]} */
          const keys = [];
          Object.defineProperty(window, '__benchKeys', { value: keys });
          document.addEventListener('keydown', (event) => keys.push(event.timeStamp), true);
        });
        const page = await context.newPage();
        const input = await openTypingField(page, origin, field);
        await focusTypingField(page, input, field);
        // Throttled only now: the figure is typing's, not loading's.
        const cdp = await throttle(page, { network: false });
        await page.keyboard.type(field.text, { delay: KEY_DELAY_MS });
        // Two frames: what the last key started has run.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await checkTyped(input, field);
        const keys = await page.evaluate(() => [
          .../** @type {typeof window & { __benchKeys: number[] }} */ (window).__benchKeys,
        ]);
        const tasks = (await readLongTasks(page)).filter((task) => task.start >= (keys[0] ?? 0));
        results.push({
          field: field.id,
          characters: field.text.length,
          ...chargeToKeystrokes(keys, tasks),
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The worst task after any keystroke (0 when none was long) and how many long tasks there were.
 * @param {number[]} keys keydown times
 * @param {Array<{ start: number, duration: number }>} tasks long tasks from the first keydown on
 */
function chargeToKeystrokes(keys, tasks) {
  const worstPerKey = keys.map((at, index) => {
    const next = keys[index + 1] ?? Infinity;
    const own = tasks.filter((task) => task.start >= at && task.start < next);
    return Math.max(0, ...own.map((task) => task.duration));
  });
  return {
    worstTaskMs: Math.max(0, ...worstPerKey),
    tasksOver50: tasks.filter((task) => task.duration > 50).length,
    keystrokesWithLongTask: worstPerKey.filter((worst) => worst > 0).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const server = await startServer({ dir: path.resolve(root, process.argv[2] ?? 'dist'), port: 0 });
  try {
    console.log(JSON.stringify(await measureTyping(server.url, 1), null, 2));
  } finally {
    await server.close();
  }
}
