#!/usr/bin/env node
// Benchmark. Builds the app (unless --no-build), then:
//  1. first-load JavaScript (KB gzip, files) of every prerendered page, from the list the build
//     writes (dist/prerendered.json), with ../shared/tools/perf-measure.mjs build-stats;
//  2. /staking, /portfolio and /tools/call-contract loaded cold in Chromium, served by our own
//     server (server/serve.mjs: its CSP and headers) behind perf-measure's HTTP/2 + gzip proxy,
//     unthrottled and on Fast 3G + 4× CPU: medians of requests, TBT, LCP, CLS and JS heap, and
//     the longest task at load (scripts/bench-load-tasks.mjs);
//  3. the JavaScript those pages execute while loading, against its budget
//     (scripts/bench-js-executed.mjs, bench/js-budget.json);
//  4. typing with the CPU 4× slower (scripts/bench-typing.mjs);
//  5. whether every router page is prerendered.
// The pages, and what proves each loaded, are scripts/bench-steps.mjs's, which the test line
// also runs (e2e/bench-steps.spec.ts).
// Prints each figure against its target (scripts/bench-report.mjs) and writes bench/results.json,
// with bench/devnet-results.json (node devnet/bench.mjs) merged in when it exists.
// Exit code: 1 when a stage fails (a crash, a page that does not load, an element a step waits
// for that never shows) or a figure is missing; figures that miss their targets are a report
// (noise must not fail CI) unless --strict. Without perf-measure.mjs, stages 1 and 2 are
// skipped with a notice: the tool is not part of this repository (docs/performance.md).
// Usage: node scripts/bench.mjs [--runs 5] [--no-build] [--quick] [--strict] [--dist dir]
//   [--only stage,…] (stages: first-load, cold-loads, js-executed, typing, routes)
// See docs/performance.md.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from '../server/serve.mjs';
import { BUDGET_FILE, measureExecutedJs } from './bench-js-executed.mjs';
import { launchBenchChromium } from './bench-chromium.mjs';
import { measureLoadTasks } from './bench-load-tasks.mjs';
import {
  describePages,
  formatLoadTable,
  formatTable,
  judge,
  median,
  routesWithoutPrerender,
} from './bench-report.mjs';
import { LOAD_PAGES } from './bench-steps.mjs';
import { measureTyping } from './bench-typing.mjs';
/** @import { AppRedirect } from '#common/app-redirects.mjs' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const perfTool = path.resolve(root, process.env.PERF_MEASURE ?? '../shared/tools/perf-measure.mjs');
const STAGES = ['first-load', 'cold-loads', 'js-executed', 'typing', 'routes'];
const PROFILES = ['none', 'fast3g-cpu4'];
const THROTTLED = 'fast3g-cpu4';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const dist = path.resolve(root, option('--dist') ?? 'dist');
const only = option('--only')?.split(',') ?? STAGES;
const unknownStages = only.filter((stage) => !STAGES.includes(stage));
if (unknownStages.length > 0) {
  console.error(`--only takes stages among ${STAGES.join(', ')}; not ${unknownStages.join(', ')}.`);
  process.exit(2);
}
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

/** Stages that could not run for want of a tool outside the repository: named, not failed. */
/** @type {string[]} */
const skipped = [];
const perfToolFound = fs.existsSync(perfTool);
if (!perfToolFound) {
  const external = ['first-load', 'cold-loads'].filter((stage) => only.includes(stage));
  skipped.push(...external);
  if (external.length > 0) {
    console.warn(
      `\n!! perf-measure.mjs is not at ${perfTool} (set PERF_MEASURE): the first-load and ` +
        'cold-load figures (TBT, LCP, CLS, requests, longest task at load) are SKIPPED. ' +
        'It is a tool outside this repository; every other stage runs.\n',
    );
  }
}
/** What went wrong: a stage that threw, a page that failed, a figure that came out missing. */
/** @type {Array<{ stage: string, problem: string }>} */
const failures = [];
/**
 * Runs one stage if it was asked for and can run; a throw is recorded as its failure and the
 * next stages still run, so one broken page does not hide the others' figures.
 * @param {string} stage
 * @param {() => Promise<void> | void} run
 */
const runStage = async (stage, run) => {
  if (!only.includes(stage) || skipped.includes(stage)) return;
  try {
    await run();
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    failures.push({ stage, problem });
    console.error(`✗ ${stage} failed: ${problem}`);
  }
};

const execFileAsync = promisify(execFile);
// Asynchronous on purpose: the server under measurement runs in this process.
/**
 * @param {string[]} toolArgs
 * @returns {Promise<unknown>} what the tool printed, as JSON
 */
