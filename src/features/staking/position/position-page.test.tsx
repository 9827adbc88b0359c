import { Cl, serializeCV } from '@stacks/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { noopAnalytics } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { firstUintArgument, stakingHex } from '@/mocks/fixtures/staking';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { findPool } from '@/stacks/staking/staking-pools';
import { addressesAtom } from '@/wallet/connection-store';
import { PositionPage } from './position-page';

// The position page through mock mode's own handlers (mainnet, cycle 147), with the account's
// pox-5 answers changed per test: what a staker sees after their stake is gone.

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const server = setupTestServer();

/** A stake that earned in cycle 145 only and ended long ago: pox-5 holds no position (cycle 147,
 * no membership for 146), and Fast Pool owes cycle 145. */
function stakeEndedLongAgo() {
  server.use(
    http.post(`${API}/v2/contracts/call-read/:address/pox-5/:fn`, async ({ params, request }) => {
      const body: unknown = await request.clone().json();
      if (params.fn === 'get-staker-info')
        return HttpResponse.json({ okay: true, result: stakingHex.none });
      if (params.fn === 'get-signer-cycle-membership') {
        const earned = firstUintArgument(body) === 145;
        return HttpResponse.json({
          okay: true,
          result: earned ? stakingHex.membership : stakingHex.none,
        });
      }
      // Everything else as mock mode answers it.
      return undefined;
    }),
    http.post(
      `${API}/v2/contracts/call-read/:address/fastpool-1-signer-manager/get-earned-staker-rewards`,
      () => HttpResponse.json({ okay: true, result: stakingHex.earnedClaimable }),
    ),
    ...createMockHandlers({ scenario: 'populated', env: {} }),
  );
}

/** The populated account's stake (60,000 STX from cycle 145) with PlanBetter instead, whose
 * manager has neither `get-earned-staker-rewards` nor `get-fee-bips-for-cycle` (it pays BTC
 * itself, devnet/README.md "Stand-in signer-managers"); mock mode answers the rest. */
function stakeWithPlanBetter() {
  const planBetter = findPool('planbetter', 'mainnet');
  if (!planBetter) throw new Error('planbetter is listed on mainnet');
  const [address, name] = planBetter.manager.split('.') as [string, string];
  const signer = Cl.contractPrincipal(address, name);
  const hex = (value: Parameters<typeof serializeCV>[0]) => `0x${serializeCV(value)}`;
  server.use(
    http.post(`${API}/v2/contracts/call-read/:address/pox-5/:fn`, ({ params }) => {
      if (params.fn === 'get-staker-info')
        return HttpResponse.json({
          okay: true,
          result: hex(
            Cl.some(
              Cl.tuple({
                'amount-ustx': Cl.uint(60_000_000_000n),
                'first-reward-cycle': Cl.uint(145),
                'num-cycles': Cl.uint(12),
                signer,
              }),
            ),
          ),
        });
      if (params.fn === 'get-signer-cycle-membership')
        return HttpResponse.json({
          okay: true,
          result: hex(Cl.some(Cl.tuple({ 'amount-ustx': Cl.uint(60_000_000_000n), signer }))),
        });
      return undefined;
    }),
    http.post(
      `${API}/v2/contracts/call-read/:address/planbetter-signer-manager/:fn`,
      ({ params }) =>
        params.fn === 'get-earned-staker-rewards' || params.fn === 'get-fee-bips-for-cycle'
          ? HttpResponse.json({ okay: false, cause: 'Unchecked(NoSuchPublicFunction)' })
          : undefined,
    ),
    ...createMockHandlers({ scenario: 'populated', env: {} }),
  );
}

function connectedStore() {
  const store = createStore();
  store.set(addressesAtom, [stxEntry]);
  return store;
}

