import { Cl, Pc, postConditionToHex, serializeCV, type ClarityValue } from '@stacks/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { noopAnalytics, type AnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { DEVNET_API_URL } from '@/config/networks';
import { referenceManagerInterface } from '@/mocks/fixtures/staking';
import {
  max500ManagerInterface,
  nativePoolManagerInterface,
} from '@/mocks/fixtures/staking-interfaces';
import { SBTC_ASSET_NAME, SBTC_TOKEN_CONTRACT } from '@/stacks/sbtc/sbtc-token';
import { ClaimRewardsSection } from './claim-rewards-section';
import type { RewardCycleView } from './reward-cycle-view';
import { testNetwork } from '@/test/networks';

// Claim rewards against MSW and a stand-in wallet: a cycle the manager has not pulled gets the
// pull first, followed to confirmed; then the claim, whose post-condition is the exact net the
// manager reads at that moment (docs/staking-pox-5.md#rewards,
// docs/staking-pox-5.md#post-conditions).

const STAKER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const POX_5 = 'ST000000000000000000002AMW42H.pox-5';
const MANAGER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager';
const XVERSE = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.xverse-signer-manager-1';
/** The devnet's PlanBetter (staking-pools.ts: `claim: 'operator'`, it pays BTC itself). */
const PLANBETTER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.planbetter-signer-manager';
const PULL_TXID = 'aa'.repeat(32);
const CLAIM_TXID = 'bb'.repeat(32);
const NET = 84_999n;
/** 1,000 STX: the "1k-10k" bucket. */
const STAKED = 1_000_000_000n;
const devnet = testNetwork('devnet');

