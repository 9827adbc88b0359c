import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** How the stand-in wallet answers one method: a result, or a JSON-RPC error. */
export type StandInAnswer = { result: unknown } | { error: { code: number; message: string } };

export interface StandInWalletOptions {
  answers: Record<string, StandInAnswer | StandInAnswer[]>;
  /** Inject the provider this long after the page starts, as a slow extension does. */
  injectAfterMs?: number;
  /** Where the provider goes on `window` (default `LeatherProvider`), e.g.
   * `XverseProviders.BitcoinProvider`; calls then record this path as `wallet`. */
  path?: string;
  /** Resolve with the error response instead of rejecting (Xverse, through sats-connect). */
  resolveErrors?: boolean;
  /** Also register the provider through WBIP004 `window.wbip_providers`. */
  register?: { name: string; icon?: string; methods?: string[] };
}

declare global {
  interface Window {
    __walletCalls?: { method: string; params: unknown; wallet?: string }[];
  }
}

/**
 * Injects `window.LeatherProvider` before any page script runs. Like Leather, it resolves with
 * the whole JSON-RPC response and rejects with the whole error response. An array of answers
 * is used in turn (the last one repeats).
 */
export async function installStandInWallet(page: Page, options: StandInWalletOptions) {
  await page.addInitScript((opts: StandInWalletOptions) => {
    // Several stand-ins (one per wallet family) share one log.
    const calls = (window.__walletCalls ??= []);
    const provider = {
      request(method: string, params: unknown) {
        calls.push(opts.path ? { method, params, wallet: opts.path } : { method, params });
        const configured = opts.answers[method];
        const answers = Array.isArray(configured) ? configured : configured ? [configured] : [];
        const answer =
          answers[
            Math.min(
              calls.filter((c) => c.method === method && c.wallet === opts.path).length - 1,
              answers.length - 1,
            )
          ];
        const id = crypto.randomUUID();
        if (!answer)
          return Promise.reject({
            jsonrpc: '2.0',
            id,
            error: { code: -32601, message: 'Method not found' },
          });
        if ('error' in answer) {
          const response = { jsonrpc: '2.0', id, error: answer.error };
          return opts.resolveErrors ? Promise.resolve(response) : Promise.reject(response);
        }
        return Promise.resolve({ jsonrpc: '2.0', id, result: answer.result });
      },
    };
    const inject = () => {
      const parts = (opts.path ?? 'LeatherProvider').split('.');
      const last = parts.pop() ?? 'LeatherProvider';
      let target = window as unknown as Record<string, Record<string, unknown>>;
      for (const part of parts) target = (target[part] ??= {}) as typeof target;
      (target as Record<string, unknown>)[last] = provider;
      if (opts.register) {
        const registry = ((window as { wbip_providers?: unknown[] }).wbip_providers ??= []);
        registry.push({ id: opts.path ?? 'LeatherProvider', ...opts.register });
      }
    };
    if (opts.injectAfterMs) setTimeout(inject, opts.injectAfterMs);
    else inject();
  }, options);
}

/** The toasts showing now (the Notifications region's items). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

export async function walletCalls(page: Page) {
  return page.evaluate(() => window.__walletCalls ?? []);
}

interface Fixtures {
  /** Content-Security-Policy violations and uncaught errors seen by the page. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  // Every test fails on a CSP violation, a hydration mismatch or an uncaught page error.
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Chromium logs blocked resources, but not a blocked eval that the page catches (zod's
      // `new Function` probe): the page's own violation events see every kind, so they are
      // logged here where the console listener below collects them.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`,
          );
        });
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /Content Security Policy|Hydration/i.test(message.text())
        ) {
          problems.push(`console: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});
