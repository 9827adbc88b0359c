import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on `root` (the whole document by default, so portalled popovers count) and
 * fails with the rule ids and elements it flags. jsdom has no layout: colour contrast is left
 * to the Playwright checks, and "region" (content outside landmarks) to page-level tests.
 * Call it with real timers: axe schedules its own work.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
