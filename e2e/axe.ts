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
  const results = await new AxeBuilder({ page }).analyze();
  // In the report beside the test's own duration: the figures its timeout is set from.
  info.annotations.push({
    type: 'axe scan',
    description: `${Math.round(performance.now() - started)} ms`,
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
