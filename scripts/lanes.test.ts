import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/lanes.mjs runs the test line's checks and builds two at a time: a failing script must
// fail the line, and each script's output must come out whole under its name.
const lanes = fileURLToPath(new URL('./lanes.mjs', import.meta.url));
const project = mkdtempSync(path.join(tmpdir(), 'satchel-lanes-'));
writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify({
    scripts: {
      first: 'node -e "console.log(1); console.log(2)"',
      second: 'node -e "console.log(3)"',
      broken: 'node -e "console.error(\'it broke\'); process.exit(3)"',
      never: 'node -e "console.log(\'ran after a failure\')"',
    },
  }),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

async function run(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)('node', [lanes, ...args], { cwd: project });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('lanes', () => {
  it('runs every lane and prints each script whole under its name', async () => {
    const { code, stdout } = await run('first', 'second');
    expect(code).toBe(0);
    expect(stdout).toMatch(/── first: passed in \d+ s ──\n1\n2\n/);
    expect(stdout).toMatch(/── second: passed in \d+ s ──\n3\n/);
  });

  it('fails when a script fails, and stops that lane there while the others finish', async () => {
    const { code, stdout } = await run('broken,never', 'first');
    expect(code).toBe(1);
    expect(stdout).toMatch(/── broken: FAILED in \d+ s ──\nit broke\n/);
    expect(stdout).not.toContain('ran after a failure');
    expect(stdout).toContain('── first: passed');
  });

  it('refuses an empty lane', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('first', '')).code).toBe(2);
  });
});
