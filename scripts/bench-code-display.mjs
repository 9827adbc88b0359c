#!/usr/bin/env node
// Benchmark (not a test) for the code display: in Chromium, on the built gallery,
// time from clicking "Show … source" to the first text on screen and to full colour, and the
// main thread's long tasks (> 50 ms) in between. Needs a build: `vite build --outDir <dir>`.
// Usage: node scripts/bench-code-display.mjs [distDir] (default dist)
/* global document, requestAnimationFrame -- these run inside the page (page.evaluate). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../server/serve.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [
  { label: '100 KB', button: 'Show 100 KB source', name: 'sample-100kb.clar' },
  { label: '1 MB', button: 'Show 1 MB source', name: 'sample-1024kb.clar' },
];

const server = await startServer({ dir: dist, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const size of SIZES) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/design-system`);
      await page.getByRole('button', { name: size.button }).waitFor();
      // Let the gallery's own small code samples finish first.
      await page.waitForFunction(
        () => document.querySelectorAll('figure[data-highlight="colored"]').length >= 2,
      );
      samples.push(
        await page.evaluate(async ({ button, name }) => {
          const longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longTasks.push(entry);
          }).observe({ type: 'longtask' });
          const untilFrame = (test) =>
            new Promise((resolve) => {
              const check = () =>
                test() ? resolve(performance.now()) : requestAnimationFrame(check);
              check();
            });
          const target = [...document.querySelectorAll('button')].find(
            (node) => node.textContent === button,
          );
          const start = performance.now();
          target.click();
          const region = () => document.querySelector(`[aria-label="${name}"]`);
          const firstText = await untilFrame(() => region()?.querySelector('code > span'));
          const colored = await untilFrame(
            () => region()?.closest('figure')?.getAttribute('data-highlight') === 'colored',
          );
          const during = longTasks.filter((task) => task.startTime >= start - 1);
          return {
            firstText: firstText - start,
            colored: colored - start,
            longTasks: during.length,
            longestTask: Math.max(0, ...during.map((task) => task.duration)),
            tasks: during.map(
              (task) => `${Math.round(task.startTime - start)}+${Math.round(task.duration)}`,
            ),
          };
        }, size),
      );
      await page.close();
    }
    const result = {
      size: size.label,
      runs,
      firstTextMs: Math.round(median(samples.map((s) => s.firstText))),
      fullColourMs: Math.round(median(samples.map((s) => s.colored))),
      longTasks: median(samples.map((s) => s.longTasks)),
      longestTaskMs: Math.round(median(samples.map((s) => s.longestTask))),
      longTaskStartsAndDurations: samples.map((s) => s.tasks.join(' ')),
    };
    console.log(JSON.stringify(result));
  }
} finally {
  await browser.close();
  await server.close();
}
