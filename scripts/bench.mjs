#!/usr/bin/env node
// Benchmark (not a test): builds the app, then prints the first page's JavaScript and CSS in KB
// gzip and its paint timings in Chromium, measured with ../shared/tools/perf-measure.mjs the
// same way the reference apps are measured. Budget: first-load JavaScript ≤ 150 KB gzip.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const perfTool = path.resolve(root, process.env.PERF_MEASURE ?? '../shared/tools/perf-measure.mjs');
const runs = process.env.BENCH_RUNS ?? '5';
const pagePath = process.env.BENCH_PATH ?? '/staking';
const FIRST_LOAD_JS_BUDGET_KB = 150;

if (!fs.existsSync(perfTool)) {
  console.error(`perf-measure.mjs not found at ${perfTool} (set PERF_MEASURE).`);
  process.exit(1);
}

const execFileAsync = promisify(execFile);
// Asynchronous on purpose: the server under measurement runs in this process.
const run = async (args) =>
  (
    await execFileAsync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;

console.log('Building…');
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const stats = JSON.parse(await run([perfTool, 'build-stats', 'dist']));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const firstLoadJsKb = stats.firstLoad.jsGzip / 1024;

const server = await startServer({ dir: path.join(root, 'dist'), port: 0 });
let measured;
try {
  measured = JSON.parse(
    await run([
      perfTool,
      'measure',
      `${server.url}${pagePath}`,
      '--runs',
      runs,
      '--profiles',
      'none,fast3g-cpu4',
    ]),
  );
} finally {
  await server.close();
}

const median = (profile, metric) => {
  const value = measured.profiles?.[profile]?.median?.[metric];
  return value === undefined ? 'n/a' : `${Math.round(value)} ms`;
};

console.log(`\nFirst load (${pagePath})`);
console.log(
  `  JavaScript: ${kb(stats.firstLoad.jsGzip)} KB gzip (${stats.firstLoad.jsFiles} files) — budget ${FIRST_LOAD_JS_BUDGET_KB} KB`,
);
console.log(
  `  CSS:        ${kb(stats.firstLoad.cssGzip)} KB gzip (${stats.firstLoad.cssFiles} files)`,
);
console.log(
  `  All JS in the build: ${kb(stats.totals.js.gzip)} KB gzip in ${stats.totals.js.files} files`,
);
for (const profile of ['none', 'fast3g-cpu4']) {
  console.log(
    `  ${profile.padEnd(12)} FCP ${median(profile, 'fcp')}, LCP ${median(profile, 'lcp')}, TBT ${median(profile, 'tbt')} (median of ${runs})`,
  );
}
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench-results', 'latest.json'),
  JSON.stringify({ stats, measured }, null, 2),
);
if (firstLoadJsKb > FIRST_LOAD_JS_BUDGET_KB) {
  console.error(`\nOver budget: first-load JavaScript is ${firstLoadJsKb.toFixed(1)} KB gzip.`);
  process.exitCode = 1;
}
