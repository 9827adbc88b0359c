import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { parseEnv } from '../src/config/env-schema';
import { MAINNET_STX_ADDRESS, MAINNET_STX_ADDRESS_2 } from '../src/mocks/fixtures/wallet-addresses';
import { FIXTURE_CONTRACT, FIXTURE_UINT_1_HEX } from '../src/mocks/fixtures/wallet-responses';
import { expect, test } from './fixtures';
import { startPageServer } from './local-servers';

// The app's build does not ship the mock provider yet, so bundle the real module (and the real
// wallet client) with Vite's library mode and run it in Chromium: the event protocol is tested
// where it will run, with real CustomEvents, crypto.randomUUID and stacks.js.

// The bundle's shape as these tests use it (the e2e tsconfig does not compile src/).
interface Provider {
  request(method: string, params?: unknown): Promise<unknown>;
}
interface PendingRequest {
  id: string;
  method: string;
}
interface MockWallet {
  pending: () => PendingRequest[];
  approve: (id: string, result?: unknown) => void;
  setFailure: (failure: string | null) => void;
}
type WalletMethod = object;
interface Bundle {
  MOCK_WALLET_REQUEST_EVENT: string;
  MOCK_WALLET_RESPONSE_EVENT: string;
  createMockWallet: (options: { mode: 'manual' }) => MockWallet;
  createMockWalletProvider: () => Provider;
  installMockWallet: (options?: { results?: Record<string, unknown> }) => { wallet: MockWallet };
  requestWallet: (method: WalletMethod, params: unknown) => Promise<unknown>;
  getAddresses: WalletMethod;
  stxTransferStx: WalletMethod;
  stxCallContract: WalletMethod;
}
declare global {
  interface Window {
    SatchelMockWallet: Bundle;
  }
}

let script = '';

test.beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    // The app's modules read the env their build writes in (vite.config.ts); here, every default.
    define: { __SATCHEL_ENV__: JSON.stringify(parseEnv({})) },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: fileURLToPath(new URL('../src/mocks/mock-wallet-e2e-entry.ts', import.meta.url)),
        name: 'SatchelMockWallet',
        formats: ['iife'],
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the library build produced no script');
  script = chunk.code;
});

// crypto.randomUUID needs a secure context, which about:blank is not; 127.0.0.1 is. The page is
// served by a server of the test's own, so it carries none of the app's CSP and nothing else
// runs on it.
let pageServer: Awaited<ReturnType<typeof startPageServer>>;
test.beforeAll(async () => {
  pageServer = await startPageServer(
    '<!doctype html><html lang="en"><title>mock wallet</title></html>',
  );
});
test.afterAll(async () => {
  await pageServer.close();
});

test.beforeEach(async ({ page }) => {
  await page.goto(`${pageServer.origin}/mock-wallet.html`);
  await page.addScriptTag({ content: script });
});

test('a request travels as an event and its answer comes back under the same id', async ({
  page,
}) => {
  const exchange = await page.evaluate(async () => {
    const { installMockWallet, MOCK_WALLET_REQUEST_EVENT, MOCK_WALLET_RESPONSE_EVENT } =
      window.SatchelMockWallet;
    const events: { kind: string; detail: unknown }[] = [];
    window.addEventListener(MOCK_WALLET_REQUEST_EVENT, (event) => {
      events.push({ kind: 'request', detail: (event as CustomEvent).detail });
    });
    window.addEventListener(MOCK_WALLET_RESPONSE_EVENT, (event) => {
      events.push({ kind: 'response', detail: (event as CustomEvent).detail });
    });
    installMockWallet();
    const provider = (window as unknown as { LeatherProvider: Provider }).LeatherProvider;
    const answer = await provider.request('getAddresses', { network: 'mainnet' });
    return { events, answer };
  });
  const [request, response] = exchange.events;
  expect(request).toMatchObject({
    kind: 'request',
    detail: { jsonrpc: '2.0', method: 'getAddresses', params: { network: 'mainnet' } },
  });
  const id = (request?.detail as { id: string }).id;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response).toMatchObject({ kind: 'response', detail: { jsonrpc: '2.0', id } });
  expect(exchange.answer).toEqual(response?.detail);
});

