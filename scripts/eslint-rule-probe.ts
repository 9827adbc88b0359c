import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// For tests that prove one rule of eslint.config.js still bites: the project's own config, with
// only that rule run and no type information (the rules under test read syntax and import paths;
// loading the TypeScript project for type-aware rules cost 8–12 s per linter on a busy two-core
// machine, the bulk of those tests' time).

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A linter of the project's config that reports `ruleId` alone. */
export function eslintForRule(ruleId: string): ESLint {
  return new ESLint({
    cwd: projectRoot,
    ruleFilter: ({ ruleId: id }) => id === ruleId,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
  });
}
