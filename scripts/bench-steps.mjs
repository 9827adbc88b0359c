// The bench's page steps, in one place: which pages it loads and what proves each one loaded,
// which fields it types into and how it reaches them. The bench (scripts/bench-load-tasks.mjs,
// scripts/bench-typing.mjs, scripts/bench-js-executed.mjs) measures with these steps, and the
// test line runs them once against the production build (e2e/bench-steps.spec.ts), so a
// renamed heading or field fails a test on the change that renamed it, not the next bench.
// Each step throws BenchStepError with what it waited for, rather than timing out in silence.
/** @import { Locator, Page, Response } from '@playwright/test' */

/** A step of the bench that could not be taken: the page failed, or an element is missing. */
export class BenchStepError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'BenchStepError';
  }
}

/**
 * How long a step waits for what it needs, in ms. The argument field, the slowest to show
 * (a lazy chunk, then the contract's interface), takes about 3 s on a 2-core machine busy with
 * other work (load average 10) and 11 s with the CPU also slowed 6×, measured; 30 s is about
 * three times that. BENCH_STEP_TIMEOUT_MS shortens it for the bench's own tests.
 */
const stepTimeoutMs = () => Number(process.env.BENCH_STEP_TIMEOUT_MS ?? 30_000);

/**
 * The pages loaded cold: the staking hub, a data page, and the heaviest tool. `heading` is the
 * page's level-1 heading, which its prerendered HTML paints.
 * @type {ReadonlyArray<{ path: string, heading: string }>}
 */
export const LOAD_PAGES = Object.freeze([
  { path: '/staking', heading: 'Staking' },
  { path: '/portfolio', heading: 'Portfolio' },
  { path: '/tools/call-contract', heading: 'Call a contract' },
]);

/** Mock mode's contract that uses every Clarity type (src/mocks), on mainnet. */
const CONTRACT = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.clarity-types';
const TUPLE = `{a: u${'1234567890'.repeat(3)}, b: "${'typing into an argument field '.repeat(4).trim()}"}`;
const CLARITY = [
  '(define-data-var total uint u0)',
  '(define-public (add (amount uint))',
  '  (begin (var-set total (+ (var-get total) amount)) (ok (var-get total))))',
  '(define-read-only (get-total) (var-get total))',
].join('\n');

/**
 * @typedef {{ id: string, path: string, heading: string, text: string, replace?: boolean,
 *   field: { role: 'textbox', name: string } }} TypingField
 */

/**
 * What the typing bench types where, each page in mock mode (its fixtures answer the contract's
 * interface). `replace`: the field has text already, selected first and typed over.
 * @type {ReadonlyArray<TypingField>}
 */
export const TYPING_FIELDS = Object.freeze([
  {
    id: 'call-contract: contract',
    path: '/tools/call-contract',
    heading: 'Call a contract',
    field: { role: 'textbox', name: 'Contract' },
    text: CONTRACT,
  },
  {
    id: 'call-contract: argument',
    path: `/tools/call-contract?${new URLSearchParams({ contract: CONTRACT, fn: 'echo-tuple' })}`,
    heading: 'Call a contract',
    field: { role: 'textbox', name: 'value' },
    text: TUPLE,
  },
  {
    id: 'deploy-contract: Clarity editor',
    path: '/tools/deploy-contract',
    heading: 'Deploy a contract',
    field: { role: 'textbox', name: 'Clarity code' },
    text: CLARITY,
    replace: true,
  },
]);

/**
 * Fails unless the navigation answered 2xx with a page.
 * @param {string} url
 * @param {Response | null} response
 */
function checkResponse(url, response) {
  if (!response) throw new BenchStepError(`${url}: no response`);
  if (!response.ok()) throw new BenchStepError(`${url}: HTTP ${response.status()}`);
}

/**
 * Waits for `locator` to be visible, or throws a BenchStepError naming it, with where the page
 * was then and what its main landmark showed (accessibility tree), so a failure that happens
 * once in many runs says why.
 * @param {Page} page
 * @param {Locator} locator
 * @param {string} what
 * @param {string} url
 */
async function waitForVisible(page, locator, what, url) {
  try {
    await locator.waitFor({ state: 'visible', timeout: stepTimeoutMs() });
  } catch (error) {
    const shown = await page
      .locator('main')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => '(no main landmark)');
    throw new BenchStepError(
      `${url}: ${what} not shown within ${stepTimeoutMs() / 1000} s (${firstLine(error)}); ` +
        `the page was at ${page.url()}, its main landmark showed:\n${shown.slice(0, 2_000)}`,
    );
  }
}

/** @param {unknown} error */
function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}

/**
 * Loads one of LOAD_PAGES and checks it loaded: a 2xx answer, its heading (in the prerendered
 * HTML), then the header's Install button, which the app renders once hydration is over and it
 * has looked for a wallet (src/features/connect/connect-control.tsx; the bench's browser has
 * none).
 * @param {Page} page
 * @param {string} origin where the app is served
 * @param {{ path: string, heading: string }} entry
 */
export async function openLoadPage(page, origin, entry) {
  const url = `${origin}${entry.path}`;
  checkResponse(url, await page.goto(url));
  await waitForVisible(
    page,
    page.getByRole('heading', { level: 1, name: entry.heading, exact: true }),
    `the heading "${entry.heading}"`,
    url,
  );
  await waitForVisible(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Install', exact: true }),
    "the header's Install button (the page hydrated)",
    url,
  );
}

/**
 * Opens a typing field's page in mock mode and returns the field, ready to type into. Mock mode
 * is turned on before any page script runs, as the header's switch leaves it.
 * @param {Page} page
 * @param {string} origin
 * @param {TypingField} field
 * @returns {Promise<Locator>}
 */
export async function openTypingField(page, origin, field) {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify('populated'));
  });
  const url = `${origin}${field.path}`;
  checkResponse(url, await page.goto(url));
  await waitForVisible(
    page,
    page.getByRole('heading', { level: 1, name: field.heading, exact: true }),
    `the heading "${field.heading}"`,
    url,
  );
  const input = page.getByRole(field.field.role, { name: field.field.name, exact: true });
  await waitForVisible(page, input, `the ${field.field.role} "${field.field.name}"`, url);
  return input;
}

/**
 * Focuses the field (selecting its text when it is replaced) for the keys to come.
 * @param {Page} page
 * @param {Locator} input
 * @param {TypingField} field
 */
export async function focusTypingField(page, input, field) {
  await input.click();
  if (field.replace) await page.keyboard.press('ControlOrMeta+A');
}

/**
 * Fails unless every key typed reached the field: a field that lost focus, or was replaced while
 * the bench typed, would leave the typing figures measuring nothing.
 * @param {Locator} input
 * @param {TypingField} field
 */
export async function checkTyped(input, field) {
  const value = await input.inputValue({ timeout: stepTimeoutMs() });
  if (value !== field.text) {
    throw new BenchStepError(
      `${field.id}: the field holds ${JSON.stringify(value.slice(0, 80))}… after typing, ` +
        `not the ${field.text.length} characters typed`,
    );
  }
}