const perfMeasure = async (toolArgs) => {
  const { stdout } = await execFileAsync(process.execPath, [perfTool, ...toolArgs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  /** @type {unknown} */
  const printed = JSON.parse(stdout);
  return printed;
};
/** @returns {unknown} */
const readDistJson = (/** @type {string} */ file) =>
  JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8'));

if (!args.includes('--no-build')) {
  console.log('Building…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
if (!fs.existsSync(path.join(dist, 'prerendered.json'))) {
  console.error(`${dist} has no prerendered.json: build first (npm run build) or drop --no-build.`);
  process.exit(1);
}
const prerendered = /** @type {{ pages: string[], clientRendered: string[] }} */ (
  readDistJson('prerendered.json')
);

/** @type {import('./bench-report.mjs').Figure[]} */
const figures = [];
/** @typedef {Record<string, number>} Medians perf-measure's medians of one page and profile */
/**
 * @type {{ firstLoad: Record<string, { jsKbGzip: number, jsFiles: number, cssKbGzip: number }>,
 *   load: Record<string, Record<string, Medians | null>>,
 *   loadLongestTaskMs: Record<string, number | null>,
 *   jsExecuted: Record<string, import('./bench-js-executed.mjs').ExecutedJs>,
 *   typing: import('./bench-typing.mjs').TypingRun[] }}
 */
const details = { firstLoad: {}, load: {}, loadLongestTaskMs: {}, jsExecuted: {}, typing: [] };

const server = await startServer({ dir: dist, port: 0, log: () => {} });
try {
  // 1. First load of every prerendered page. build-stats gzips the whole build each time (about
  // 10 s here), and the first-load set follows only from the page's script tags and preloads,
  // so the pages whose HTML names the same scripts share one measurement.
  await runStage('first-load', async () => {
    console.log(`First-load JavaScript of ${prerendered.pages.length} prerendered pages…`);
    await measureFirstLoads();
  });
  // 2. Cold loads behind HTTP/2 + gzip, as the targets' figures were taken.
  await runStage('cold-loads', () => measureColdLoads(server.url));
  // 3. What the same pages execute, on our server directly: the figure does not depend on the
  // network, and this stage needs no tool from outside the repository.
  await runStage('js-executed', () => measureJsExecuted(server.url));
  // 4. Typing, on our server directly: the network plays no part.
  await runStage('typing', async () => {
    console.log(`Typing, 4× CPU (${typingRuns} run(s) per field)…`);
    details.typing = await measureTyping(server.url, typingRuns);
    for (const field of [...new Set(details.typing.map((run) => run.field))]) {
      const own = details.typing.filter((run) => run.field === field);
      figures.push(judge('typingWorstTaskMs', field, median(own.map((run) => run.worstTaskMs))));
      figures.push(judge('typingTasksOver50', field, median(own.map((run) => run.tasksOver50))));
    }
  });
} finally {
  await server.close();
}

// 5. Every router page prerendered, or client-rendered for a stated reason (scripts/build.mjs).
await runStage('routes', () => {
  const missing = routesWithoutPrerender({
    patterns: /** @type {string[]} */ (readDistJson('routes.json')),
    redirectsFrom: /** @type {AppRedirect[]} */ (readDistJson('redirects.json')).map(
      (redirect) => redirect.from,
    ),
    prerendered: prerendered.pages,
    clientRendered: prerendered.clientRendered,
  });
  figures.push(judge('routesNotPrerendered', missing.join(', ') || 'all', missing.length));
});

// A figure that came out empty is a failure too: the table would otherwise show n/a and pass.
for (const figure of figures.filter((each) => each.value === null)) {
  failures.push({
    stage: figure.key,
    problem: `no figure for ${figure.what} on ${figure.subject}`,
  });
}

if (Object.keys(details.load).length > 0) {
  console.log(
    `\nMedians of ${runs} run(s) per page and profile:\n${formatLoadTable(details.load)}`,
  );
}
console.log(`\n${formatTable(figures)}`);
console.log(
  `Medians of ${runs} run(s); client-rendered on purpose: ${prerendered.clientRendered.join(', ')}.`,
);
if (skipped.length > 0) console.log(`Skipped (perf-measure.mjs not found): ${skipped.join(', ')}.`);
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} failure(s): the bench could not measure everything.`);
  for (const { stage, problem } of failures) console.error(`  ${stage}: ${problem}`);
}

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
  skipped,
  failures,
};
const resultsFile = path.resolve(root, option('--out') ?? 'bench/results.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, resultsFile)}`);
if (
  failures.length > 0 ||
  (args.includes('--strict') && figures.some((figure) => figure.pass === false))
) {
  process.exitCode = 1;
}

/** Stage 1: every prerendered page's first-load JavaScript, with perf-measure's build-stats. */
async function measureFirstLoads() {
  /** @type {Map<string, Promise<{ jsGzip: number, jsFiles: number, cssGzip: number }>>} */
  const firstLoadByScripts = new Map();
  for (const page of prerendered.pages) {
    const html = path.posix.join(page.slice(1), 'index.html');
    const scripts = scriptReferences(fs.readFileSync(path.join(dist, html), 'utf8'));
    let measuring = firstLoadByScripts.get(scripts);
    if (!measuring) {
      measuring = perfMeasure(['build-stats', dist, '--html', html]).then(
        (stats) =>
          /** @type {{ firstLoad: { jsGzip: number, jsFiles: number, cssGzip: number } }} */ (stats)
            .firstLoad,
      );
      firstLoadByScripts.set(scripts, measuring);
    }
    const firstLoad = await measuring;
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
}

/**
 * Stage 2: each page cold through perf-measure's HTTP/2 proxy in front of our server, then its
 * longest task at load through the same proxy. A page, script or file that failed to load
 * (perf-measure's `failedLocal`) or an error the page threw fails the stage.
 * @param {string} serverUrl
 */
async function measureColdLoads(serverUrl) {
  const proxyPort = await freePort();
  const proxy = spawn(
    process.execPath,
    [
      perfTool,
      'serve',
      '--proxy',
      serverUrl,
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
    for (const { path: page } of LOAD_PAGES) {
      console.log(`Loading ${page} (${runs} run(s) × ${PROFILES.join(', ')})…`);
      const measured =
        /** @type {{ profiles?: Record<string, { median?: Medians, failedLocal?: string[],
         *   pageErrors?: string[] }> }} */ (
          await perfMeasure([
            'measure',
            `${origin}${page}`,
            '--runs',
            String(runs),
            '--profiles',
            PROFILES.join(','),
          ])
        );
      const problems = PROFILES.flatMap((profile) => [
        ...(measured.profiles?.[profile]?.failedLocal ?? []),
        ...(measured.profiles?.[profile]?.pageErrors ?? []),
      ]);
      if (problems.length > 0) {
        failures.push({ stage: 'cold-loads', problem: `${page}: ${problems.join('; ')}` });
      }
      const medians = Object.fromEntries(
        PROFILES.map((profile) => [profile, measured.profiles?.[profile]?.median ?? null]),
      );
      details.load[page] = medians;
      /** @type {Partial<Medians>} */
      const throttled = medians[THROTTLED] ?? {};
      figures.push(judge('requestsAtLoad', page, throttled.requestsAtLoad));
      figures.push(judge('tbtThrottledMs', page, throttled.tbt));
      figures.push(judge('lcpThrottledMs', page, throttled.lcp));
      figures.push(judge('clsThrottled', page, throttled.cls));
    }
    console.log('Longest task at load, Fast 3G + 4× CPU…');
    const longest = await measureLoadTasks(origin, LOAD_PAGES, runs);
    for (const { path: page } of LOAD_PAGES) {
      details.loadLongestTaskMs[page] = median(longest[page] ?? []);
      figures.push(judge('longestLoadTaskMs', page, details.loadLongestTaskMs[page]));
    }
  } finally {
    proxy.kill();
  }
}

/**
 * Stage 3: the JavaScript each page executes while it loads, against bench/js-budget.json. The
 * figure is the same run after run, so one run is enough.
 * @param {string} serverUrl
 */
async function measureJsExecuted(serverUrl) {
  console.log('JavaScript executed at load…');
  /** @type {unknown} */
  const parsed = JSON.parse(fs.readFileSync(path.join(root, BUDGET_FILE), 'utf8'));
  const budget = /** @type {{ pages: Record<string, { executedKb: number }> }} */ (parsed);
  const browser = await launchBenchChromium();
  try {
    for (const entry of LOAD_PAGES) {
      const context = await browser.newContext();
      try {
        details.jsExecuted[entry.path] = await measureExecutedJs(
          await context.newPage(),
          serverUrl,
          entry,
        );
      } catch (error) {
        // This page's failure; the other pages are still measured.
        failures.push({
          stage: 'js-executed',
          problem: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await context.close();
      }
      const measured = details.jsExecuted[entry.path];
      if (measured) {
        const budgetKb = budget.pages[entry.path]?.executedKb;
        if (budgetKb === undefined)
          throw new Error(`${BUDGET_FILE} has no budget for ${entry.path}`);
        figures.push(judge('jsExecutedKb', entry.path, measured.executedKb, budgetKb));
      }
    }
  } finally {
    await browser.close();
  }
}

/**
 * What decides a page's first-load JavaScript: the scripts and preloads its HTML names.
 * @param {string} html
 */
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
  /** @type {unknown} */
  const parsed = JSON.parse(fs.readFileSync(devnetFile, 'utf8'));
  const written = /** @type {{ devnet?: unknown }} */ (parsed);
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

/**
 * A port nobody listens on now, for the proxy (perf-measure's `serve` takes no port 0).
 * @returns {Promise<number>}
 */
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

/**
 * The proxy's origin, once it says it is serving (or its failure, if it exits first).
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} child
 * @returns {Promise<string>}
 */
function proxyOrigin(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const origin = /at (https?:\/\/[^/\s]+)\//.exec(output)?.[1];
      if (origin) resolve(origin);
    });
    child.once('exit', (code) => reject(new Error(`perf-measure serve exited (${code})`)));
  });
}
