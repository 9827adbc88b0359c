#!/usr/bin/env node
// Runs npm scripts in parallel lanes, each lane's scripts one after another:
//   node scripts/lanes.mjs lint knip,format:check,typecheck,test:unit build,build:e2e,test:node
// The test line is CPU-bound: what counts is that no core idles. ESLint, knip, Prettier and tsc
// are each single-threaded, and a Vitest run uses both cores, so three lanes keep a 2-core
// machine busy to the end, where two left one core idle while the longer lane finished
// (docs/testing.md has the times). A script's output is printed whole when it ends, under its
// name, so lanes never interleave. Every lane runs to its
// end or its first failure; the exit code is 1 if any script failed.
import { spawn } from 'node:child_process';

/** @param {string} script @returns {Promise<{ok: boolean, output: string, seconds: number}>} */
function runScript(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    const finish = (/** @type {boolean} */ ok) =>
      resolve({
        ok,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((performance.now() - started) / 1000),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** @param {string[]} scripts @returns {Promise<boolean>} */
async function runLane(scripts) {
  for (const script of scripts) {
    const { ok, output, seconds } = await runScript(script);
    process.stdout.write(
      `\n── ${script}: ${ok ? 'passed' : 'FAILED'} in ${String(seconds)} s ──\n${output}`,
    );
    if (!ok) return false;
  }
  return true;
}

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/lanes.mjs script[,script…] [script[,script…] …]');
  process.exit(2);
}
const results = await Promise.all(lanes.map(runLane));
process.exitCode = results.every(Boolean) ? 0 : 1;