test('answers given out of order reach the right callers', async ({ page }) => {
  const results = await page.evaluate(async () => {
    const { createMockWallet, createMockWalletProvider } = window.SatchelMockWallet;
    const wallet = createMockWallet({ mode: 'manual' });
    const provider = createMockWalletProvider();
    const first = provider.request('open', { mode: 'popup' });
    // Not getInfo: the mock answers that at once, as extensions do.
    const second = provider.request('stx_signMessage', { message: 'hi' });
    const [a, b] = wallet.pending();
    wallet.approve(b?.id ?? '', { signature: '2', publicKey: 'mobile' });
    wallet.approve(a?.id ?? '', { success: true });
    return Promise.all([first, second]);
  });
  expect(results[0]).toMatchObject({ result: { success: true } });
  expect(results[1]).toMatchObject({ result: { signature: '2', publicKey: 'mobile' } });
});

test('failure switches become the typed errors a real wallet produces', async ({ page }) => {
  const outcomes = await page.evaluate(async () => {
    const { installMockWallet, requestWallet, getAddresses } = window.SatchelMockWallet;
    const { wallet } = installMockWallet();
    const describe = async () => {
      try {
        const result = (await requestWallet(getAddresses, undefined)) as {
          addresses: { symbol: string }[];
        };
        return { symbols: result.addresses.map((entry) => entry.symbol) };
      } catch (error) {
        const { name, message, code } = error as { name: string; message: string; code?: number };
        return { name, message, code };
      }
    };
    const seen: Record<string, unknown> = {};
    for (const failure of [
      'reject',
      'internalError',
      'malformedResponse',
      'noStacksAccount',
    ] as const) {
      wallet.setFailure(failure);
      seen[failure] = await describe();
    }
    return seen;
  });
  expect(outcomes).toEqual({
    reject: {
      name: 'UserRejectedError',
      message: 'Mock Leather error: User rejected request',
      code: 4001,
    },
    internalError: {
      name: 'InternalError',
      message: 'Mock Leather error: Internal error',
      code: -32603,
    },
    malformedResponse: {
      name: 'InvalidWalletResponseError',
      message: 'The wallet sent an unexpected answer to getAddresses',
      code: undefined,
    },
    noStacksAccount: { symbols: ['BTC', 'BTC'] },
  });
});

test('params are checked in the browser before any event is sent, and Clarity values go as hex', async ({
  page,
}) => {
  const outcome = await page.evaluate(
    async ({ recipient, sender, contract }) => {
      const {
        installMockWallet,
        requestWallet,
        stxTransferStx,
        stxCallContract,
        MOCK_WALLET_REQUEST_EVENT,
      } = window.SatchelMockWallet;
      const sent: unknown[] = [];
      window.addEventListener(MOCK_WALLET_REQUEST_EVENT, (event) => {
        sent.push((event as CustomEvent<{ params: unknown }>).detail.params);
      });
      installMockWallet({ results: { stx_callContract: { txid: '', status: 'proposed' } } });
      const refused = await requestWallet(stxTransferStx, {
        recipient,
        amount: -1,
        memo: 'x'.repeat(35),
      }).catch((error: unknown) => {
        const { name, issues } = error as { name: string; issues: string[] };
        return { name, issues }; // an Error does not cross back to Node with its fields
      });
      const proposal = await requestWallet(stxCallContract, {
        contract,
        functionName: 'stake',
        functionArgs: [
          { type: 'uint', value: 1 },
          { type: 'principal-ish', value: sender },
        ],
      }).catch((error: unknown) => {
        const { name, issues } = error as { name: string; issues: string[] };
        return { name, issues }; // an Error does not cross back to Node with its fields
      });
      const call = await requestWallet(stxCallContract, {
        contract,
        functionName: 'stake',
        functionArgs: [
          { type: 'uint', value: 1 },
          { type: 'address', value: sender },
        ],
      });
      return { refused, proposal, call, sent };
    },
    { recipient: MAINNET_STX_ADDRESS_2, sender: MAINNET_STX_ADDRESS, contract: FIXTURE_CONTRACT },
  );
  expect(outcome.refused).toMatchObject({
    name: 'WalletRequestValidationError',
    issues: ['Amount must be an integer describing µSTX', 'Invalid memo string'],
  });
  expect(outcome.proposal).toMatchObject({
    name: 'WalletRequestValidationError',
    issues: ['Unknown Clarity value type'],
  });
  expect(outcome.call).toEqual({
    status: 'proposed',
    proposalId: undefined,
    transaction: undefined,
  });
  expect(outcome.sent).toHaveLength(1);
  expect(outcome.sent[0]).toMatchObject({
    contract: FIXTURE_CONTRACT,
    functionArgs: [FIXTURE_UINT_1_HEX, expect.stringMatching(/^05[0-9a-f]{42}$/)],
  });
});
