// What the first page evaluates before any lazy chunk: the entry's static import graph. zod is not
// in it (docs/decisions/0014-first-load-without-zod.md): the env is parsed by the build, the first
// page's stored choices by `storedChoice`, and whatever parses with zod comes with a lazy chunk.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports and re-exports that bring code (`import type` and `import()` do not). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('#common/')) base = path.join(root, 'common', specifier.slice(8));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts'].map((suffix) => base + suffix).find(isSourceFile);
}

function isSourceFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile() && /\.(tsx?|mjs)$/.test(file);
}

/** Every package the graph from `entry` imports statically, with the module that imports it. */
function packagesImportedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const resolved = resolveModule(file, specifier);
      if (resolved) queue.push(resolved);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        packages.set(specifier, path.relative(root, file));
      }
    }
  }
  return packages;
}

describe("the first page's static imports", () => {
  it('bring no zod', () => {
    const packages = packagesImportedFrom(path.join(root, 'src/main.tsx'));
    // The walk itself works: the framework is found.
    expect(packages.has('react-dom/client')).toBe(true);
    const zod = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod).toEqual([]);
  });
});
