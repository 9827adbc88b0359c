import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The axe helper's own rules (issue 11), on a tiny page so the test costs one fast scan.

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
