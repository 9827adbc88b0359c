import { screen, within } from '@testing-library/react';
import { Cl, serializeCV } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import {
  accountBalancesWithSbtc,
  ALL_SBTC_SATS,
  CLAIMED_NET_SATS,
  SBTC_BALANCE_SATS,
  SBTC_CLAIMABLE_NET_SATS,
} from '@/mocks/fixtures/sbtc-balance';
import { MAINNET_STX_ADDRESS, stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithAppState } from '@/test/render-with-app-state';
import { YourSbtcSection } from './your-sbtc-section';
import { testNetwork } from '@/test/networks';

// The rewards readers build Clarity arguments with @stacks/transactions.

const network = testNetwork('mainnet');
const API = network.apiUrl;
const contracts = sbtcContracts('mainnet');
const BALANCES = `${API}/extended/v1/address/:principal/balances`;
const server = setupTestServer();

/** The connected account by default; `address: undefined` for a visitor or another network's
 * wallet (then `addresses` says which). */
function renderSection(options: { address?: string; addresses?: { address: string }[] } = {}) {
  const address = 'address' in options ? options.address : MAINNET_STX_ADDRESS;
  const addresses = options.addresses ?? [stxEntry];
  return renderWithAppState(
    <YourSbtcSection
      network={network}
      contracts={contracts}
      address={address}
      connectControl={<button type="button">Connect wallet</button>}
    />,
    { addresses: addresses.map((entry) => ({ ...stxEntry, ...entry })) },
  );
}

const LOAD = { timeout: 10_000 };

/** The reference manager's `get-pox-addr` when it keeps a BTC payout for the staker. */
const storedPayoutHex = () =>
  `0x${serializeCV(
    Cl.some(
      Cl.tuple({
        'pox-addr': Cl.tuple({
          version: Cl.bufferFromHex('04'),
          hashbytes: Cl.bufferFromHex('751e76e8199196d454941c45d1b3a323f1433bd6'),
        }),
        'max-fee': Cl.uint(3_000),
      }),
    ),
  )}`;

describe('YourSbtcSection', { timeout: 20_000 }, () => {
  it('shows the balance to the sat, what claims paid, and what is claimable with its page', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderSection();
    expect(await screen.findByTestId('sbtc-balance', {}, LOAD)).toHaveTextContent(
      formatSbtc(SBTC_BALANCE_SATS),
    );
    expect(screen.getByTestId('sbtc-balance')).toHaveTextContent(/^0\.025 sBTC$/);
    expect(await screen.findByTestId('sbtc-from-rewards', {}, LOAD)).toHaveTextContent(
      /^0\.00114 sBTC claimed$/,
    );
    expect(screen.getByTestId('sbtc-from-rewards')).toHaveTextContent(
      `${formatSbtc(CLAIMED_NET_SATS)} claimed`,
    );
    const claimable = screen.getByTestId('sbtc-claimable');
    expect(claimable).toHaveTextContent(`${formatSbtc(SBTC_CLAIMABLE_NET_SATS)} claimable now`);
    expect(within(claimable).getByRole('link', { name: /claim it/ })).toHaveAttribute(
      'href',
      '/staking/position',
    );
    await expectNoAxeViolations();
  });

  it.each([
    [1n, '0.00000001 sBTC'],
    [ALL_SBTC_SATS, '21,000,000 sBTC'],
    [2_100_000_000_000_001n, '21,000,000.00000001 sBTC'],
  ])('writes %s sats exactly', async (sats, words) => {
    server.use(
      http.get(BALANCES, () => HttpResponse.json(accountBalancesWithSbtc(sats))),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(await screen.findByTestId('sbtc-balance', {}, LOAD)).toHaveTextContent(words);
  });

  it('shows 0 when the account holds no sBTC', async () => {
    server.use(...createMockHandlers({ scenario: 'empty', env: {} }));
    renderSection();
    expect(await screen.findByTestId('sbtc-balance', {}, LOAD)).toHaveTextContent(/^0 sBTC$/);
    expect(await screen.findByTestId('sbtc-from-rewards', {}, LOAD)).toHaveTextContent(
      /^0 sBTC claimed$/,
    );
  });

  it('says the claimed figure is an estimate when a cycle’s fee cannot be read', async () => {
    server.use(
      // The manager without `get-fee-bips-for-cycle`: claimed cycles are counted gross.
      http.post(`${API}/v2/contracts/call-read/:address/:name/get-fee-bips-for-cycle`, () =>
        HttpResponse.json({ okay: false, cause: 'Unchecked(NoSuchPublicFunction)' }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(await screen.findByTestId('sbtc-from-rewards', {}, LOAD)).toHaveTextContent(
      /^About 0\.0012 sBTC claimed \(an estimate: .*before the fee\)$/,
    );
  });

  it('keeps the rewards when the balance fails, with words and Try again', async () => {
    server.use(
      http.get(BALANCES, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(
      await screen.findByText('The sBTC balance could not be read from the network.', {}, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(await screen.findByTestId('sbtc-from-rewards', {}, LOAD)).toHaveTextContent(
      '0.00114 sBTC claimed',
    );
    expect(screen.queryByTestId('sbtc-balance')).toBeNull();
  });

  it('keeps the balance when the rewards fail', async () => {
    server.use(
      http.post(
        `${API}/v2/contracts/call-read/:address/:name/get-rewards-per-token-for-cycle`,
        () => HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(
      await screen.findByText(
        'The staking rewards could not be read from pox-5 and the signer-manager.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByTestId('sbtc-balance')).toHaveTextContent('0.025 sBTC');
  });

  it('says so on a chain without pox-5', async () => {
    server.use(
      http.get(`${API}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, contract_id: 'SP000000000000000000002Q6VF78.pox-4' }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(await screen.findByTestId('sbtc-from-rewards', {}, LOAD)).toHaveTextContent(
      'None: this network runs SP000000000000000000002Q6VF78.pox-4, not pox-5, so staking pays no sBTC here.',
    );
  });

  it('says claims go to BTC when the manager keeps a payout address', async () => {
    server.use(
      http.post(`${API}/v2/contracts/call-read/:address/:name/get-pox-addr`, () =>
        HttpResponse.json({ okay: true, result: storedPayoutHex() }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(
      await screen.findByText(
        'Fast Pool pays your claims as BTC to your payout address: those are not sBTC and do not add to this balance.',
        {},
        LOAD,
      ),
    ).toBeVisible();
  });

  it('offers the header’s Connect to a visitor', async () => {
    renderSection({ address: undefined, addresses: [] });
    expect(screen.getByText(/Connect a wallet to see your sBTC balance/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says the wallet is on the other network', () => {
    renderSection({
      address: undefined,
      addresses: [{ address: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM' }],
    });
    expect(screen.getByText(/Your wallet is on the other network/)).toHaveTextContent(
      'switch the wallet or Satchel to mainnet',
    );
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
  });
});
