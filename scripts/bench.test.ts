import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot as root } from './eslint-rule-probe';

// The bench run end to end (node scripts/bench.mjs) on small stand-in builds: a page that 404s
// or an element a step waits for that never shows must make it exit non-zero, and a build where
// every step succeeds must not. Only the stages that need no tool from outside the repository
// run here; the stand-in pages carry what the bench's steps look for (scripts/bench-steps.mjs).

const run = promisify(execFile);

/** A page as the bench's load step expects it: the heading, and the header's Install button
 * that the real app renders once hydrated. */
const page = (heading: string, { hydrated = true } = {}) =>
  `<!doctype html><title>${heading}</title><header>${hydrated ? '<button>Install</button>' : ''}</header><main><h1>${heading}</h1></main>`;

const PAGES = {
  '/staking': page('Staking'),
  '/portfolio': page('Portfolio'),
  '/tools/call-contract': page('Call a contract'),
};

/** Writes a build the production server accepts, with `pages` (path → HTML) prerendered. */
function standInBuild(dir: string, pages: Record<string, string>) {
  fs.mkdirSync(dir, { recursive: true });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('security-headers.json', '{}');
  write('redirects.json', '[]');
  write('routes.json', JSON.stringify(Object.keys(pages)));
  write('prerendered.json', JSON.stringify({ pages: Object.keys(pages), clientRendered: [] }));
  write('index.html', page('Shell'));
  write('404.html', '<!doctype html><title>Not found</title><h1>Not found</h1>');
  for (const [route, html] of Object.entries(pages)) write(`${route.slice(1)}/index.html`, html);
}

let scratch = '';
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Runs the bench on `dist` with `only` its stages; resolves with its exit code and output. */
async function bench(dist: string, only: string) {
  const out = path.join(dist, 'results.json');
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/bench.mjs', '--no-build', '--quick', '--dist', dist, '--only', only, '--out', out],
      {
        cwd: root,
        // A step that waits for what a stand-in page lacks gives up after 2 s, not 30 (the
        // stand-in pages are static: what they have shows at their load event).
        env: {
          ...process.env,
          BENCH_STEP_TIMEOUT_MS: '2000',
          PERF_MEASURE: '/nonexistent.mjs',
          // The browser tests' headless shell: the same engine at half the CPU of the full
          // browser (docs/decisions/0011-test-browser.md); these runs check exit codes, not times.
          CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        },
      },
    );
    return { code: 0, output: `${stdout}${stderr}`, results: readResults(out) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return {
      code: failed.code,
      output: `${failed.stdout}${failed.stderr}`,
      results: readResults(out),
    };
  }
}

function readResults(file: string) {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {
        figures: { key: string; subject: string; value: number | null }[];
        failures: { stage: string; problem: string }[];
        skipped: string[];
      })
    : undefined;
}

// Two runs of the bench (each starts Chromium: ≈ 5 s alone, more on a busy machine): one on a
// build where everything its steps need is there, one on a build where three steps fail.
describe('the bench', () => {
  it('exits 0 when every step finds what it waits for; a missing outside tool is skipped, named', async () => {
    const dist = path.join(scratch, 'good');
    standInBuild(dist, PAGES);
    const { code, output, results } = await bench(dist, 'first-load,cold-loads,js-executed,routes');
    expect(output).not.toMatch(/failure/);
    expect(code).toBe(0);
    expect(results?.figures.filter((figure) => figure.key === 'jsExecutedKb')).toHaveLength(3);
    expect(output).toMatch(/perf-measure\.mjs is not at \/nonexistent\.mjs.*SKIPPED/);
    expect(results?.skipped).toEqual(['first-load', 'cold-loads']);
  });

  it('exits 1 on a page that 404s, an element that never shows, a field it cannot find', async () => {
    const dist = path.join(scratch, 'broken');
    // /portfolio is no page of this build (404); /tools/call-contract never hydrates; neither
    // tool page has the fields the typing stage types into.
    standInBuild(dist, {
      '/staking': PAGES['/staking'],
      '/tools/call-contract': page('Call a contract', { hydrated: false }),
    });
    const { code, output, results } = await bench(dist, 'js-executed,typing');
    expect(code).toBe(1);
    expect(output).toMatch(/\/portfolio: HTTP 404/);
    expect(output).toMatch(/\/tools\/call-contract: the header's Install button .* not shown/);
    expect(output).toMatch(/typing failed: .*the textbox "Contract" not shown/);
    expect(results?.failures.map((failure) => failure.stage)).toEqual([
      'js-executed',
      'js-executed',
      'typing',
    ]);
    // The page that loaded is still measured.
    expect(results?.figures.map((figure) => figure.subject)).toEqual(['/staking']);
  });
});
