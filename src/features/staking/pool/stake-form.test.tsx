import { Cl, Pc, postConditionToHex, serializeCV } from '@stacks/transactions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { DEVNET_API_URL } from '@/config/networks';
import { referenceManagerInterface } from '@/mocks/fixtures/staking';
import { toPoxState, type PoxStateResponse } from '@/stacks/staking/pox-state';
import { findPool } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { btcPayoutCalldata, signerCalldataCV } from '@/stacks/staking/signer-calldata';
import { expectDecimalCommaRefusedOnLeaving } from '@/test/amount-field';
import { renderWithAppState } from '@/test/render-with-app-state';
import { poolTarget } from '../shared/stake-target';
import { DEFAULT_BTC_MAX_FEE_SATS } from '@/stacks/staking/staking-limits';
import { StakeForm } from './stake-form';
import { formatNumber } from '@/lib/format-number';
import { testNetwork } from '@/test/networks';

// The Stake form against MSW (the node's /v2/pox and the transaction) and a stand-in wallet: the
// moments errors show (decision 0007), the form closed in the prepare phase, the review's
// figures, and the call handed to the wallet — pox-5 `stake`, deny mode, exactly one post-condition.

const TXID = 'cd'.repeat(32);
const BTC_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const STAKER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const POX_5 = 'ST000000000000000000002AMW42H.pox-5';
const devnet = testNetwork('devnet');

/** A devnet /v2/pox: cycles of 1,050 blocks, prepare phase the last 50, at `height`. */
function poxAnswer(height: number): PoxStateResponse {
  return {
    contract_id: POX_5,
    first_burnchain_block_height: 0,
    current_burnchain_block_height: height,
    reward_cycle_length: 1050,
    prepare_phase_block_length: 50,
  };
}
const OPEN_HEIGHT = 5 * 1050 + 100; // cycle 5, 900 blocks before its prepare phase
const PREPARE_HEIGHT = 6 * 1050 - 20; // cycle 5's prepare phase, 20 blocks before cycle 6
const pox5 = (height: number) => toPoxState(poxAnswer(height)) as Pox5State;

