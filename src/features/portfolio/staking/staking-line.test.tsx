import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import {
  MAINNET_STX_ADDRESS,
  MAINNET_STX_ADDRESS_2,
  stxEntry,
} from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { renderWithAppState } from '@/test/render-with-app-state';
import { StakingLine } from './staking-line';
import { testNetwork } from '@/test/networks';

// The readers build Clarity arguments with @stacks/transactions (see the position page's test).

const network = testNetwork('mainnet');
const API = network.apiUrl;
const server = setupTestServer();

describe('StakingLine', { timeout: 20_000 }, () => {
  it('puts the connected account’s position and rewards in one line, with its page', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderWithAppState(
      <StakingLine network={network} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />,
      { addresses: [stxEntry] },
    );
    const line = await screen.findByTestId('staking-line', {}, { timeout: 10_000 });
    expect(line).toHaveTextContent(/STX with Fast Pool, cycles \d+ to \d+/);
    expect(screen.getByTestId('staking-rewards')).toHaveTextContent(
      /^Rewards earned: (about )?[\d.]+ sBTC; claimable now: [\d.]+ sBTC$/,
    );
    expect(screen.getByRole('link', { name: 'Your position' })).toHaveAttribute(
      'href',
      '/staking/position',
    );
  });

  it('says so when the account has no position, with a way to stake', async () => {
    server.use(...createMockHandlers({ scenario: 'empty', env: {} }));
    renderWithAppState(
      <StakingLine network={network} address={MAINNET_STX_ADDRESS_2} btcAddresses={[]} />,
    );
    const line = await screen.findByTestId('staking-line', {}, { timeout: 10_000 });
    expect(line).toHaveTextContent('No staking position.');
    expect(screen.getByRole('link', { name: 'Stake STX' })).toHaveAttribute('href', '/staking');
    expect(screen.queryByRole('link', { name: 'Your position' })).toBeNull();
  });

  it('says so on a chain without pox-5', async () => {
    server.use(
      http.get(`${API}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, contract_id: 'SP000000000000000000002Q6VF78.pox-4' }),
      ),
      // An API without the v3 staking cycles: /v2/pox alone decides.
      http.get(`${API}/extended/v3/staking/cycles/:cycle`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
    );
    renderWithAppState(
      <StakingLine network={network} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />,
    );
    expect(await screen.findByTestId('staking-line')).toHaveTextContent(
      'This network runs SP000000000000000000002Q6VF78.pox-4, not pox-5: there is no staking position to show.',
    );
  });

  it('keeps the position when only the rewards fail, with a retry for them', async () => {
    server.use(
      // The per-cycle reward reads only (staker-rewards-by-cycle.ts), not the position's.
      http.post(
        `${API}/v2/contracts/call-read/:address/:name/get-rewards-per-token-for-cycle`,
        () => HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderWithAppState(
      <StakingLine network={network} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />,
      { addresses: [stxEntry] },
    );
    expect(
      await screen.findByText(
        'The staking rewards could not be read from pox-5 and the signer-manager.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByTestId('staking-line')).toHaveTextContent(
      /STX with Fast Pool, cycles \d+ to \d+/,
    );
    expect(screen.queryByTestId('staking-rewards')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