function pageTree(store: ReturnType<typeof createStore>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <AnalyticsProvider client={noopAnalytics}>
          <MemoryRouter>
            <PositionPage />
          </MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function renderPage() {
  render(pageTree(connectedStore()));
}

/** Hydrates the HTML the build writes (rendered with nothing stored) in a browser that has a
 * wallet connected or not; returns what React reported as recoverable errors (a mismatch is one). */
function hydratePrerendered({ connected }: { connected: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageTree(createStore()));
  document.body.append(container);
  // After the build's render: a connected store also writes the addresses to storage.
  const store = connected ? connectedStore() : createStore();
  const recoverable = vi.fn();
  act(() => {
    const root = hydrateRoot(container, pageTree(store), { onRecoverableError: recoverable });
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
  });
  return { container, recoverable };
}

describe('the position page', { timeout: 20_000 }, () => {
  it('offers Claim rewards for a stake that ended more than a cycle ago (docs/staking-pox-5.md#prior-art-leather)', async () => {
    stakeEndedLongAgo();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No stake' })).toBeVisible();
    expect(await screen.findByTestId('claim-summary', {}, { timeout: 10_000 })).toHaveTextContent(
      '1 cycle to claim, oldest first (0.00114 sBTC in all so far). Next: cycle 145',
    );
    expect(screen.getByRole('button', { name: 'Claim rewards' })).toBeEnabled();
  });

  it('says the cycle could not be read when /v2/pox fails, instead of loading forever', async () => {
    server.use(
      http.get(`${API}/v2/pox`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderPage();
    expect(await screen.findByText('Could not read the staking cycle')).toBeVisible();
    expect(screen.queryByRole('status', { name: /Loading your position/ })).toBeNull();
  });

  it('marks a cycle not pulled yet as net of the manager’s fee today (an estimate)', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderPage();
    // Cycle 147 is still accruing: 60,000 sats gross, 5 % off → 57,000 (fixtures/staking.ts).
    const row = await screen.findByRole('row', { name: /^147 / }, { timeout: 10_000 });
    expect(row).toHaveTextContent('0.00057 sBTC');
    expect(row).toHaveTextContent('after the manager’s fee as it is today');
  });
});

describe(
  'a position with a pool that pays rewards itself (PlanBetter)',
  { timeout: 20_000 },
  () => {
    it('shows what each cycle earned, says the pool pays it, and offers no claim', async () => {
      stakeWithPlanBetter();
      renderPage();
      // Cycle 146 is complete and collected by the operator: 120,000 sats gross, less the 5 % the
      // pool states (its manager keeps no per-cycle fee to read) → 114,000; nothing to claim.
      const complete = await screen.findByRole('row', { name: /^146 / }, { timeout: 10_000 });
      expect(complete).toHaveTextContent(
        '1460.00114 sBTC0 sBTC0 sBTCPlanBetter pays it in BTC to your payout address itself: nothing to claim here',
      );
      const accruing = screen.getByRole('row', { name: /^147 / });
      expect(accruing).toHaveTextContent('0.00057 sBTC');
      expect(accruing).toHaveTextContent('PlanBetter pays it in BTC itself, nothing to claim here');
      expect(
        await screen.findByTestId('claim-paid-by-pool', {}, { timeout: 10_000 }),
      ).toHaveTextContent('PlanBetter pays your rewards itself, in BTC to your payout address');
      expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
    });
  },
);

describe('the prerendered page (first-load budget)', { timeout: 20_000 }, () => {
  it('is a wallet-neutral frame: its heading and a placeholder, no visitor banner', () => {
    const html = renderToString(pageTree(createStore()));
    expect(html).toContain('>Your position</h1>');
    expect(html).toContain('Loading your position');
    expect(html).not.toContain('Connect your wallet');
  });

  it('hydrates without a mismatch with a wallet connected, then shows its position', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    const { recoverable } = hydratePrerendered({ connected: true });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('row', { name: /^147 / }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText('Connect your wallet to see your position')).toBeNull();
  });

  it('hydrates without a mismatch for a visitor, then asks to connect', () => {
    const { recoverable } = hydratePrerendered({ connected: false });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText('Connect your wallet to see your position')).toBeVisible();
    expect(screen.queryByRole('status', { name: /Loading your position/ })).toBeNull();
  });
});
