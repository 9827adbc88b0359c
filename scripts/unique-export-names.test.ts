import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One name, one meaning: a type, interface, const, function or class name is exported by one
// module of src/ only. Two modules exporting `ContractCallRequest` with different types (or the
// same dust limit twice) let an import pick the wrong one silently, and the next change lands in
// one copy only. A name that means something else gets a name that says so; the same thing gets
// one home that everyone imports.

/** Names several modules may export, each for the files where that is the convention. */
const ALLOWED: Readonly<Record<string, (file: string) => boolean>> = {
  // React Router's lazy routes read a route module's `Component` export by that name: every
  // page's thin route file exports one (src/app/routes/).
  Component: (file) => file.startsWith('src/app/routes/'),
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;
const NOT_A_MODULE = /(\.test\.tsx?|\.test-d\.ts|\.d\.ts)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !NOT_A_MODULE.test(entry.name) ? [file] : [];
  });
}

function isExported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some(
      (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
    ) &&
    !(ts.getModifiers(statement) ?? []).some(
      (modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword,
    )
  );
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** The names a module exports itself: declarations and `export { local }`. Re-exports from
 * another module (`export { x } from './y'`) add no meaning of their own and are not counted. */
function exportedNames(fileName: string, text: string): Set<string> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier || !statement.exportClause) continue;
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          for (const name of bindingNames(declaration.name)) names.add(name);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

/** Each name exported by more than one module (and not allowed there), with its modules. */
function duplicateExportNames(
  modules: readonly { file: string; text: string }[],
  allowed: Readonly<Record<string, (file: string) => boolean>> = ALLOWED,
): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const { file, text } of modules) {
    for (const name of exportedNames(file, text)) {
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
  }
  return Object.fromEntries(
    [...byName]
      .filter(([name, files]) => {
        const isAllowed = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
        return files.length > 1 && !(isAllowed && files.every(isAllowed));
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('exported names in src/', () => {
  it('each name is exported by one module only', () => {
    const modules = sourceFiles('src').map((file) => ({
      file,
      text: fs.readFileSync(path.join(root, file), 'utf8'),
    }));
    expect(modules.length).toBeGreaterThan(100);
    expect(duplicateExportNames(modules)).toEqual({});
  });
});

describe('the check itself', () => {
  it('finds a name exported twice, whatever kind of declaration each is', () => {
    expect(
      duplicateExportNames([
        { file: 'src/a.ts', text: "export interface Request { mode: 'deny' }" },
        { file: 'src/b.ts', text: "export type Request = { mode: 'deny' | 'allow' };" },
        { file: 'src/c.ts', text: 'export const DUST = 546n; export function split() {}' },
        { file: 'src/d.ts', text: 'const DUST = 546n; export { DUST };' },
        { file: 'src/e.ts', text: 'export const [split] = [() => {}]; export class Request {}' },
      ]),
    ).toEqual({
      DUST: ['src/c.ts', 'src/d.ts'],
      Request: ['src/a.ts', 'src/b.ts', 'src/e.ts'],
      split: ['src/c.ts', 'src/e.ts'],
    });
  });

  it('ignores what is not a second meaning: re-exports, defaults, names used in one module', () => {
    expect(
      duplicateExportNames([
        { file: 'src/a.ts', text: 'export const one = 1; export type One = 1;' },
        { file: 'src/b.ts', text: "export { one } from './a'; export default function one() {}" },
        { file: 'src/c.ts', text: 'const one = 1; function One() {}' },
      ]),
    ).toEqual({});
  });

  it('allows a listed name only where it is the convention', () => {
    const route = (file: string) => ({ file, text: 'export function Component() {}' });
    expect(
      duplicateExportNames([route('src/app/routes/a-route.tsx'), route('src/app/routes/b.tsx')]),
    ).toEqual({});
    expect(
      duplicateExportNames([route('src/app/routes/a-route.tsx'), route('src/features/x.tsx')]),
    ).toEqual({ Component: ['src/app/routes/a-route.tsx', 'src/features/x.tsx'] });
  });
});
