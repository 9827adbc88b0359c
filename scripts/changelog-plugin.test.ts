import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changelogPlugin, readChangelog } from './changelog-plugin.ts';

const ENTRY = `---\ntitle: First\ndate: 2026-11-23\nsummary: The first one.\n---\n\nHello.\n`;

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'satchel-changelog-'));
  await fs.mkdir(path.join(root, 'changelog'));
  await fs.writeFile(
    path.join(root, 'main.js'),
    "import { changelogEntries } from 'virtual:satchel-changelog';\n" +
      "export const latest = () => import('virtual:satchel-changelog-latest');\n" +
      'console.log(changelogEntries);\n',
  );
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** A real Vite build of a one-line app with the plugin, kept in memory. */
async function buildWith(entries: Record<string, string>): Promise<Rolldown.RolldownOutput> {
  for (const [file, text] of Object.entries(entries)) {
    await fs.writeFile(path.join(root, 'changelog', file), text);
  }
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      changelogPlugin({ dir: path.join(root, 'changelog'), siteUrl: 'https://satchel.example' }),
    ],
    build: { write: false, lib: false, rolldownOptions: { input: path.join(root, 'main.js') } },
  });
  return output as Rolldown.RolldownOutput;
}

describe('changelogPlugin', () => {
  it('gives the app the entries and writes changelog.xml into the build', async () => {
    const { output } = await buildWith({ '2026-11-23-first.md': ENTRY });
    const feed = output.find((file) => file.fileName === 'changelog.xml');
    expect(feed?.type === 'asset' && String(feed.source)).toContain(
      '<link>https://satchel.example/changelog/first</link>',
    );
    const code = output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
    expect(code).toContain('The first one.');
    // The markdown parser stays at build time: the app receives data, not marked.
    expect(code).not.toMatch(/marked|Lexer/);
  });

  it('fails the build with the file and the problem when an entry is malformed', async () => {
    await expect(
      buildWith({ '2026-11-23-first.md': ENTRY.replace('date: 2026-11-23', 'date: someday') }),
    ).rejects.toThrow('changelog/2026-11-23-first.md: date must be a day written YYYY-MM-DD');
  });
});

describe("the repository's own entries", () => {
  it('all parse, newest first, each with a body', () => {
    const entries = readChangelog(fileURLToPath(new URL('../changelog', import.meta.url)));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    for (const entry of entries) expect(entry.body.length).toBeGreaterThan(0);
  });
});
