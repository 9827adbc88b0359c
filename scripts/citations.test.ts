import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every citation in the repository must be one a reader of a fresh clone can follow: a file in
// docs/, a primary source (a stacks-core path, a SIP, published API docs), or the reason itself.
// Never a fact sheet or brief that lives outside the repository, nor a tracker's issue number,
// which says nothing to a reader. And every docs/…#anchor cited must name a heading that exists.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TEXT = /\.(tsx?|mjs|cjs|js|css|md|json|html|ya?ml|toml|sh|clar)$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((name) => name && TEXT.test(name))
  // Third-party sources kept byte for byte (devnet/vendor/README.md).
  .filter((name) => !name.startsWith('devnet/vendor/') && name !== 'package-lock.json')
  .filter((name) => fs.existsSync(path.join(root, name)))
  .map((name) => ({ name, text: fs.readFileSync(path.join(root, name), 'utf8') }));

/** Citations a reader cannot follow, each with what it looks like. */
const UNFOLLOWABLE: readonly (readonly [string, RegExp])[] = [
  ['the pox-5 fact sheet', /(?<![\w-])pox-5\.md/],
  ['the specification file', /(?<![\w.-])spec\.md\b|\bspec(?:'s)?\s?§/i],
  ['the product brief', /(?<![\w-])product\.md/],
  // A document of the shared folder beside the repository (scripts/bench.mjs still runs a tool
  // from there by default, PERF_MEASURE; that is a dependency, not a citation).
  ['a document of the shared folder', /(?:\.\.\/)+shared\/[\w.-]+\.md|\/work\/shared\b/],
  ['a section sign of a document outside the repository', /(?<!RFC \d+ )§\s?\d/],
  ['an issue number', /\bissues? #?\d+/i],
];

function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors GitHub gives a markdown file's headings (a repeated heading gets -1, -2, …). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every `docs/….md#anchor` a file names, and in markdown every relative `](….md#anchor)` link. */
function citedAnchors(
  name: string,
  text: string,
): { target: string; file: string; anchor: string }[] {
  const found = [...text.matchAll(/(?<![\w/.-])(docs\/[\w/.-]+?\.md)#([\w-]+)/g)].map((match) => ({
    target: match[0],
    file: path.join(root, match[1] ?? ''),
    anchor: match[2] ?? '',
  }));
  if (name.endsWith('.md')) {
    for (const match of text.matchAll(/\]\((?!https?:)([^)\s#]*)#([\w-]+)\)/g)) {
      const file = match[1]
        ? path.resolve(path.dirname(path.join(root, name)), match[1])
        : path.join(root, name);
      if (file.endsWith('.md')) found.push({ target: match[0], file, anchor: match[2] ?? '' });
    }
  }
  return found;
}

describe('citations', () => {
  it('reads the tracked sources, tests and documents', () => {
    expect(tracked.map((file) => file.name)).toContain('docs/staking-pox-5.md');
    expect(tracked.length).toBeGreaterThan(500);
  });

  it('finds an unfollowable citation when there is one', () => {
    // Assembled, so this file does not cite what it forbids.
    const sample = ['see', ['pox-5', 'md'].join('.'), ['§', '4, and'].join(''), 'issue', '12'].join(
      ' ',
    );
    expect(UNFOLLOWABLE.filter(([, pattern]) => pattern.test(sample)).length).toBe(3);
    expect(anchorsOf(path.join(root, 'docs/staking-pox-5.md'))).toContain('prepare-phase');
  });

  it('cites nothing a reader of the repository cannot follow', () => {
    const offences = tracked.flatMap(({ name, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          UNFOLLOWABLE.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${name}:${index + 1}: ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(offences).toEqual([]);
  });

  it('holds no merge conflict left unresolved', () => {
    // A conflict inside a comment still compiles and runs; only a reader notices it.
    const markers = tracked.flatMap(({ name, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          /^(?:<{7}|>{7}) /.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(markers).toEqual([]);
  });

  it('cites only docs anchors that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const missing = tracked.flatMap(({ name, text }) =>
      citedAnchors(name, text)
        .filter(({ file, anchor }) => {
          if (!fs.existsSync(file)) return true;
          if (!anchors.has(file)) anchors.set(file, anchorsOf(file));
          return !anchors.get(file)?.has(anchor);
        })
        .map(({ target }) => `${name}: ${target}`),
    );
    expect(missing).toEqual([]);
  });
});
