import { Cl, Pc, postConditionToHex, serializeCV } from '@stacks/transactions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { MOCK_WITHDRAWAL_SENDER } from '@/mocks/fixtures/sbtc-withdraw';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithAppState } from '@/test/render-with-app-state';
import { STORED_WITHDRAWALS_KEY, withdrawalAccountKey } from './stored-withdrawals';
import { WithdrawSection } from './withdraw-section';
import { testNetwork } from '@/test/networks';

// The section against the mock node and Emily (fixtures/sbtc-withdraw.ts: the populated account
// holds 0.025 sBTC; requests u1 pending, u2 accepted and paid on Bitcoin, u3 rejected).

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const mainnet = testNetwork('mainnet', API);
const contracts = sbtcContracts('mainnet');
const ADDRESS = MOCK_WITHDRAWAL_SENDER;
const BC1Q = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const TXID = 'cc'.repeat(32);

const server = setupServer(...createMockHandlers({ scenario: 'populated', env: {} }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function renderSection({ address }: { address: string | undefined } = { address: ADDRESS }) {
  return renderWithAppState(
    <WithdrawSection network={mainnet} contracts={contracts} address={address} />,
  );
}

describe('Withdraw sBTC to bitcoin', { timeout: 20_000 }, () => {
  it('asks a visitor to connect, with no form', async () => {
    renderSection({ address: undefined });
    expect(await screen.findByTestId('withdraw-connect')).toHaveTextContent(/Connect a wallet/);
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says plainly where the withdrawal contract is absent', async () => {
    server.use(
      http.get(`${API}/v2/contracts/source/:address/:name`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
    );
    renderSection();
    expect(await screen.findByTestId('withdraw-unavailable')).toHaveTextContent(
      'This network has no sBTC withdrawal contract',
    );
  });

  it('checks the fields in words and shows what the address decodes to', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('0.025 BTC');
    await user.type(screen.getByLabelText('Amount (BTC)'), '0.00000546');
    await user.type(
      screen.getByLabelText('Bitcoin address'),
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(screen.getByLabelText('Amount (BTC)')).toHaveAccessibleDescription(
      'Enter more than 546 sats: the withdrawal contract refuses amounts at or below Bitcoin’s dust limit',
    );
    expect(screen.getByLabelText('Bitcoin address')).toHaveAccessibleDescription(
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    );
    expect(screen.getByLabelText('Maximum Bitcoin fee (sats)')).toBeInvalid();
    await user.clear(screen.getByLabelText('Bitcoin address'));
    await user.type(screen.getByLabelText('Bitcoin address'), BC1Q);
    expect(screen.getByTestId('withdraw-decoded')).toHaveTextContent(
      'Decodes to p2wpkh: version 0x04, hash c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2',
    );
    await expectNoAxeViolations();
  });

  it('sends the request with the exact post-condition, then follows the request id', async () => {
    const request = vi.fn<(method: string, params: unknown) => Promise<unknown>>(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
    );
    window.LeatherProvider = { request };
    server.use(
      http.get(`${API}/extended/v1/tx/0x${TXID}`, () =>
        HttpResponse.json({
          tx_id: `0x${TXID}`,
          tx_status: 'success',
          fee_rate: '400',
          block_height: 12,
          tx_result: { hex: '0x070100000000000000000000000000000001', repr: '(ok u1)' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('0.025 BTC');
    await user.type(screen.getByLabelText('Amount (BTC)'), '0.001');
    await user.type(screen.getByLabelText('Bitcoin address'), BC1Q);
    await user.type(screen.getByLabelText('Maximum Bitcoin fee (sats)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(screen.getByTestId('withdraw-review')).toHaveTextContent('sBTC locked now0.00103 BTC');
    await user.click(screen.getByRole('button', { name: 'Withdraw in your wallet' }));

    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      contract: contracts.withdrawal,
      functionName: 'initiate-withdrawal-request',
      functionArgs: [
        Cl.uint(100_000),
        Cl.tuple({
          version: Cl.bufferFromHex('04'),
          hashbytes: Cl.bufferFromHex('c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2'),
        }),
        Cl.uint(3_000),
      ].map((arg) => serializeCV(arg)),
      postConditions: [
        postConditionToHex(
          Pc.principal(ADDRESS)
            .willSendLte(103_000)
            .ft('SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token', 'sbtc-token'),
        ),
      ],
      postConditionMode: 'deny',
    });
    expect(
      await screen.findByTestId('withdraw-request-id', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Request 1 is recorded on chain');
    const row = await screen.findByTestId('withdrawal-request');
    expect(row).toHaveTextContent('Request 1: 0.001 BTC to');
    expect(await within(row).findByText('Pending')).toBeInTheDocument();
    expect(await within(row).findByText(/Bridge: pending/)).toBeInTheDocument();
    const stored = JSON.parse(
      window.localStorage.getItem(STORED_WITHDRAWALS_KEY) ?? '{}',
    ) as Record<string, unknown[]>;
    expect(stored[withdrawalAccountKey(mainnet, ADDRESS)]).toEqual([
      {
        requestId: 1,
        txid: `0x${TXID}`,
        amountSats: '100000',
        maxFeeSats: '3000',
        btcAddress: BC1Q,
      },
    ]);
  });

  it('follows stored requests after a reload: accepted with its Bitcoin transaction, rejected', async () => {
    const entry = {
      txid: `0x${'ab'.repeat(32)}`,
      amountSats: '100000',
      maxFeeSats: '3000',
      btcAddress: BC1Q,
    };
    window.localStorage.setItem(
      STORED_WITHDRAWALS_KEY,
      JSON.stringify({
        [withdrawalAccountKey(mainnet, ADDRESS)]: [
          { ...entry, requestId: 2 },
          { ...entry, requestId: 3 },
        ],
      }),
    );
    renderSection();
    const rows = await screen.findAllByTestId('withdrawal-request');
    expect(await within(rows[0] as HTMLElement).findByText('Accepted')).toBeInTheDocument();
    expect(
      await within(rows[0] as HTMLElement).findByRole('link', { name: /Bitcoin transaction/ }),
    ).toHaveAttribute(
      'href',
      'https://mempool.space/tx/e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await within(rows[1] as HTMLElement).findByText('Rejected')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(/back in your account/);
    await expectNoAxeViolations();
  });
});
