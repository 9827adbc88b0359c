#!/usr/bin/env node
// Benchmark (a report, not a test). Builds the app (unless --no-build), then:
//  1. first-load JavaScript (KB gzip, files) of every prerendered page, from the list the build
//     writes (dist/prerendered.json), with ../shared/tools/perf-measure.mjs build-stats;
//  2. /staking, /portfolio and /tools/call-contract loaded cold in Chromium, served by our own
//     server (server/serve.mjs: its CSP and headers) behind perf-measure's HTTP/2 + gzip proxy,
//     unthrottled and on Fast 3G + 4× CPU: medians of requests, TBT, LCP, CLS and JS heap, and
//     the longest task at load (scripts/bench-load-tasks.mjs);
//  3. typing with the CPU 4× slower (scripts/bench-typing.mjs);
//  4. whether every router page is prerendered.
// Prints each figure against its target (scripts/bench-report.mjs) and writes bench/results.json,
// with bench/devnet-results.json (node devnet/bench.mjs) merged in when it exists.
// Exits 0 whatever the figures (noise must not fail CI) unless --strict.
// Usage: node scripts/bench.mjs [--runs 5] [--no-build] [--quick] [--strict]
// See docs/performance.md.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from '../server/serve.mjs';
import { measureLoadTasks } from './bench-load-tasks.mjs';
import {
  describePages,
  formatLoadTable,
  formatTable,
  judge,
  median,
  routesWithoutPrerender,
} from './bench-report.mjs';
import { measureTyping } from './bench-typing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const perfTool = path.resolve(root, process.env.PERF_MEASURE ?? '../shared/tools/perf-measure.mjs');
/** The pages loaded in Chromium: the staking hub, a data page, and the heaviest tool. */
const MEASURED_PATHS = ['/staking', '/portfolio', '/tools/call-contract'];
const PROFILES = ['none', 'fast3g-cpu4'];
const THROTTLED = 'fast3g-cpu4';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runsIndex = args.indexOf('--runs');
// --quick is for CI: one run each, enough to see a regression, not to split hairs.
const runs = runsIndex === -1 ? (quick ? 1 : 5) : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
// Typing is slow to measure (about 20 s a field) and steadier than a cold load: at most 3 runs.
const typingRuns = Math.min(runs, 3);

if (!fs.existsSync(perfTool)) {
  console.error(`perf-measure.mjs not found at ${perfTool} (set PERF_MEASURE).`);
  process.exit(1);
}

const execFileAsync = promisify(execFile);
// Asynchronous on purpose: the server under measurement runs in this process.
const perfMeasure = async (toolArgs) =>
  JSON.parse(
    (
      await execFileAsync(process.execPath, [perfTool, ...toolArgs], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout,
  );
const readDistJson = (file) => JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));

