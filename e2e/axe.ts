import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// The one axe helper of every spec. An axe scan walks the whole page and takes seconds on a busy
// 2-core machine; a test that scanned three pages after a mock-mode boot ran past its timeout on
// a fresh clone. So a test scans one page state: once (`expectNoAxeViolations`), or once in each
// view (`axeTest`'s `scanEveryView`); every scan adds its own time to the test's budget.

const scannedTests = new WeakSet<TestInfo>();

/** Added to the test's timeout for its scan. Scans measured 1.8–24.4 s on a shared 2-core
 * machine at load average ~17 (the design-system gallery the longest): 60 s is 2.5× the worst. */
const AXE_SCAN_TIMEOUT_MS = 60_000;

/** Scans the page as it is now and fails on any axe violation, by rule id and help text. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const info = test.info();
  if (scannedTests.has(info)) {
    throw new Error(
      'One axe scan per test: give each page state its own test, or scan one state in every view with axeTest.',
    );
  }
  scannedTests.add(info);
  await scan(page, info);
}

async function scan(page: Page, info: TestInfo): Promise<void> {
  info.setTimeout(info.timeout + AXE_SCAN_TIMEOUT_MS);
  const started = performance.now();
  // axe's legacy mode runs `axe.run` in the page itself. The default runs `axe.runPartial` in each
  // frame and then `axe.finishRun` in a new blank page, to see into cross-origin iframes: the same
  // results on our pages, at 2.5–3× the time (the blank page is a new renderer per scan; measured
  // on /staking, /design-system and /tools/call-contract, docs/testing.md). Satchel's pages have
  // no iframes; a page that grows one fails here rather than going unscanned inside it.
  expect(
    page.frames().map((frame) => frame.url()),
    'an iframe needs axe’s frame-by-frame mode',
  ).toHaveLength(1);
  // Every rule runs; only the violations are detailed (axe's `resultTypes`), which spares the
  // scan the node details of every pass, the bulk of its work on a large page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  // In the report beside the test's own duration: the figures its timeout is set from.
  info.annotations.push({
    type: 'axe scan',
    description: `${Math.round(performance.now() - started)} ms`,
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * The views every page state is scanned in: each theme once, and between them both layouts (the
 * phone's single column at 390 px, the desktop's at 1280 px). A colour comes from its theme's
 * tokens whatever the width, and the layout from the width whatever the theme, so the two views
 * check every colour pair and every layout at half the scans of all four (docs/testing.md).
 */
export const AXE_VIEWS = [
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 1280 },
] as const;

type AxeView = (typeof AXE_VIEWS)[number];

/** Puts the page in `view`, and waits for the frame that lays it out and for the colour
 * transitions the switch started (buttons ease their background over 120 ms: scanned halfway, a
 * dark button's label failed contrast on a busy machine). */
async function applyView(page: Page, view: AxeView): Promise<void> {
  await page.emulateMedia({ colorScheme: view.colorScheme });
  await page.setViewportSize({ width: view.width, height: 900 });
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    // A transition cancelled by a later style change rejects `finished`: it is over either way.
    await Promise.allSettled(transitions.map((transition) => transition.finished));
  });
}

/** Checks one view's own figures (what fits its width) before its scan. */
type ViewChecks = (view: AxeView) => Promise<void>;

/**
 * A test of one page state in every axe view. The page is put in the first view before the test's
 * body runs, so the body reaches the state as a phone user would; `scanEveryView` then scans it
 * there, and switches to each other view in place (the window resized, the theme switched) to run
 * the view's checks and scan again, each view a step of the test. In place is what a load in that
 * view shows: the app's layout and colours are CSS alone (media queries and `color-scheme`; no
 * script of ours reads the width or the system theme), and one load is half the test's time.
 */
export const axeTest = test.extend<{ scanEveryView: (checks?: ViewChecks) => Promise<void> }>({
  scanEveryView: async ({ page }, use) => {
    const info = test.info();
    scannedTests.add(info);
    const [first] = AXE_VIEWS;
    await applyView(page, first);
    let scanned = false;
    await use(async (checks) => {
      if (scanned) throw new Error('One page state per test: scanEveryView runs once.');
      scanned = true;
      for (const view of AXE_VIEWS) {
        await test.step(`${view.colorScheme} theme at ${String(view.width)} px`, async () => {
          if (view !== first) await applyView(page, view);
          await checks?.(view);
          await scan(page, info);
        });
      }
    });
  },
});
