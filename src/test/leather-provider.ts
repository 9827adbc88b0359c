import { vi } from 'vitest';

/** How the stand-in wallet answers a request. */
type WalletAnswer = (method: string, params?: unknown) => Promise<unknown>;

/**
 * Installs a stand-in Leather (`window.LeatherProvider`) whose `request` answers with `answer`;
 * with `lists`, its getInfo lists those methods (what the app reads before offering one) and
 * `answer` gets the rest. Returns the mock, to read what was asked; the test file removes the
 * provider after each test.
 */
export function installLeather(
  answer: WalletAnswer,
  { lists }: { lists?: readonly string[] } = {},
) {
  const request = vi.fn<WalletAnswer>((method, params) =>
    lists !== undefined && method === 'getInfo'
      ? Promise.resolve({
          jsonrpc: '2.0',
          id: '1',
          result: { version: '1.0.0', platform: 'extension', supportedMethods: lists },
        })
      : answer(method, params),
  );
  window.LeatherProvider = { request };
  return request;
}
