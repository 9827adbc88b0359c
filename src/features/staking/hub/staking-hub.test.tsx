import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { POX_CYCLE } from '@/mocks/fixtures/hiro-api';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { renderWithAppState } from '@/test/render-with-app-state';
import { networkAtom } from '@/wallet/connection-store';
import { StakingHub } from './staking-hub';

// The hub reading its live data through its store (hub-live-store.ts) into the sections it
// rendered before the data came: mock mode's handlers behind MSW.

const MAINNET_API = NETWORK_DEFAULTS.mainnet.apiUrl;
const POOLS = 'Pools this cycle: fee, stake and signer set';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cycleCard = () => screen.getByRole('region', { name: 'Current cycle' });
// Busy machines: the hub's chunk, then three rounds of reads (measured ≈ 1 s alone).
const ARRIVES = { timeout: 10_000 };

describe('StakingHub', { timeout: 30_000 }, () => {
  it('fills the sections it rendered first, keeping a field being typed in and its focus', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderWithAppState(<StakingHub />);
    const field = screen.getByLabelText('Signer-manager contract id');
    field.focus();
    fireEvent.change(field, { target: { value: 'SP000000000000000000002Q6VF78.pox' } });

    expect(
      await within(cycleCard()).findByText(`Cycle ${POX_CYCLE}`, { exact: true }, ARRIVES),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: POOLS });
    await expect.poll(() => table.getAttribute('aria-busy'), ARRIVES).toBe('false');
    const fastPool = within(table).getByRole('rowheader', { name: 'Fast Pool' });
    expect(fastPool.parentElement).toHaveTextContent('5 %');
    expect(await screen.findByText('STX per stSTX', {}, ARRIVES)).toBeVisible();

    // The same field, never replaced: what was typed and the focus stay.
    expect(screen.getByLabelText('Signer-manager contract id')).toBe(field);
    expect(field).toHaveValue('SP000000000000000000002Q6VF78.pox');
    expect(field).toHaveFocus();
  });

  it('a failed cycle fails the pools too, with one retry that reads them all', async () => {
    let poxDown = true;
    server.use(
      http.get(`${MAINNET_API}/v2/pox`, () =>
        poxDown ? HttpResponse.json({ error: 'unavailable' }, { status: 503 }) : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderWithAppState(<StakingHub />);
    expect(
      await within(cycleCard()).findByText(/The current cycle could not be read/, {}, ARRIVES),
    ).toBeVisible();
    expect(screen.getByText(/Some figures could not be read from the chain/)).toBeVisible();

    poxDown = false;
    fireEvent.click(within(cycleCard()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(cycleCard()).findByText(`Cycle ${POX_CYCLE}`, { exact: true }, ARRIVES),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: POOLS });
    await expect.poll(() => table.getAttribute('aria-busy'), ARRIVES).toBe('false');
    expect(screen.queryByText(/Some figures could not be read/)).toBeNull();
  });

  it('reads the network switched to, and nothing of the one left', async () => {
    server.use(
      http.get(`${MAINNET_API}/v2/pox`, () =>
        HttpResponse.json({ error: 'unavailable' }, { status: 503 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const store = createStore();
    renderWithAppState(<StakingHub />, { store });
    expect(
      await within(cycleCard()).findByText(/The current cycle could not be read/, {}, ARRIVES),
    ).toBeVisible();

    store.set(networkAtom, 'testnet');
    // Testnet answers: its cycle, and no listed pool there.
    expect(
      await within(cycleCard()).findByText(`Cycle ${POX_CYCLE}`, { exact: true }, ARRIVES),
    ).toBeVisible();
    expect(screen.queryByText(/The current cycle could not be read/)).toBeNull();
    expect(screen.getByText(/No listed pool runs on this network/)).toBeVisible();
  });
});
