// Debian's Chromium flags for every browser we drive (Playwright's tests and the benches): no
// sandbox or GPU in a container, and no background traffic on a machine with no internet
// (shared/recipes.md, "Browser tests"). One list, imported by playwright.config.ts too.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
