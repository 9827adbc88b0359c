// The flags of every Chromium we drive (the headless shell of Playwright's tests, the full browser
// of the benches): no sandbox or GPU in a container, and none of Chromium's background traffic
// (updates, sync, field trials) on a machine with no internet. One list, imported by
// playwright.config.ts too.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing leaves the machine, and nothing waits on the closed network: every name but this
  // machine's fails to resolve at once. Pages still reach local servers through the browser's
  // own CORS, CSP and preflights (the e2e tests route no request through the test runner).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
