import type { Page } from '@playwright/test';

/** What scrolls sideways inside the page's main content (a scrolling box with more than it
 * shows), as `TAG.class` — a table too wide for a phone, say. Empty when everything fits. */
export function elementsScrollingSideways(page: Page): Promise<string[]> {
  return page.locator('main *').evaluateAll((elements) =>
    elements
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`),
  );
}
