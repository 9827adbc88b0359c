import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository's documents must stand on their own in a fresh clone: every relative link
// resolves to a file in the repository, and the architecture page links nothing outside it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The documents git tracks: not reports a test run leaves behind (playwright-report/ …), and not
// the release notes in changelog/, whose links are the app's own paths (/staking), which the
// build keeps as links inside the app (src/features/changelog/build).
const documents = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((name) => name && !name.startsWith('changelog/'))
  .map((name) => {
    const file = path.join(root, name);
    return { name, file, text: fs.readFileSync(file, 'utf8') };
  });

const linkTargets = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');

describe('repository documents', () => {
  it('finds the documents', () => {
    expect(documents.map((document) => document.name)).toContain('docs/architecture.md');
  });

  it.each(documents.map((document) => [document.name, document] as const))(
    '%s: every relative link resolves inside the repository',
    (_name, { file, text }) => {
      for (const target of linkTargets(text)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const resolved = path.resolve(path.dirname(file), target.split('#')[0] ?? '');
        expect(resolved.startsWith(root + path.sep), target).toBe(true);
        expect(fs.existsSync(resolved), target).toBe(true);
      }
    },
  );

  it.each(documents.map((document) => [document.name, document.text] as const))(
    '%s: names no file outside the repository',
    (_name, text) => {
      expect(text).not.toMatch(/\.\.\/shared\b/);
    },
  );

  it('docs/architecture.md links nothing outside the repository', () => {
    const architecture = documents.find((document) => document.name === 'docs/architecture.md');
    expect(
      linkTargets(architecture?.text ?? '').filter((target) => /^[a-z]+:/i.test(target)),
    ).toEqual([]);
  });
});
