import { AXE_VIEWS, axeTest, expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The axe helper's own rules, on a tiny page so the test costs one fast scan.

test('one scan per test: a second is refused, and the scan gets its own time budget', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>One page state</title></head>' +
      '<body><main><h1>One page state</h1></main></body></html>',
  );
  const before = test.info().timeout;
  await expectNoAxeViolations(page);
  expect(test.info().timeout).toBe(before + 60_000);
  await expect(expectNoAxeViolations(page)).rejects.toThrow('One axe scan per test');
});

test('a page with an iframe is refused, not scanned without what is inside it', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>A frame</title></head>' +
      '<body><main><h1>A frame</h1><iframe title="inside" srcdoc="<p>inside</p>"></iframe></main></body></html>',
  );
  expect(page.frames()).toHaveLength(2);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(
    'an iframe needs axe’s frame-by-frame mode',
  );
});

axeTest(
  'every view in place, its checks, then a scan with its own time budget; once per test',
  async ({ page, scanEveryView }) => {
    // The first view is the page's before the body runs.
    expect(page.viewportSize()?.width).toBe(AXE_VIEWS[0].width);
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>One page state</title></head>' +
        '<body><main><h1>One page state</h1></main></body></html>',
    );
    const before = test.info().timeout;
    const checked: string[] = [];
    await scanEveryView(async (view) => {
      const seen = await page.evaluate(() => ({
        width: window.innerWidth,
        dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      }));
      expect(seen).toEqual({ width: view.width, dark: view.colorScheme === 'dark' });
      // Each view's checks run before its scan: one scan's budget added per view already scanned.
      expect(test.info().timeout).toBe(before + checked.length * 60_000);
      checked.push(view.colorScheme);
    });
    expect(checked).toEqual(AXE_VIEWS.map((view) => view.colorScheme));
    expect(test.info().timeout).toBe(before + AXE_VIEWS.length * 60_000);
    await expect(scanEveryView()).rejects.toThrow('scanEveryView runs once');
    await expect(expectNoAxeViolations(page)).rejects.toThrow('One axe scan per test');
  },
);
