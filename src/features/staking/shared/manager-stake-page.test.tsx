import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { TESTNET_CHAIN_ID } from '@/config/constants';
import { DEVNET_API_URL, NETWORK_DEFAULTS } from '@/config/networks';
import {
  feesBipsDataVar,
  firstUintArgument,
  pox5ReadsPopulated,
  stakingHex,
} from '@/mocks/fixtures/staking';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { findPool } from '@/stacks/staking/staking-pools';
import { customApisAtom } from '@/stacks/custom-apis';
import { stakingChainHandlers } from '@/test/staking-chain-handlers';
import { renderWithAppState } from '@/test/render-with-app-state';
import { ManagerStakePage } from './manager-stake-page';
import { poolTarget } from './stake-target';

// Fast Pool's page through mock mode's handlers (mainnet, cycle 147) for an account whose stake
// with Fast Pool ended with cycle 146: pox-5 holds no position, the previous cycle's membership
// names Fast Pool, and Fast Pool owes cycle 146.

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const server = setupTestServer();

function stakeEndedWithCycle146() {
  server.use(
    http.post(`${API}/v2/contracts/call-read/:address/pox-5/:fn`, async ({ params, request }) => {
      const body: unknown = await request.clone().json();
      if (params.fn === 'get-staker-info')
        return HttpResponse.json({ okay: true, result: stakingHex.none });
      if (params.fn === 'get-signer-cycle-membership')
        return HttpResponse.json({
          okay: true,
          result: firstUintArgument(body) === 146 ? stakingHex.membership : stakingHex.none,
        });
      return undefined;
    }),
    ...createMockHandlers({ scenario: 'populated', env: {} }),
  );
}

function renderFastPool() {
  renderPool('fast-pool', { connected: true });
}

function renderPool(slug: string, { connected }: { connected: boolean }) {
  const pool = findPool(slug, 'mainnet');
  if (!pool) throw new Error(`no mainnet ${slug}`);
  renderWithAppState(<ManagerStakePage target={poolTarget(pool)} crumb={pool.name} />, {
    addresses: connected ? [stxEntry] : [],
  });
}

describe('a pool page after the stake with it ended', { timeout: 20_000 }, () => {
  it('offers the Stake form again, and the cycle still to claim', async () => {
    stakeEndedWithCycle146();
    renderFastPool();
    expect(await screen.findByLabelText('Amount (STX)', {}, { timeout: 10_000 })).toBeEnabled();
    expect(await screen.findByTestId('claim-summary', {}, { timeout: 10_000 })).toHaveTextContent(
      '1 cycle to claim, oldest first (0.00114 sBTC in all so far). Next: cycle 146',
    );
  });
});

describe('the fee a pool states', { timeout: 20_000 }, () => {
  /** The listed managers keep a `fees-bips` in mock mode; here PlanBetter's keeps none. */
  function planBetterKeepsNoFee() {
    server.use(
      http.get(`${API}/v2/data_var/:address/planbetter-signer-manager/fees-bips`, () =>
        HttpResponse.json({ error: 'data var not found' }, { status: 404 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
  }

  it('is shown, as the pool’s stated fee, where the manager keeps none to read', async () => {
    planBetterKeepsNoFee();
    renderPool('planbetter', { connected: false });
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('manager-fee')).toHaveTextContent(
          '5 % of your rewards (500 basis points), the fee PlanBetter states (its contract keeps no fee Satchel can read)',
        ),
      { timeout: 10_000 },
    );
  });

  it('gives way to the rate the manager keeps', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderPool('planbetter', { connected: false });
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('manager-fee')).toHaveTextContent(
          /^5 % of your rewards \(500 basis points\)$/,
        ),
      { timeout: 10_000 },
    );
  });
});

describe('a stand-in pool on the devnet', { timeout: 20_000 }, () => {
  it('says its manager is Satchel’s stand-in, since the pool’s contracts cannot run here as on mainnet', async () => {
    const pool = findPool('planbetter', 'devnet');
    if (!pool) throw new Error('no devnet planbetter');
    server.use(
      http.get(`${DEVNET_API_URL}/v2/pox`, () =>
        HttpResponse.json({
          contract_id: 'ST000000000000000000002AMW42H.pox-5',
          first_burnchain_block_height: 0,
          current_burnchain_block_height: 5 * 1050 + 100,
          reward_cycle_length: 1050,
          prepare_phase_block_length: 50,
        }),
      ),
      http.get(`${DEVNET_API_URL}/extended/v3/staking/cycles/:cycle`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
      http.get(`${DEVNET_API_URL}/v2/data_var/:address/:name/fees-bips`, () =>
        HttpResponse.json(feesBipsDataVar),
      ),
      ...stakingChainHandlers(DEVNET_API_URL, () => pox5ReadsPopulated),
    );
    const store = createStore();
    // The local node as the active API: the devnet (config/networks.ts `deriveNetworkKind`).
    store.set(customApisAtom, {
      saved: [{ url: DEVNET_API_URL, chainId: TESTNET_CHAIN_ID }],
      active: DEVNET_API_URL,
    });
    renderWithAppState(<ManagerStakePage target={poolTarget(pool)} crumb={pool.name} />, { store });
    expect(
      await screen.findByTestId('manager-stand-in', {}, { timeout: 10_000 }),
    ).toHaveTextContent(
      'On this devnet, PlanBetter’s signer-manager is Satchel’s stand-in, not the pool’s own contract: the pool’s contracts could not be run here as they are on mainnet',
    );
    expect(screen.getByText('On this devnet')).toBeVisible();
  });

  it('a pool on the devnet running its mainnet source gets no such words', () => {
    const pool = findPool('fast-pool', 'devnet');
    expect(pool?.standIn).toBeUndefined();
    expect(findPool('planbetter', 'mainnet')?.standIn).toBeUndefined();
  });
});