let poxHeight = OPEN_HEIGHT;
/** What pox-5's `verify-signer-key-grant` answers: `(ok true)`, or `(err u17)` once revoked. */
let grantLive = true;
const server = setupServer(
  http.get(`${DEVNET_API_URL}/v2/pox`, () => HttpResponse.json(poxAnswer(poxHeight))),
  // An API without the v3 staking cycles: /v2/pox alone decides.
  http.get(`${DEVNET_API_URL}/extended/v3/staking/cycles/:cycle`, () =>
    HttpResponse.json({ error: 'not found' }, { status: 404 }),
  ),
  // The manager checked again right before the stake is built (pool-readiness.ts): a reference
  // manager, registered with a signer key, its grant live unless a test revokes it.
  http.get(`${DEVNET_API_URL}/v2/contracts/interface/:address/:name`, () =>
    HttpResponse.json(referenceManagerInterface),
  ),
  http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/pox-5/:fn`, ({ params }) => {
    const answer =
      params.fn === 'get-signer-info'
        ? Cl.some(Cl.bufferFromHex(`02${'11'.repeat(32)}`))
        : grantLive
          ? Cl.ok(Cl.bool(true))
          : Cl.error(Cl.uint(17));
    return HttpResponse.json({ okay: true, result: `0x${serializeCV(answer)}` });
  }),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({ error: 'not found' }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  poxHeight = OPEN_HEIGHT;
  grantLive = true;
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function installWallet() {
  const request = vi.fn<(method: string, params: unknown) => Promise<unknown>>(() =>
    Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
  );
  window.LeatherProvider = { request };
  return request;
}

function renderForm({
  slug = 'fast-pool',
  height = OPEN_HEIGHT,
  track,
}: { slug?: string; height?: number; track?: Mock<AnalyticsClient['track']> } = {}) {
  const pool = findPool(slug, 'devnet');
  if (!pool) throw new Error(`no devnet pool ${slug}`);
  renderWithAppState(
    <StakeForm
      target={poolTarget(pool)}
      network={devnet}
      staker={STAKER}
      pox={pox5(height)}
      fee={{ state: 'known', bips: 500 }}
      availableMicroStx={10_000_000_000n}
    />,
    { track },
  );
  return pool;
}

// Typing and a lazily loaded builder on a busy 2-core machine: seconds, not the default 5 s.
describe('the Stake form', { timeout: 20_000 }, () => {
  it('shows an amount’s problem once the field is left, not while typing', async () => {
    renderForm();
    await expectDecimalCommaRefusedOnLeaving();
  });

  it('shows every problem on Stake, including fields never visited; nothing reaches the wallet', async () => {
    const request = installWallet();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '20000');
    await user.clear(screen.getByLabelText('Duration (cycles)'));
    await user.type(screen.getByLabelText('Duration (cycles)'), '97{Enter}');
    expect(screen.getByLabelText('Amount (STX)')).toHaveAccessibleDescription(
      /You can stake at most 9,999\.896 STX/,
    );
    expect(screen.getByLabelText('Duration (cycles)')).toHaveAccessibleDescription(
      'Enter a whole number of cycles, 1 to 96',
    );
    expect(screen.queryByTestId('stake-review')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('starts at 48 cycles', () => {
    renderForm();
    expect(screen.getByLabelText('Duration (cycles)')).toHaveValue('48');
  });

  it('is closed in the prepare phase, with the reason and the blocks until it reopens', () => {
    renderForm({ height: PREPARE_HEIGHT });
    expect(screen.getByTestId('changes-closed-reason')).toHaveTextContent(
      'Cycle 5 is in its prepare phase: pox-5 refuses every stake, update and unstake in the last 50 blocks of a cycle. Changes reopen when cycle 6 starts, in 20 blocks (about 3 hours).',
    );
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled();
    expect(screen.getByLabelText('Amount (STX)')).toBeDisabled();
  });

  it('reviews the figures, then hands the wallet exactly pox-5 stake with one ustxToLock condition', async () => {
    const request = installWallet();
    const track = vi.fn<AnalyticsClient['track']>();
    const pool = renderForm({ track });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.clear(screen.getByLabelText('Duration (cycles)'));
    await user.type(screen.getByLabelText('Duration (cycles)'), '4');
    await user.click(screen.getByRole('button', { name: 'Stake' }));

    const review = screen.getByTestId('stake-review');
    expect(within(review).getByTestId('review-locked')).toHaveTextContent(
      /^1,000 STX, in your own account/,
    );
    expect(within(review).getByTestId('review-cycles')).toHaveTextContent(
      'Cycles 6 to 9 (4 cycles)',
    );
    expect(within(review).getByTestId('review-unlock')).toHaveTextContent(
      /^When cycle 10 starts: burn block 10,500, about /,
    );
    expect(within(review).getByTestId('review-fee')).toHaveTextContent(
      /^5 % of your rewards \(500 basis points\)/,
    );
    expect(within(review).getByTestId('review-payout')).toHaveTextContent('in sBTC');
    expect(request).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [method, params] = request.mock.calls[0] ?? [];
    expect(method).toBe('stx_callContract');
    expect(params).toMatchObject({
      contract: POX_5,
      functionName: 'stake',
      postConditionMode: 'deny',
    });
    const sent = params as { functionArgs: string[]; postConditions: unknown[] };
    // start-burn-ht is the height /v2/pox reads at confirm time
    // (docs/staking-pox-5.md#staking-model).
    expect(sent.functionArgs).toEqual(
      [
        Cl.contractPrincipal(...(pool.manager.split('.') as [string, string])),
        Cl.uint(1_000_000_000n),
        Cl.uint(4),
        Cl.uint(OPEN_HEIGHT),
        Cl.none(),
      ].map((arg) => serializeCV(arg)),
    );
    expect(sent.postConditions).toEqual([
      postConditionToHex(Pc.origin().willSendEq(1_000_000_000n).ustxToLock()),
    ]);
    await vi.waitFor(() =>
      expect(track).toHaveBeenCalledWith('staking_started', {
        pool: 'fast-pool',
        amount_bucket: '1k-10k',
      }),
    );
  });

  it('a multisig account’s proposal is said with its id, and Confirm is not offered again', async () => {
    const request = installWallet();
    request.mockResolvedValue({
      jsonrpc: '2.0',
      id: '1',
      result: { txid: '', transaction: '', status: 'proposed', proposalId: 'prop-7' },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    const progress = await screen.findByRole('region', { name: /^Stake with / });
    await vi.waitFor(() => expect(progress).toHaveAttribute('data-state', 'proposed'), {
      timeout: 10_000,
    });
    expect(within(progress).getByRole('status')).toHaveTextContent(
      'Proposed in your wallet: waiting for co-signers. Proposal prop-7.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm and sign' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View in the explorer' })).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('is closed one block before the prepare phase too, in the same words', () => {
    renderForm({ height: 6 * 1050 - 51 }); // the last block before cycle 5's prepare phase
    expect(screen.getByTestId('changes-closed-reason')).toHaveTextContent(
      'Cycle 5 reaches its prepare phase with the next block, so a transaction sent now would land in it: pox-5 refuses every stake, update and unstake in the last 50 blocks of a cycle. Changes reopen when cycle 6 starts, in 51 blocks',
    );
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled();
  });

  it('refuses before the wallet opens when the prepare phase began during the review', async () => {
    const request = installWallet();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    poxHeight = PREPARE_HEIGHT;
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Satchel did not send it: Cycle 5 is in its prepare phase/,
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses before the wallet opens when the manager lost its grant during the review', async () => {
    const request = installWallet();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    grantLive = false;
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Satchel did not send it: This signer-manager’s signer key grant is not live, so it cannot accept stake now.',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses when a new cycle began during the review, and reviews the fresh cycles', async () => {
    const request = installWallet();
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.clear(screen.getByLabelText('Duration (cycles)'));
    await user.type(screen.getByLabelText('Duration (cycles)'), '4');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(screen.getByTestId('review-cycles')).toHaveTextContent('Cycles 6 to 9 (4 cycles)');
    const nextCycleHeight = OPEN_HEIGHT + 1050; // cycle 6, open
    poxHeight = nextCycleHeight;
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Satchel did not send it: A new cycle began; review again.',
    );
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-cycles')).toHaveTextContent('Cycles 7 to 10 (4 cycles)');
    // What is shown now is what is signed.
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const sent = request.mock.calls[0]?.[1] as { functionArgs: string[] };
    expect(sent.functionArgs[3]).toBe(serializeCV(Cl.uint(nextCycleHeight)));
  });

  it('a BTC-only pool (PlanBetter) asks for the address and sends it as calldata', async () => {
    const request = installWallet();
    renderForm({ slug: 'planbetter' });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    expect(amount).toHaveAccessibleDescription(
      'Unlocked: 10,000 STX. PlanBetter takes at least 1,000 STX.',
    );
    // Below its minimum, its manager would refuse the stake: refused here, before any request.
    await user.type(amount, '999.999999');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(amount).toHaveAccessibleDescription('PlanBetter takes at least 1,000 STX.');
    expect(screen.queryByTestId('stake-review')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(screen.getByLabelText('Bitcoin address for your rewards')).toHaveAccessibleDescription(
      'Enter the Bitcoin address your rewards are paid to',
    );
    await user.type(screen.getByLabelText('Bitcoin address for your rewards'), BTC_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(screen.getByTestId('review-payout')).toHaveTextContent(`${BTC_ADDRESS}, in BTC`);
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const sent = request.mock.calls[0]?.[1] as { functionArgs: string[] };
    // The calldata: some(consensus bytes of PlanBetter's {pox-addr} form), not none.
    const calldata = btcPayoutCalldata(BTC_ADDRESS, 'devnet', DEFAULT_BTC_MAX_FEE_SATS);
    if (!calldata.valid) throw new Error(calldata.message);
    expect(sent.functionArgs[4]).toBe(serializeCV(signerCalldataCV(calldata.calldata, 'pox-addr')));
  });

  it('Fast Pool’s max500: a BTC payout carries the smallest payout others may send', async () => {
    const request = installWallet();
    renderForm({ slug: 'fast-pool' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (STX)'), '1000');
    await user.click(screen.getByRole('radio', { name: 'BTC to a Bitcoin address' }));
    const minClaim = screen.getByLabelText('Smallest payout others may send to Bitcoin (sats)');
    expect(minClaim).toHaveValue(String(DEFAULT_BTC_MAX_FEE_SATS * 10n));
    await user.clear(screen.getByLabelText('Bitcoin address for your rewards'));
    await user.type(screen.getByLabelText('Bitcoin address for your rewards'), BTC_ADDRESS);
    await user.clear(minClaim);
    await user.type(minClaim, '100');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    // max500 refuses a min-claim at or below the fee cap + 546 (u1014): refused here first.
    expect(minClaim).toHaveAccessibleDescription(
      `Enter at least ${formatNumber(DEFAULT_BTC_MAX_FEE_SATS + 547n)} sats: the fee cap plus more than 546 sats`,
    );
    expect(screen.queryByTestId('stake-review')).toBeNull();
    await user.clear(minClaim);
    await user.type(minClaim, '50000');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(screen.getByTestId('review-payout')).toHaveTextContent(
      'others may send a payout to Bitcoin from 50,000 sats, below that only you can',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const sent = request.mock.calls[0]?.[1] as { functionArgs: string[] };
    const calldata = btcPayoutCalldata(BTC_ADDRESS, 'devnet', DEFAULT_BTC_MAX_FEE_SATS);
    if (!calldata.valid) throw new Error(calldata.message);
    expect(sent.functionArgs[4]).toBe(
      serializeCV(signerCalldataCV({ ...calldata.calldata, minClaimSats: 50_000n }, 'max500')),
    );
  });
});
