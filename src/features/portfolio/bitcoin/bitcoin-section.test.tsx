import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import {
  btcNativeSegwitEntry,
  btcTaprootEntry,
  leatherAddresses,
  MAINNET_STX_ADDRESS,
  MAINNET_STX_ADDRESS_2,
} from '@/mocks/fixtures/wallet-addresses';
import { esploraHandlers } from '@/mocks/handlers/esplora-handlers';
import type { ActiveNetwork } from '@/stacks/active-network';
import { expectNoAxeViolations } from '@/test/axe';
import type { AddressEntry, BtcAddressEntry } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { BitcoinSection } from './bitcoin-section';
import { testNetwork } from '@/test/networks';

// Every test runs with onUnhandledRequest: 'error', so "no request" cases would fail on any call.
const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');
const devnet = testNetwork('devnet');
const BTC_ADDRESSES: BtcAddressEntry[] = [btcNativeSegwitEntry, btcTaprootEntry];

function renderSection({
  network = mainnet,
  address = MAINNET_STX_ADDRESS,
  btcAddresses = BTC_ADDRESSES,
  connected = [...leatherAddresses],
}: {
  network?: ActiveNetwork;
  address?: string;
  btcAddresses?: BtcAddressEntry[];
  connected?: AddressEntry[];
} = {}) {
  const store = createStore();
  store.set(addressesAtom, connected);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <BitcoinSection network={network} address={address} btcAddresses={btcAddresses} />
      </QueryClientProvider>
    </Provider>,
  );
}

function addressCard(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

describe('BitcoinSection', () => {
  it('shows each address with its confirmed and unconfirmed balance, exact, in BTC', async () => {
    server.use(...esploraHandlers('populated'));
    renderSection();
    expect(screen.getByRole('region', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.getByText('Balances on Bitcoin mainnet, read from mempool.space.')).toBeVisible();
    const segwit = within(addressCard('Native segwit'));
    expect(await segwit.findByText('0.01250001 BTC')).toBeVisible();
    expect(segwit.getByText('+0.0002 BTC')).toBeVisible();
    expect(segwit.getByText(btcNativeSegwitEntry.address)).toBeVisible();
    expect(
      segwit.getByRole('link', { name: /Native segwit address on mempool.space/ }),
    ).toHaveAttribute('href', `https://mempool.space/address/${btcNativeSegwitEntry.address}`);
    const taproot = within(addressCard('Taproot'));
    expect(await taproot.findByText('0.5 BTC')).toBeVisible();
    expect(taproot.getByText('−0.1001 BTC')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says the devnet has no Bitcoin chain, and asks nothing', () => {
    renderSection({ network: devnet });
    expect(
      screen.getByText(
        'The devnet has no Bitcoin chain, so there are no Bitcoin balances to show.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says Bitcoin addresses are known only for the connected wallet when another is shown', () => {
    renderSection({ address: MAINNET_STX_ADDRESS_2, btcAddresses: [] });
    expect(
      screen.getByText(/Bitcoin addresses are known only for the connected wallet/),
    ).toBeVisible();
  });

  it('says so when the wallet shared no native segwit or taproot address', () => {
    renderSection({ btcAddresses: [] });
    expect(
      screen.getByText('Your wallet shared no native segwit or taproot Bitcoin address.'),
    ).toBeVisible();
  });

  it('refuses, in words and without a request, an address of another chain than the network’s', () => {
    renderSection({ network: testnet });
    expect(
      screen.getByText('Balances on Bitcoin testnet3, read from mempool.space.'),
    ).toBeVisible();
    const segwit = within(addressCard('Native segwit'));
    expect(
      segwit.getByText(
        'This is a mainnet Bitcoin address; the selected network is testnet. Its balance is not read.',
      ),
    ).toBeVisible();
    expect(segwit.queryByRole('link')).toBeNull();
  });

  it('fails alone with words and a retry that reads the balances again', async () => {
    server.use(...esploraHandlers('server-error'));
    renderSection();
    expect(
      await screen.findByText(/The Bitcoin balances could not be read from mempool.space/),
    ).toBeVisible();
    expect(within(addressCard('Taproot')).getAllByText('—')).toHaveLength(2);
    server.use(...esploraHandlers('populated'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(addressCard('Taproot')).findByText('0.5 BTC')).toBeVisible();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
