import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noopAnalytics, type AnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { DEVNET_API_URL } from '@/config/networks';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { expectNoAxeViolations } from '@/test/axe';
import { stubSameRealmTextEncoder } from '@/test/same-realm-text-encoder';
import { LiquidStackingPage, type LiquidPageView } from './liquid-stacking-page';
import { expectDecimalCommaRefusedOnLeaving } from '@/test/amount-field';

stubSameRealmTextEncoder();

const SENDER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const TXID = 'ab'.repeat(32);
const STSTX = `${DEPLOYER}.stacking-dao-core::ststx`;
const LISTX = `${DEPLOYER}.lisa-mint-endpoint::listx`;

// Serialized by hand from SIP-005, not by the builder under test:
//   uint 25 STX      = 01 + 16-byte big-endian 25,000,000 (0x017d7840)
//   contract principal = 06 + version 1a + hash160 of the deployer + name length + ASCII name
//   STX post-condition = 00 (STX) 02 (standard principal) 1a + hash160 of wallet_2,
//                        05 (sent ≤) + 8-byte big-endian amount
/** Confirming loads the wallet method and @stacks/transactions lazily: seconds on a busy machine. */
const LAZY_LOAD_MS = 8_000;

const HASH_DEPLOYER = '6d78de7b0625dfbfc16c3a8a5735f6dc3dc3f2ce';
const HASH_SENDER = '99e2ec69ac5b6e67b4e26edd0e2c1c1a6b9bbd23';
const ascii = (text: string) =>
  Array.from(text, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const contractArg = (name: string) =>
  `061a${HASH_DEPLOYER}${name.length.toString(16).padStart(2, '0')}${ascii(name)}`;
const uintArg = (micro: bigint) => `01${micro.toString(16).padStart(32, '0')}`;
const sendsAtMost = (micro: bigint) =>
  `00021a${HASH_SENDER}05${micro.toString(16).padStart(16, '0')}`;

let balances: () => Response;
let mempool: () => Response;
let txAnswer: () => Response;
const server = setupServer(
  http.get(`${DEVNET_API_URL}/extended/v1/address/${SENDER}/balances`, () => balances()),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/mempool`, () => mempool()),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () => txAnswer()),
);

function account(stx: string, tokens: Record<string, string> = {}) {
  return () =>
    HttpResponse.json({
      stx: { balance: stx, locked: '0' },
      fungible_tokens: Object.fromEntries(
        Object.entries(tokens).map(([key, balance]) => [key, { balance }]),
      ),
    });
}
const emptyMempool = () => HttpResponse.json({ limit: 50, offset: 0, total: 0, results: [] });
const tx = (fields: Record<string, unknown>) => () =>
  HttpResponse.json({ tx_id: `0x${TXID}`, fee_rate: '104000', ...fields });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function setup({ connected = true, network = 'devnet' } = {}) {
  balances = account('100000000', { [STSTX]: '7000000' });
  mempool = emptyMempool;
  txAnswer = tx({ tx_status: 'pending' });
  localStorage.setItem('network', JSON.stringify(network));
  if (connected) {
    localStorage.setItem('addresses', JSON.stringify([{ symbol: 'STX', address: SENDER }]));
  }
}

function renderPage(slug: string, view: LiquidPageView) {
  const track = vi.fn();
  const analytics: AnalyticsClient = { ...noopAnalytics, track };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JotaiProvider>
        <AnalyticsProvider client={analytics}>
          <MemoryRouter>
            <main>
              <LiquidStackingPage slug={slug} view={view} />
            </main>
          </MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { track };
}

function installWallet(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  window.LeatherProvider = { request };
  return request;
}
const broadcast = () =>
  Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } });

async function reviewAndConfirm(amount: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: /^Use all available/ });
  await user.type(screen.getByLabelText('Amount (STX)'), amount);
  await user.click(screen.getByRole('button', { name: 'Review deposit' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  return user;
}

describe('the liquid-stacking pages around the form', { timeout: 15_000 }, () => {
  it('says so, with a way back, for a protocol Satchel does not offer', async () => {
    setup();
    renderPage('not-a-protocol', 'start');
    expect(screen.getByRole('heading', { level: 1, name: 'Protocol not found' })).toBeVisible();
    expect(screen.getByText('not-a-protocol')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See the protocols and pools Satchel offers' }),
    ).toHaveAttribute('href', '/stacking');
    await expectNoAxeViolations();
  });

  it('says liquid stacking is not available on testnet and links back to /stacking', () => {
    setup({ network: 'testnet' });
    renderPage('lisa', 'increase');
    expect(screen.getByText('Liquid stacking is not available on testnet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to stacking' })).toHaveAttribute(
      'href',
      '/stacking',
    );
    expect(screen.queryByLabelText('Amount (STX)')).not.toBeInTheDocument();
  });

  it('asks a visitor to connect, and still tells them what the protocol is', async () => {
    setup({ connected: false });
    renderPage('stacking-dao', 'start');
    expect(screen.getByText('Connect your wallet to deposit STX with Stacking DAO')).toBeVisible();
    expect(screen.getByText(/Use the Connect button at the top of the page/)).toBeVisible();
    expect(screen.getByText(`${DEPLOYER}.stacking-dao-core`)).toBeVisible();
    // The form is there to try amounts; reviewing a deposit needs the wallet.
    expect(screen.getByLabelText('Amount (STX)')).toBeEnabled();
    expect(screen.getByTestId('liquid-available')).toHaveTextContent('connect your wallet');
    expect(screen.getByRole('button', { name: 'Review deposit' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('shows a visitor only the way to connect on the active page', () => {
    setup({ connected: false });
    renderPage('stacking-dao', 'active');
    expect(
      screen.getByText('Connect your wallet to see your stSTX and pending deposits'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Amount (STX)')).not.toBeInTheDocument();
  });
});

describe('the deposit form’s amount field', { timeout: 15_000 }, () => {
  it('tells a visitor, on leaving the field, that a decimal comma is not a point', async () => {
    setup({ connected: false });
    renderPage('stacking-dao', 'start');
    await expectDecimalCommaRefusedOnLeaving();
  });

  it('gives a visitor every rule but the balance', async () => {
    setup({ connected: false });
    renderPage('stacking-dao', 'start');
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    await user.type(amount, '0.5');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('Below the minimum: a deposit is at least 1 STX');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('checks a connected person’s amount on leaving the field, before any submit', async () => {
    setup();
    renderPage('stacking-dao', 'start');
    await screen.findByRole('button', { name: /^Use all available/ });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    await user.type(amount, '1,50');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
  });

  it('refuses "1,5" on submit, never reviewing 15 STX', async () => {
    setup();
    renderPage('lisa', 'start');
    await screen.findByRole('button', { name: /^Use all available/ });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    // Enter submits with the focus still in the field: no blur before the check.
    await user.type(amount, '1,5{Enter}');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
    expect(screen.queryByRole('heading', { name: 'Review your deposit' })).not.toBeInTheDocument();
  });
});

// A busy 2-core machine: typing, axe and the lazy wallet modules take seconds, not minutes.
describe('LiquidDepositForm', { timeout: 15_000 }, () => {
  it('shows the available balance (minus pending and the fee), the minimum and the fee', async () => {
    setup();
    // A pending transfer of 10 STX (fee 0.0002) is not available any more.
    mempool = () =>
      HttpResponse.json({
        results: [
          {
            tx_id: `0x${'01'.repeat(32)}`,
            tx_status: 'pending',
            tx_type: 'token_transfer',
            fee_rate: '200',
            token_transfer: { recipient_address: DEPLOYER, amount: '10000000', memo: '0x' },
          },
        ],
      });
    renderPage('stacking-dao', 'start');
    // 100 − 10 − 0.0002 pending − 0.104 fee
    const fill = await screen.findByRole('button', { name: 'Use all available: 89.8958 STX' });
    expect(screen.getByText('Minimum 1 STX')).toBeVisible();
    expect(screen.getByText(/10\.0002 STX is set aside for your transactions/)).toBeVisible();
    expect(screen.getByTestId('liquid-fee-estimate')).toHaveTextContent('About 0.104 STX');
    await userEvent.setup().click(fill);
    expect(screen.getByLabelText('Amount (STX)')).toHaveValue('89.8958');
    await expectNoAxeViolations();
  });

  it('refuses below 1 STX, above the available balance and non-numbers, in words', async () => {
    setup();
    const request = installWallet(() => Promise.reject(new Error('must not be called')));
    renderPage('stacking-dao', 'start');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Use all available/ });
    const input = screen.getByLabelText('Amount (STX)');
    const review = screen.getByRole('button', { name: 'Review deposit' });

    await user.type(input, '0.5');
    await user.click(review);
    expect(input).toHaveAccessibleDescription('Below the minimum: a deposit is at least 1 STX');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '100');
    expect(input).toHaveAccessibleDescription(
      'More than you have available: at most 99.896 STX after pending transactions and the fee',
    );

    await user.clear(input);
    await user.type(input, 'twenty');
    expect(input).toHaveAccessibleDescription(
      'Enter an amount in STX as a number, like 25 or 12.5 (at most 6 decimals)',
    );
    await user.click(review);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('says in words when the available balance cannot be read, and refuses to go on', async () => {
    setup();
    mempool = () => HttpResponse.json({ error: 'down' }, { status: 503 });
    renderPage('lisa', 'start');
    expect(await screen.findByText('Could not read your available STX')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The Stacks API answered 503');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '5');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));
    expect(screen.getByLabelText('Amount (STX)')).toHaveAccessibleDescription(
      'Your available balance is not known yet, so this amount cannot be checked',
    );
  });

  it('sends LISA request-mint with the exact arguments, post-condition and deny mode', async () => {
    setup();
    const request = installWallet(broadcast);
    const { track } = renderPage('lisa', 'start');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Use all available/ });
    await user.type(screen.getByLabelText('Amount (STX)'), '25');
    await user.click(screen.getByRole('button', { name: 'Review deposit' }));

    const review = screen.getByTestId('liquid-review');
    expect(review).toHaveTextContent(`${DEPLOYER}.lisa-mint-endpoint`);
    expect(review).toHaveTextContent('request-mint');
    expect(review).toHaveTextContent('25 STX');
    expect(review).toHaveTextContent(
      'You send at most 25 STX; anything else aborts the transaction.',
    );
    expect(review).toHaveTextContent('25 LiSTX (one per STX)');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('stx_callContract', {
          contract: `${DEPLOYER}.lisa-mint-endpoint`,
          functionName: 'request-mint',
          functionArgs: [uintArg(25_000_000n)],
          postConditions: [sendsAtMost(25_000_000n)],
          postConditionMode: 'deny',
          network: 'devnet',
        }),
      { timeout: LAZY_LOAD_MS },
    );
    const progress = await screen.findByTestId(
      'transaction-progress',
      {},
      { timeout: LAZY_LOAD_MS },
    );
    expect(progress).toHaveAttribute('data-state', 'pending');
    expect(progress).toHaveTextContent('Deposit of 25 STX to LISA: pending');
    expect(track).toHaveBeenCalledWith('liquid_stacking_started', {
      protocol: 'lisa',
      amount_bucket: '10-100',
    });

    txAnswer = tx({ tx_status: 'success', block_height: 9, tx_result: { repr: '(ok u1)' } });
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'confirmed'), {
      timeout: 3000,
    });
    expect(progress).toHaveTextContent('confirmed in block 9');
    expect(screen.getByRole('link', { name: 'See your LISA position' })).toHaveAttribute(
      'href',
      '/stacking/liquid/lisa/active',
    );
  });

  it('increases through the same Stacking DAO deposit call (never pox-4), showing the holding', async () => {
    setup();
    const request = installWallet(broadcast);
    const { track } = renderPage('stacking-dao', 'increase');
    expect(await screen.findByTestId('liquid-token-balance')).toHaveTextContent('7 stSTX');
    await reviewAndConfirm('5');

    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('stx_callContract', {
          contract: `${DEPLOYER}.stacking-dao-core`,
          functionName: 'deposit',
          functionArgs: [
            contractArg('reserve-v1'),
            contractArg('commission-v2'),
            contractArg('staking-v0'),
            contractArg('direct-helpers-v4'),
            uintArg(5_000_000n),
            '09',
            '09',
          ],
          postConditions: [sendsAtMost(5_000_000n)],
          postConditionMode: 'deny',
          network: 'devnet',
        }),
      { timeout: LAZY_LOAD_MS },
    );
    expect(request).toHaveBeenCalledTimes(1);
    await screen.findByTestId('transaction-progress', {}, { timeout: LAZY_LOAD_MS });
    expect(track).toHaveBeenCalledWith('liquid_stacking_increased', {
      protocol: 'stacking-dao',
      amount_bucket: '1-10',
    });
  });

  it('shows a rejection in the wallet in words and broadcasts nothing', async () => {
    setup();
    installWallet(() =>
      Promise.reject({
        jsonrpc: '2.0',
        id: '1',
        error: { code: 4001, message: 'User rejected request' },
      }),
    );
    const { track } = renderPage('stacking-dao', 'start');
    await reviewAndConfirm('25');
    expect(await screen.findByRole('alert', {}, { timeout: LAZY_LOAD_MS })).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(screen.queryByTestId('transaction-progress')).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    // The review stays, so the person can try again.
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says a multisig account sent the deposit to its co-signers, with nothing to follow', async () => {
    setup();
    installWallet(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { status: 'proposed' } }),
    );
    const { track } = renderPage('lisa', 'start');
    await reviewAndConfirm('2');
    expect(
      await screen.findByText('Sent to your co-signers', {}, { timeout: LAZY_LOAD_MS }),
    ).toBeVisible();
    expect(screen.queryByTestId('transaction-progress')).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it('shows a failed deposit with its reason translated', async () => {
    setup();
    installWallet(broadcast);
    txAnswer = tx({
      tx_status: 'abort_by_response',
      block_height: 9,
      tx_result: { repr: '(err u1)' },
    });
    renderPage('stacking-dao', 'start');
    await reviewAndConfirm('25');
    const progress = await screen.findByTestId(
      'transaction-progress',
      {},
      { timeout: LAZY_LOAD_MS },
    );
    await waitFor(() => expect(progress).toHaveAttribute('data-state', 'failed'), {
      timeout: LAZY_LOAD_MS,
    });
    expect(progress).toHaveTextContent(
      'failed. ERR_INSUFFICIENT_BALANCE: the account does not have enough unlocked STX for this amount.',
    );
    expect(within(progress).getByRole('link', { name: 'View in the explorer' })).toBeVisible();
  });
});

describe('the active page', { timeout: 15_000 }, () => {
  it('shows the token held, pending deposits, a link to add more and where to withdraw', async () => {
    setup();
    mempool = () =>
      HttpResponse.json({
        results: [
          {
            tx_id: `0x${TXID}`,
            tx_status: 'pending',
            tx_type: 'contract_call',
            fee_rate: '104000',
            contract_call: {
              contract_id: `${DEPLOYER}.stacking-dao-core`,
              function_name: 'deposit',
            },
            post_conditions: [],
          },
        ],
      });
    renderPage('stacking-dao', 'active');
    expect(await screen.findByTestId('liquid-token-balance')).toHaveTextContent('7 stSTX');
    const pending = screen.getByRole('list', { name: 'Pending deposits' });
    expect(within(pending).getByTestId('transaction-progress')).toHaveTextContent(
      'Pending deposit: pending',
    );
    expect(screen.getByRole('link', { name: 'Add more STX' })).toHaveAttribute(
      'href',
      '/stacking/liquid/stacking-dao/increase',
    );
    expect(screen.getByText(/Satchel does not build withdrawals/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Withdraw on Stacking DAO’s site' })).toHaveAttribute(
      'href',
      'https://www.stackingdao.com/',
    );
    await expectNoAxeViolations();
  });

  it('says there is nothing yet for an account without the token', async () => {
    setup();
    balances = account('100000000', { [LISTX]: '0' });
    renderPage('lisa', 'active');
    expect(await screen.findByText('You hold no LiSTX yet.')).toBeVisible();
    expect(screen.getByTestId('liquid-token-balance')).toHaveTextContent('0 LiSTX');
  });

  it('says in words when the position cannot be loaded', async () => {
    setup();
    balances = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    renderPage('lisa', 'active');
    expect(await screen.findByText('Could not load your LiSTX balance')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The Stacks API answered 500');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoAxeViolations();
  });
});
