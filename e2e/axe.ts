import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// The one axe helper of every spec. An axe scan walks the whole page and takes seconds on a busy
// 2-core machine; a test that scanned three pages after a mock-mode boot ran past its timeout on
// a fresh clone (issue 11). So each test scans one page state, and this helper refuses a second.

const scannedTests = new WeakSet<TestInfo>();

/** Added to the test's timeout for its scan. Scans measured 1.8–24.4 s on a shared 2-core
 * machine at load average ~17 (the design-system gallery the longest): 60 s is 2.5× the worst. */
const AXE_SCAN_TIMEOUT_MS = 60_000;

/** Scans the page as it is now and fails on any axe violation, by rule id and help text. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const info = test.info();
  if (scannedTests.has(info)) {
    throw new Error('One axe scan per test: give each page state its own test (issue 11).');
  }
  scannedTests.add(info);
  info.setTimeout(info.timeout + AXE_SCAN_TIMEOUT_MS);
  const started = performance.now();
  // Every rule runs; only the violations are detailed (axe's `resultTypes`), which spares the
  // scan the node details of every pass, the bulk of its work on a large page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  // In the report beside the test's own duration: the figures its timeout is set from.
  info.annotations.push({
    type: 'axe scan',
    description: `${Math.round(performance.now() - started)} ms`,
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * The views every page is scanned in: each theme once, and between them both layouts (the phone's
 * single column at 390 px, the desktop's at 1280 px). A colour comes from its theme's tokens
 * whatever the width, and the layout from the width whatever the theme, so the two views check
 * every colour pair and every layout at half the scans of all four (docs/testing.md).
 */
const AXE_VIEWS = [
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 1280 },
] as const;

/** Declares `declare`'s tests once per axe view, each in a describe set to its theme and width. */
export function forEachAxeView(
  declare: (view: { colorScheme: 'light' | 'dark'; width: number }) => void,
): void {
  for (const view of AXE_VIEWS) {
    test.describe(`${view.colorScheme} theme at ${String(view.width)} px`, () => {
      test.use({ colorScheme: view.colorScheme, viewport: { width: view.width, height: 900 } });
      declare(view);
    });
  }
}
