import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cl, deserializeCV, serializeCV, type ClarityValue } from '@stacks/transactions';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { noopAnalytics } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { DEVNET_API_URL } from '@/config/networks';
import { routes } from '@/lib/routes';
import { addressesAtom } from '@/wallet/connection-store';
import { everyClarityTypeInterface } from '@/mocks/fixtures/contract-interfaces';
import { recordCallRead } from '@/test/call-read-recorder';
import { recordLocation } from '@/test/location-recorder';
import { toolUsed } from '@/test/tool-used';
import { CallContractTool } from './call-contract-tool';

// The whole form over a contract that uses every Clarity type (the devnet's own interface for
// it): each argument typed as a person types it, read by its type, sent to the node serialized,
// and the node's answer decoded into the Result region.

const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const CONTRACT = `${DEPLOYER}.clarity-types`;
const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const WALLET_2 = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const TXID = 'cd'.repeat(32);

const server = setupServer(
  http.get(`${DEVNET_API_URL}/v2/contracts/interface/:address/:name`, ({ params }) =>
    params.name === 'clarity-types'
      ? HttpResponse.json(everyClarityTypeInterface)
      : HttpResponse.json({ error: 'not found' }, { status: 404 }),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({
      tx_id: `0x${TXID}`,
      tx_status: 'success',
      fee_rate: '300',
      block_height: 9,
      tx_result: { repr: '(ok u6)' },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('network', JSON.stringify('devnet'));
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  delete window.LeatherProvider;
});
afterAll(() => server.close());

/** The node echoes the first argument back in `(ok …)`, as the contract's echo functions do. */
function echoNode() {
  return recordCallRead(server, DEVNET_API_URL, (call) =>
    call.args[0] ? Cl.ok(deserializeCV(call.args[0])) : Cl.ok(Cl.uint(0)),
  );
}

function connect(address = WALLET_1) {
  localStorage.setItem('addresses', JSON.stringify([{ symbol: 'STX', address }]));
}

/** A wallet that lists no methods (so every method is tried) and answers calls with a txid. */
function installWallet(answer: (method: string, params: unknown) => Promise<unknown>) {
  const request = vi.fn((method: string, params: unknown) =>
    method === 'getInfo' || method === 'supportedMethods'
      ? Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'no' } })
      : answer(method, params),
  );
  window.LeatherProvider = { request };
  return request;
}