let pullStatus = 'pending';
let managerInterface: JsonBodyType = referenceManagerInterface;
/** What every manager answers for `get-pox-addr`: none (sBTC payout) unless a test stores one. */
let storedPayout: ClarityValue = Cl.none();
/** pox-5's `rewards-paused` data var. */
let rewardsPaused = false;
const server = setupServer(
  http.get(`${DEVNET_API_URL}/v2/data_var/:address/pox-5/rewards-paused`, () =>
    HttpResponse.json({ data: `0x${serializeCV(Cl.bool(rewardsPaused))}` }),
  ),
  http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-pox-addr`, () =>
    HttpResponse.json({ okay: true, result: `0x${serializeCV(storedPayout)}` }),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${PULL_TXID}`, () =>
    HttpResponse.json({
      tx_id: `0x${PULL_TXID}`,
      tx_status: pullStatus,
      fee_rate: '400',
      block_height: 12,
    }),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${CLAIM_TXID}`, () =>
    HttpResponse.json({ tx_id: `0x${CLAIM_TXID}`, tx_status: 'pending', fee_rate: '400' }),
  ),
  // The manager's interface, which the claim is checked against before it is built.
  http.get(`${DEVNET_API_URL}/v2/contracts/interface/:address/:name`, () =>
    HttpResponse.json(managerInterface),
  ),
  http.post(
    `${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-earned-staker-rewards`,
    () =>
      HttpResponse.json({
        okay: true,
        result: `0x${serializeCV(Cl.tuple({ earned: Cl.uint(NET), fees: Cl.uint(4_473n) }))}`,
      }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  pullStatus = 'pending';
  managerInterface = referenceManagerInterface;
  storedPayout = Cl.none();
  rewardsPaused = false;
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function installWallet() {
  const txids = [PULL_TXID, CLAIM_TXID];
  const request = vi.fn<(method: string, params: unknown) => Promise<unknown>>(() =>
    Promise.resolve({
      jsonrpc: '2.0',
      id: '1',
      result: { txid: txids.shift(), transaction: '00' },
    }),
  );
  window.LeatherProvider = { request };
  return request;
}

/** A cycle of the staker's history: by default owed in full (NET) by MANAGER, on 1,000 STX. */
function rewardCycle(overrides: Partial<RewardCycleView> & { cycle: number }): RewardCycleView {
  return {
    earnedSats: NET,
    claimedSats: 0n,
    toClaimSats: NET,
    state: 'unclaimed',
    manager: MANAGER,
    amountMicroStx: STAKED,
    inSignerSet: true,
    ...overrides,
  };
}

/** Claim rewards, once the chain checks have offered it. */
async function pressClaim() {
  const button = await screen.findByRole('button', { name: 'Claim rewards' });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
}

function renderSection(
  cycles: RewardCycleView[],
  analytics: AnalyticsClient = noopAnalytics,
  positionManager?: string,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AnalyticsProvider client={analytics}>
        <ClaimRewardsSection
          network={devnet}
          pox={{ contractId: POX_5 }}
          staker={STAKER}
          cycles={cycles}
          positionManager={positionManager}
        />
      </AnalyticsProvider>
    </QueryClientProvider>,
  );
}

describe('Claim rewards', { timeout: 20_000 }, () => {
  it('pulls a cycle the manager has not collected, waits for it, then claims the exact net', async () => {
    const request = installWallet();
    renderSection([
      // Half of cycle 8 was claimed at mid-cycle: only the rest is owed, never the whole again.
      rewardCycle({ cycle: 8, state: 'not-pulled', earnedSats: 2n * NET, claimedSats: NET }),
      rewardCycle({ cycle: 7, state: 'claimed', earnedSats: 0n, toClaimSats: 0n }),
    ]);
    expect(await screen.findByText(/cycles? to claim, oldest first/)).toHaveTextContent(
      '1 cycle to claim, oldest first (0.00084999 sBTC in all so far). Next: cycle 8: the manager has not collected it from pox-5 yet',
    );
    await pressClaim();

    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      contract: MANAGER,
      functionName: 'claim-rewards',
      functionArgs: [serializeCV(Cl.list([])), serializeCV(Cl.uint(8))],
      postConditions: [
        postConditionToHex(
          Pc.principal(POX_5).willSendGte(1).ft(SBTC_TOKEN_CONTRACT, SBTC_ASSET_NAME),
        ),
      ],
      postConditionMode: 'deny',
    });
    // Nothing more until the pull is confirmed.
    expect(request).toHaveBeenCalledTimes(1);
    pullStatus = 'success';

    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(request.mock.calls[1]?.[1]).toMatchObject({
      contract: MANAGER,
      functionName: 'claim-staker-rewards',
      functionArgs: [Cl.principal(STAKER), Cl.uint(8), Cl.none()].map((arg) => serializeCV(arg)),
      postConditions: [
        postConditionToHex(
          Pc.principal(MANAGER).willSendEq(NET).ft(SBTC_TOKEN_CONTRACT, SBTC_ASSET_NAME),
        ),
      ],
      postConditionMode: 'deny',
    });
  });

  it('claims a pulled cycle at once, oldest first', async () => {
    const request = installWallet();
    renderSection([
      rewardCycle({ cycle: 9, earnedSats: 5n, toClaimSats: 5n }),
      rewardCycle({ cycle: 8 }),
    ]);
    expect(await screen.findByText(/cycles? to claim, oldest first/)).toHaveTextContent(
      '2 cycles to claim, oldest first (0.00085004 sBTC in all so far). Next: cycle 8: 0.00084999 sBTC (84,999 sats) after the manager’s fee.',
    );
    await pressClaim();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      functionName: 'claim-staker-rewards',
      functionArgs: [Cl.principal(STAKER), Cl.uint(8), Cl.none()].map((arg) => serializeCV(arg)),
    });
  });

  it('refuses, in words, a claim whose signature is not the manager’s; the wallet never opens', async () => {
    const request = installWallet();
    // A pox-5-entered position whose manager pays only the sender: (staker, cycle, bond?) would
    // fail on the chain (pool-readiness.ts).
    managerInterface = nativePoolManagerInterface;
    renderSection([rewardCycle({ cycle: 8 })]);
    // Set aside with its reason, so it never holds the queue; nothing is offered to send.
    expect(await screen.findByTestId('claim-not-here')).toHaveTextContent(
      /^Claimed elsewhere: cycle 8 with Fast Pool \(.*does not define claim-staker-rewards \(staker principal\)/,
    );
    expect(screen.getByTestId('claim-summary')).toHaveTextContent('Nothing Satchel can claim now.');
    expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('a cycle whose manager Satchel will not claim from never holds newer cycles back', async () => {
    installWallet();
    // Cycle 7's manager lost its pull; cycle 8's (another manager) is fine.
    server.use(
      http.get(`${DEVNET_API_URL}/v2/contracts/interface/:address/:name`, ({ params }) =>
        HttpResponse.json(
          params.name === 'xverse-signer-manager-1'
            ? nativePoolManagerInterface
            : referenceManagerInterface,
        ),
      ),
    );
    renderSection([rewardCycle({ cycle: 7, manager: XVERSE }), rewardCycle({ cycle: 8 })]);
    expect(await screen.findByText(/1 cycle to claim, oldest first/)).toHaveTextContent(
      'Next: cycle 8',
    );
    expect(screen.getByTestId('claim-not-here')).toHaveTextContent(
      /^Claimed elsewhere: cycle 7 with/,
    );
  });

  it('while pox-5’s collection is paused, a cycle not collected yet is set aside in words', async () => {
    const request = installWallet();
    rewardsPaused = true;
    renderSection([rewardCycle({ cycle: 8, state: 'not-pulled' })]);
    expect(await screen.findByTestId('claim-collection-paused')).toHaveTextContent(
      'pox-5’s reward collection is paused (its rewards-paused switch is on), so no manager can collect cycle 8 from pox-5',
    );
    expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('names the claimed cycle’s own pool and stake, not today’s position', async () => {
    installWallet();
    const track = vi.fn<AnalyticsClient['track']>();
    // Cycle 8 was earned with Xverse on 50 STX, whatever is staked now, and wherever.
    renderSection([rewardCycle({ cycle: 8, manager: XVERSE, amountMicroStx: 50_000_000n })], {
      ...noopAnalytics,
      track,
    });
    await pressClaim();
    await vi.waitFor(() => expect(track).toHaveBeenCalled(), { timeout: 10_000 });
    expect(track).toHaveBeenCalledWith('staking_rewards_claimed', {
      pool: 'xverse',
      amount_bucket: '10-100',
    });
  });

  it('skips a cycle too small to pay to the stored Bitcoin address, and says why', async () => {
    // max-fee 3,000: a BTC payout needs net ≥ 3,000 + 547 sats (docs/staking-pox-5.md#rewards,
    // u1001 / u502).
    storedPayout = Cl.some(
      Cl.tuple({
        'pox-addr': Cl.tuple({
          version: Cl.bufferFromHex('04'),
          hashbytes: Cl.bufferFromHex('751e76e8199196d454941c45d1b3a323f1433bd6'),
        }),
        'max-fee': Cl.uint(3_000),
      }),
    );
    const request = installWallet();
    renderSection([
      rewardCycle({ cycle: 7, earnedSats: 3_546n, toClaimSats: 3_546n }),
      rewardCycle({ cycle: 8 }),
    ]);
    expect(await screen.findByTestId('claim-too-small')).toHaveTextContent(
      'Too small to pay to Bitcoin: cycle 7 (3,546 sats)',
    );
    expect(await screen.findByText(/cycles? to claim, oldest first/)).toHaveTextContent(
      '1 cycle to claim, oldest first (0.00084999 sBTC in all so far). Next: cycle 8',
    );
    await pressClaim();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      functionName: 'claim-staker-rewards',
      functionArgs: [Cl.principal(STAKER), Cl.uint(8), Cl.none()].map((arg) => serializeCV(arg)),
    });
  });

  it('says when there is nothing to claim, with no button', async () => {
    renderSection([rewardCycle({ cycle: 8, state: 'claimed', claimedSats: NET, toClaimSats: 0n })]);
    expect(await screen.findByText(/^Nothing to claim now/)).toHaveTextContent(
      'Nothing to claim now: every cycle that earned is paid out.',
    );
    expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
  });

  it('max500: rewards someone settled but the manager has not paid out are shown and paid out', async () => {
    managerInterface = max500ManagerInterface;
    const SETTLED = 1_234n;
    server.use(
      http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-payout-config`, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.none())}` }),
      ),
      http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-pending-payout`, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.uint(SETTLED))}` }),
      ),
    );
    const request = installWallet();
    // pox-5 counts the settled cycle as claimed: the sats are still with the manager.
    renderSection([rewardCycle({ cycle: 8, state: 'claimed', claimedSats: NET, toClaimSats: 0n })]);
    const settled = await screen.findByTestId('claim-settled');
    expect(settled).toHaveTextContent(
      'holds 0.00001234 sBTC (1,234 sats) of your rewards that it has settled from pox-5 but not paid out yet. Pay them out to receive them.',
    );
    expect(screen.getByTestId('claim-summary')).toHaveTextContent('No cycle to claim now.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay out 1,234 sats' }));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      contract: MANAGER,
      functionName: 'payout',
      functionArgs: [serializeCV(Cl.principal(STAKER))],
      postConditions: [
        postConditionToHex(
          Pc.principal(MANAGER).willSendEq(SETTLED).ft(SBTC_TOKEN_CONTRACT, SBTC_ASSET_NAME),
        ),
      ],
      postConditionMode: 'deny',
    });
  });

  it('max500: a due claim pays the settled balance too, and its post-condition counts it', async () => {
    managerInterface = max500ManagerInterface;
    server.use(
      http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-payout-config`, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.none())}` }),
      ),
      http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/:name/get-pending-payout`, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.uint(1_000n))}` }),
      ),
    );
    const request = installWallet();
    renderSection([rewardCycle({ cycle: 8 })]);
    expect(await screen.findByTestId('claim-settled')).toHaveTextContent(
      'Your next claim with it pays them too, in the same transfer.',
    );
    expect(screen.queryByRole('button', { name: /^Pay out/ })).toBeNull();
    await pressClaim();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      functionName: 'claim-staker-rewards',
      postConditions: [
        postConditionToHex(
          Pc.principal(MANAGER)
            .willSendEq(NET + 1_000n)
            .ft(SBTC_TOKEN_CONTRACT, SBTC_ASSET_NAME),
        ),
      ],
    });
  });

  describe('a pool that pays rewards itself (PlanBetter)', () => {
    const PAID_BY_POOL =
      'PlanBetter pays your rewards itself, in BTC to your payout address (the Bitcoin address sent with your stake), so there is nothing to claim from it here.';

    it('offers no claim for its cycles and says the pool pays them in BTC', async () => {
      const request = installWallet();
      const asked: string[] = [];
      const listen = ({ request: sent }: { request: Request }) => void asked.push(sent.url);
      server.events.on('request:start', listen);
      onTestFinished(() => server.events.removeListener('request:start', listen));
      renderSection([
        rewardCycle({ cycle: 8, manager: PLANBETTER }),
        rewardCycle({ cycle: 9, manager: PLANBETTER, state: 'not-pulled' }),
      ]);
      expect(await screen.findByTestId('claim-summary')).toHaveTextContent(
        'Nothing else to claim now.',
      );
      expect(screen.getByTestId('claim-paid-by-pool')).toHaveTextContent(PAID_BY_POOL);
      expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
      expect(screen.queryByTestId('claim-not-here')).toBeNull();
      // Nothing is read to claim from it, and nothing is sent.
      expect(asked.filter((url) => url.includes('planbetter-signer-manager'))).toEqual([]);
      expect(request).not.toHaveBeenCalled();
    });

    it('says so for a position with it before any cycle', async () => {
      renderSection([], noopAnalytics, PLANBETTER);
      expect(await screen.findByTestId('claim-paid-by-pool')).toHaveTextContent(PAID_BY_POOL);
      expect(screen.queryByRole('button', { name: 'Claim rewards' })).toBeNull();
    });

    it('still claims the cycles earned with a pool that has a claim', async () => {
      const request = installWallet();
      renderSection(
        [rewardCycle({ cycle: 7, manager: PLANBETTER }), rewardCycle({ cycle: 8 })],
        noopAnalytics,
        PLANBETTER,
      );
      expect(await screen.findByText(/cycles? to claim, oldest first/)).toHaveTextContent(
        '1 cycle to claim, oldest first (0.00084999 sBTC in all so far). Next: cycle 8',
      );
      expect(screen.getByTestId('claim-paid-by-pool')).toHaveTextContent(PAID_BY_POOL);
      await pressClaim();
      await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      expect(request.mock.calls[0]?.[1]).toMatchObject({
        contract: MANAGER,
        functionName: 'claim-staker-rewards',
        functionArgs: [Cl.principal(STAKER), Cl.uint(8), Cl.none()].map((arg) => serializeCV(arg)),
      });
    });
  });
});
