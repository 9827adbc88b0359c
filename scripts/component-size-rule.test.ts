import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eslintForRule, projectRoot as root } from './eslint-rule-probe';

// The rule that keeps components short (eslint.config.js), tried on a real file's path with
// generated contents, so a rule that stopped biting fails here.
const eslint = eslintForRule('max-lines-per-function');

function componentOf(lines: number): string {
  const body = Array.from({ length: lines }, (_, index) => `  const v${index} = ${index};`);
  return `export function Big() {\n${body.join('\n')}\n  return v0;\n}\n`;
}

async function sizeErrors(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines-per-function').length;
}

describe('component size', () => {
  it('refuses a component function over 120 lines', async () => {
    expect(
      await sizeErrors('src/features/tools/send-stx/send-stx-form.tsx', componentOf(125)),
    ).toBe(1);
  });

  it('allows one of 110 lines, and any length in a test', async () => {
    expect(
      await sizeErrors('src/features/tools/send-stx/send-stx-form.tsx', componentOf(110)),
    ).toBe(0);
    expect(
      await sizeErrors('src/features/tools/send-stx/send-stx-form.test.tsx', componentOf(125)),
    ).toBe(0);
  });
});