if (!args.includes('--no-build')) {
  console.log('Building…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
if (!fs.existsSync(path.join(dist, 'prerendered.json'))) {
  console.error('dist/ has no prerendered.json: build first (npm run build) or drop --no-build.');
  process.exit(1);
}
const prerendered = readDistJson('prerendered.json');

/** @type {import('./bench-report.mjs').Figure[]} */
const figures = [];
const details = { firstLoad: {}, load: {}, loadLongestTaskMs: {}, typing: [] };

// 1. First load of every prerendered page. build-stats gzips the whole build each time (about
// 10 s here), and the first-load set follows only from the page's script tags and preloads, so
// the pages whose HTML names the same scripts share one measurement.
console.log(`First-load JavaScript of ${prerendered.pages.length} prerendered pages…`);
/** @type {Map<string, Promise<{ jsGzip: number, jsFiles: number, cssGzip: number }>>} */
const firstLoadByScripts = new Map();
for (const page of prerendered.pages) {
  const html = path.posix.join(page.slice(1), 'index.html');
  const scripts = scriptReferences(fs.readFileSync(path.join(dist, html), 'utf8'));
  if (!firstLoadByScripts.has(scripts)) {
    firstLoadByScripts.set(
      scripts,
      perfMeasure(['build-stats', dist, '--html', html]).then((stats) => stats.firstLoad),
    );
  }
  const firstLoad = await firstLoadByScripts.get(scripts);
  details.firstLoad[page] = {
    jsKbGzip: firstLoad.jsGzip / 1024,
    jsFiles: firstLoad.jsFiles,
    cssKbGzip: firstLoad.cssGzip / 1024,
  };
}
// One line per distinct figure: twenty equal lines would hide the one that differs.
for (const key of /** @type {const} */ (['jsKbGzip', 'jsFiles'])) {
  /** @type {Map<number, string[]>} */
  const pagesByValue = new Map();
  for (const [page, firstLoad] of Object.entries(details.firstLoad)) {
    pagesByValue.set(firstLoad[key], [...(pagesByValue.get(firstLoad[key]) ?? []), page]);
  }
  for (const [value, pages] of pagesByValue) {
    const subject = describePages(pages, prerendered.pages.length);
    figures.push(
      judge(key === 'jsKbGzip' ? 'firstLoadJsKbGzip' : 'firstLoadJsFiles', subject, value),
    );
  }
}

// 2. Cold loads behind HTTP/2 + gzip, as the targets' figures were taken.
const server = await startServer({ dir: dist, port: 0, log: () => {} });
const proxyPort = await freePort();
const proxy = spawn(
  process.execPath,
  [
    perfTool,
    'serve',
    '--proxy',
    server.url,
    '--h2',
    '--encoding',
    'gzip',
    '--port',
    String(proxyPort),
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
try {
  const origin = await proxyOrigin(proxy);
  for (const page of MEASURED_PATHS) {
    console.log(`Loading ${page} (${runs} run(s) × ${PROFILES.join(', ')})…`);
    const measured = await perfMeasure([
      'measure',
      `${origin}${page}`,
      '--runs',
      String(runs),
      '--profiles',
      PROFILES.join(','),
    ]);
    details.load[page] = Object.fromEntries(
      PROFILES.map((profile) => [profile, measured.profiles?.[profile]?.median ?? null]),
    );
    const throttled = details.load[page][THROTTLED] ?? {};
    figures.push(judge('requestsAtLoad', page, throttled.requestsAtLoad));
    figures.push(judge('tbtThrottledMs', page, throttled.tbt));
    figures.push(judge('lcpThrottledMs', page, throttled.lcp));
    figures.push(judge('clsThrottled', page, throttled.cls));
  }
  console.log('Longest task at load, Fast 3G + 4× CPU…');
  const longest = await measureLoadTasks(origin, MEASURED_PATHS, runs);
  for (const page of MEASURED_PATHS) {
    details.loadLongestTaskMs[page] = median(longest[page] ?? []);
    figures.push(judge('longestLoadTaskMs', page, details.loadLongestTaskMs[page]));
  }

  // 3. Typing, on our server directly: the network plays no part.
  console.log(`Typing, 4× CPU (${typingRuns} run(s) per field)…`);
  details.typing = await measureTyping(server.url, typingRuns);
  for (const field of [...new Set(details.typing.map((run) => run.field))]) {
    const own = details.typing.filter((run) => run.field === field);
    figures.push(judge('typingWorstTaskMs', field, median(own.map((run) => run.worstTaskMs))));
    figures.push(judge('typingTasksOver50', field, median(own.map((run) => run.tasksOver50))));
  }
} finally {
  proxy.kill();
  await server.close();
}

// 4. Every router page prerendered, or client-rendered for a stated reason (scripts/build.mjs).
const missing = routesWithoutPrerender({
  patterns: readDistJson('routes.json'),
  redirectsFrom: readDistJson('redirects.json').map((redirect) => redirect.from),
  prerendered: prerendered.pages,
  clientRendered: prerendered.clientRendered,
});
figures.push(judge('routesNotPrerendered', missing.join(', ') || 'all', missing.length));

console.log(`\nMedians of ${runs} run(s) per page and profile:\n${formatLoadTable(details.load)}`);
console.log(`\n${formatTable(figures)}`);
console.log(
  `Medians of ${runs} run(s); client-rendered on purpose: ${prerendered.clientRendered.join(', ')}.`,
);

const devnetFile = path.join(root, 'bench', 'devnet-results.json');
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  commit: gitCommit(),
  runs,
  quick,
  figures,
  details,
  devnet: readDevnetResults(),
};
fs.mkdirSync(path.dirname(devnetFile), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results.json');
if (args.includes('--strict') && figures.some((figure) => figure.pass === false)) {
  process.exitCode = 1;
}

/** What decides a page's first-load JavaScript: the scripts and preloads its HTML names. */
function scriptReferences(html) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /<script\b/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
    .sort()
    .join(' ');
}

/** node devnet/bench.mjs's figures (`{ devnet: {...} }`), when it has been run; else null. */
function readDevnetResults() {
  if (!fs.existsSync(devnetFile)) return null;
  const written = JSON.parse(fs.readFileSync(devnetFile, 'utf8'));
  console.log(`Merged the devnet figures of ${path.relative(root, devnetFile)}.`);
  return written.devnet ?? written;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** A port nobody listens on now, for the proxy (perf-measure's `serve` takes no port 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The proxy's origin, once it says it is serving (or its failure, if it exits first). */
function proxyOrigin(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const origin = /at (https?:\/\/[^/\s]+)\//.exec(output)?.[1];
      if (origin) resolve(origin);
    });
    child.once('exit', (code) => reject(new Error(`perf-measure serve exited (${code})`)));
  });
}