function renderTool(
  path: string,
  analytics: AnalyticsClient = noopAnalytics,
  store = createStore(),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = recordLocation();
  render(
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <AnalyticsProvider client={analytics}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/tools/call-contract" element={<CallContractTool />} />
            </Routes>
            <router.LocationRecorder />
          </MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const open = (fn: string) => renderTool(routes.callContract({ contract: CONTRACT, fn }));

describe('CallContractTool: every argument type, read end to end', () => {
  const cases: [fn: string, text: string, expected: ClarityValue][] = [
    ['echo-uint', '25', Cl.uint(25)],
    ['echo-int', '-7', Cl.int(-7)],
    ['echo-principal', WALLET_1, Cl.principal(WALLET_1)],
    [
      'echo-principal',
      `${DEPLOYER}.clarity-types`,
      Cl.contractPrincipal(DEPLOYER, 'clarity-types'),
    ],
    ['echo-buff', '0x0102ff', Cl.bufferFromHex('0102ff')],
    ['echo-ascii', 'hello world', Cl.stringAscii('hello world')],
    ['echo-utf8', 'é!', Cl.stringUtf8('é!')],
    ['echo-optional', '(some u5)', Cl.some(Cl.uint(5))],
    ['echo-optional', 'none', Cl.none()],
    ['echo-list', '(list u1 u2 u3)', Cl.list([Cl.uint(1), Cl.uint(2), Cl.uint(3)])],
    ['echo-tuple', '{a: u1, b: "x"}', Cl.tuple({ a: Cl.uint(1), b: Cl.stringAscii('x') })],
    ['echo-response', '(err u4)', Cl.error(Cl.uint(4))],
  ];

  it.each(cases)('%s reads %s as its type and shows the answer', async (fn, text, expected) => {
    const calls = echoNode();
    const { user } = open(fn);
    const field = await screen.findByRole('textbox', { name: 'value' });
    await user.type(field, text.replaceAll('{', '{{').replaceAll('[', '[['));
    await user.click(screen.getByRole('button', { name: 'Read' }));

    const result = await screen.findByRole('region', { name: 'Result' });
    await waitFor(() => expect(result).toHaveAttribute('data-state', 'read'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args).toEqual([`0x${serializeCV(expected)}`]);
    // Read as a visitor: the contract's own address is the sender.
    expect(calls[0]?.sender).toBe(DEPLOYER);
    expect(within(result).getByTestId('result-value')).toHaveTextContent(/^\(ok .+\)$/);
  });

  it('echo-bool reads the switch', async () => {
    const calls = echoNode();
    const { user } = open('echo-bool');
    await user.click(await screen.findByRole('switch', { name: 'value (bool)' }));
    await user.click(screen.getByRole('button', { name: 'Read' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    await waitFor(() => expect(result).toHaveTextContent('(ok true)'));
    expect(calls[0]?.args).toEqual([`0x${serializeCV(Cl.bool(true))}`]);
  });

  it('shows the type each argument expects, compound ones in Clarity syntax', async () => {
    open('echo-list');
    expect(await screen.findByText('(list 10 uint), in Clarity syntax')).toBeInTheDocument();
  });

  it('checks a value against its type on leaving the field, and sends nothing until it fits', async () => {
    const calls = echoNode();
    const { user } = open('echo-list');
    const field = await screen.findByRole('textbox', { name: 'value' });
    await user.type(field, '(list u1 -2)');
    // Not while typing the first time.
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says in words when the node refuses the read', async () => {
    recordCallRead(server, DEVNET_API_URL, () => ({ okay: false, cause: 'Runtime error' }));
    const { user } = open('get-counter');
    await user.click(await screen.findByRole('button', { name: 'Read' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(await within(result).findByRole('alert')).toHaveTextContent(
      `Could not read: ${CONTRACT}.get-counter failed: Runtime error`,
    );
  });

  it('reads as the connected account when there is one', async () => {
    connect();
    const calls = echoNode();
    const { user } = open('always-ok');
    await user.click(await screen.findByRole('button', { name: 'Read' }));
    expect(await screen.findByTestId('result-value')).toHaveTextContent('(ok u0)');
    expect(calls[0]?.sender).toBe(WALLET_1);
  });

  it('tracks one tool_used per read', async () => {
    const track = vi.fn();
    echoNode();
    const { user } = renderTool(routes.callContract({ contract: CONTRACT, fn: 'always-ok' }), {
      ...noopAnalytics,
      track,
    });
    await user.click(await screen.findByRole('button', { name: 'Read' }));
    await screen.findByTestId('result-value');
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('call-contract', 'success'));
  });
});

describe('CallContractTool: contract and function', () => {
  it('offers read-only and public functions, never private ones, and puts the choice in the URL', async () => {
    const { router, user } = renderTool(routes.callContract({ contract: CONTRACT }));
    await user.click(await screen.findByRole('combobox', { name: 'Function' }));
    const groups = screen.getAllByRole('group').map((group) => group.firstChild?.textContent);
    expect(groups).toEqual(['Read-only', 'Public']);
    expect(screen.queryByRole('option', { name: 'helper' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'increment' }));
    expect(router.location.search).toBe(`?contract=${encodeURIComponent(CONTRACT)}&fn=increment`);
    expect(router.navigationType).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'increment' })).toBeInTheDocument();
  });

  it('puts a typed contract in the URL and forgets the function', async () => {
    const { router, user } = open('echo-uint');
    const field = await screen.findByRole('textbox', { name: 'Contract' });
    await user.clear(field);
    await user.type(field, `${DEPLOYER}.other`);
    // Once typing pauses, not per keystroke.
    await waitFor(() => {
      expect(router.location.search).toBe(`?contract=${encodeURIComponent(`${DEPLOYER}.other`)}`);
    });
    expect(await screen.findByText(`No contract ${DEPLOYER}.other on devnet`)).toBeInTheDocument();
  });

  it('says what is wrong with the contract once the field is left', async () => {
    const { user } = renderTool('/tools/call-contract');
    const field = screen.getByRole('textbox', { name: 'Contract' });
    await user.type(field, 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.token');
    await user.tab();
    expect(field).toHaveAccessibleDescription('This is a mainnet address; Satchel is on devnet');
  });

  it('says so when a shared link names a function the contract does not have', async () => {
    open('no-such-fn');
    expect(await screen.findByText('No function no-such-fn to call')).toBeInTheDocument();
  });
});

describe('CallContractTool: public functions', () => {
  async function fillIncrement(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: 'by' }), '5');
  }

  it('calls through the wallet in Deny mode with the post-conditions built, then shows the result', async () => {
    connect();
    const track = vi.fn();
    const request = installWallet(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
    );
    const { user } = renderTool(routes.callContract({ contract: CONTRACT, fn: 'increment' }), {
      ...noopAnalytics,
      track,
    });
    await fillIncrement(user);
    await user.click(screen.getByRole('button', { name: 'Add STX condition' }));
    // The connected account is the principal that sends, unless changed.
    expect(screen.getByRole('textbox', { name: 'Principal that sends' })).toHaveValue(WALLET_1);
    await user.type(screen.getByRole('textbox', { name: 'Amount (STX)' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Call function' }));

    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('stx_callContract', expect.anything()),
    );
    const params = request.mock.calls.find(([method]) => method === 'stx_callContract')?.[1];
    expect(params).toEqual({
      contract: CONTRACT,
      functionName: 'increment',
      functionArgs: [serializeCV(Cl.uint(5))],
      postConditions: [expect.any(String)],
      postConditionMode: 'deny',
      network: 'devnet',
    });
    const progress = await screen.findByRole('region', { name: 'Call of increment' });
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'confirmed'));
    expect(screen.getByTestId('call-result')).toHaveTextContent('(ok u6)');
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('call-contract', 'success'));
  });

  it('removes a post-condition row, and refuses to call while a row is wrong', async () => {
    connect();
    const request = installWallet(() => Promise.reject(new Error('not expected')));
    const { user } = open('increment');
    await fillIncrement(user);
    await user.click(screen.getByRole('button', { name: 'Add token condition' }));
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    expect(screen.getByRole('textbox', { name: 'Token' })).toHaveAccessibleDescription(
      'Enter the asset as address.contract::asset-name',
    );
    expect(request).not.toHaveBeenCalledWith('stx_callContract', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Remove post-condition 1' }));
    expect(screen.queryByRole('textbox', { name: 'Token' })).toBeNull();
  });

  it('sends Allow mode only after its warning is acknowledged', async () => {
    connect();
    const request = installWallet(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
    );
    const { user } = open('increment');
    await fillIncrement(user);
    await user.click(screen.getByRole('switch', { name: 'Allow mode' }));
    expect(
      screen.getByText(/Allow mode lets this call move any of your assets/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    expect(
      screen.getByText('Confirm that you understand Allow mode to send this call'),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('stx_callContract', expect.anything());

    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'stx_callContract',
        expect.objectContaining({ postConditionMode: 'allow' }),
      ),
    );
  });

  it('puts a wallet refusal into words and tracks it as rejected', async () => {
    connect();
    const track = vi.fn();
    installWallet(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const { user } = renderTool(routes.callContract({ contract: CONTRACT, fn: 'increment' }), {
      ...noopAnalytics,
      track,
    });
    await fillIncrement(user);
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('call-contract', 'rejected'));
  });

  it('moves the sending rows to the account that connects instead', async () => {
    connect();
    installWallet(() => Promise.reject(new Error('not asked')));
    const store = createStore();
    const { user } = renderTool(
      routes.callContract({ contract: CONTRACT, fn: 'increment' }),
      noopAnalytics,
      store,
    );
    await fillIncrement(user);
    await user.click(screen.getByRole('button', { name: 'Add STX condition' }));
    await user.click(screen.getByRole('button', { name: 'Add STX condition' }));
    const [mine, other] = screen.getAllByRole('textbox', { name: 'Principal that sends' });
    if (!mine || !other) throw new Error('two rows expected');
    await user.clear(other);
    await user.type(other, DEPLOYER);
    act(() => store.set(addressesAtom, [{ symbol: 'STX', address: WALLET_2 }]));
    expect(mine).toHaveValue(WALLET_2);
    // A principal the person typed is theirs to keep.
    expect(other).toHaveValue(DEPLOYER);
  });

  it('offers no Sign only while a call waits for the wallet', async () => {
    connect();
    let answer: (value: unknown) => void = () => undefined;
    installWallet((method) =>
      method === 'stx_callContract'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.reject(new Error('not listed')),
    );
    const { user } = renderTool(routes.callContract({ contract: CONTRACT, fn: 'increment' }));
    await fillIncrement(user);
    expect(screen.getByRole('button', { name: 'Sign only' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign only' })).toBeDisabled());
    await act(async () => {
      answer({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } });
      await Promise.resolve();
    });
  });

  it('says the wallet does not support the call instead of failing', async () => {
    connect();
    installWallet(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4002, message: 'Not supported' } }),
    );
    const { user } = open('increment');
    await fillIncrement(user);
    await user.click(screen.getByRole('button', { name: 'Call function' }));
    expect(
      await screen.findByText('Your wallet does not support stx_callContract'),
    ).toBeInTheDocument();
  });

  it('asks visitors to connect before calling or signing', async () => {
    open('increment');
    expect(
      await screen.findByText('Connect your wallet to call this function'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call function' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign only' })).toBeDisabled();
  });

  it('explains that signing only needs the account’s public key', async () => {
    connect();
    installWallet(() => Promise.reject(new Error('not expected')));
    const { user } = open('increment');
    await fillIncrement(user);
    await act(() => user.click(screen.getByRole('button', { name: 'Sign only' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not share your public key/);
  });
});
