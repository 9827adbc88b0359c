import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALLOUT_PORTAL_ID } from '@/design-system/callout-banner';
import { leatherAddresses } from '@/mocks/fixtures/wallet-addresses';
import { expectNoAxeViolations } from '@/test/axe';
import { recordLocation } from '@/test/location-recorder';
import { INVALID_API_URL_MESSAGE } from './check-custom-api';
import { NetworkSelector } from './network-selector';

const MAINNET = 'https://api.hiro.so';
const TESTNET = 'https://api.testnet.hiro.so';
const NODE = 'https://node.example.com';
const POX5 = 'https://api.testnet-pox5.hiro.so';

function nodeInfo(networkId: number, burnHeight: number) {
  return {
    peer_version: 402653196,
    server_version: 'stacks-node 3.1.0.0.0',
    network_id: networkId,
    burn_block_height: burnHeight,
    stacks_tip_height: burnHeight * 2,
  };
}

const requests: string[] = [];
const server = setupServer(
  http.get(`${MAINNET}/v2/info`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(nodeInfo(1, 870_123));
  }),
  http.get(`${TESTNET}/v2/info`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(nodeInfo(2147483648, 4_321));
  }),
  http.get(`${NODE}/v2/info`, () => HttpResponse.json(nodeInfo(2147483648, 55))),
  http.get(`${POX5}/v2/info`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(nodeInfo(0x80000005, 6_789));
  }),
  http.get('https://not-a-node.example.com/v2/info', () => HttpResponse.html('<p>Hello</p>')),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Transform the lazily loaded parts once up front: under a busy full run, compiling them on
  // first use can outlast findBy's wait, and that is not what these tests are about.
  await Promise.all([
    import('./network-control'),
    import('./network-status'),
    import('./network-dialog'),
    import('./wallet-network-banner'),
    import('./apply-network-url-params'),
  ]);
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderSelector(path = '/stacking') {
  // As in app.tsx: chain data stays fresh for 10 s.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 10_000 } },
  });
  const router = recordLocation();
  render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <MemoryRouter initialEntries={[path]}>
          <header>
            <NetworkSelector />
          </header>
          <main>
            <div id={CALLOUT_PORTAL_ID} data-testid="callout-portal" />
          </main>
          <router.LocationRecorder />
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { router };
}

async function openDialog(name: RegExp | string = /^Network:/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Network' });
}

describe('NetworkSelector', () => {
  it('shows the stored network and its node status; a switch refetches and never mixes', async () => {
    renderSelector();
    const dialog = await openDialog('Network: Mainnet');
    expect(await within(dialog).findByText('Burn block 870,123')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Testnet/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('network')).toBe('"testnet"');

    const again = await openDialog('Network: Testnet');
    expect(await within(again).findByText('Burn block 4,321')).toBeInTheDocument();
    expect(within(again).queryByText(/870,123/)).not.toBeInTheDocument();
    expect(requests).toEqual([`${MAINNET}/v2/info`, `${TESTNET}/v2/info`]);
  });

  it('offers the PoX-5 test network by name, and keeps the choice', async () => {
    renderSelector();
    const dialog = await openDialog('Network: Mainnet');
    const pox5 = within(dialog).getByRole('radio', { name: /PoX-5 testnet/ });
    expect(pox5).toHaveAccessibleName(/^PoX-5 testnet\s*https:\/\/api\.testnet-pox5\.hiro\.so$/);
    await userEvent.click(pox5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Stored as the custom-API mechanism stores it: the kind under `network`, the URL active,
    // nothing saved (decision 0008).
    expect(localStorage.getItem('network')).toBe('"testnet"');
    expect(JSON.parse(localStorage.getItem('customApis') ?? '{}')).toEqual({
      saved: [],
      active: POX5,
    });

    const again = await openDialog('Network: PoX-5 testnet');
    expect(await within(again).findByText('Burn block 6,789')).toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: /PoX-5 testnet/ })).toBeChecked();
    expect(within(again).getByRole('radio', { name: /^Testnet/ })).not.toBeChecked();
    expect(within(again).queryByRole('button', { name: `Remove ${POX5}` })).toBeNull();
    expect(within(again).getByRole('link', { name: /Open the explorer/ })).toHaveAttribute(
      'href',
      `https://explorer.hiro.so/?chain=testnet&utm_source=satchel&api=${encodeURIComponent(POX5)}`,
    );
    expect(requests).toEqual([`${MAINNET}/v2/info`, `${POX5}/v2/info`]);
  });

  it('applies ?chain=testnet, then takes it out of the URL', async () => {
    const { router } = renderSelector('/stacking?chain=testnet&pool=fast-pool');
    expect(await screen.findByRole('button', { name: 'Network: Testnet' })).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe('?pool=fast-pool'));
    expect(localStorage.getItem('network')).toBe('"testnet"');
    // Nothing was fetched for the network the URL replaced.
    await waitFor(() => expect(requests).toEqual([`${TESTNET}/v2/info`]));
  });

  it('ignores an unknown ?chain=', async () => {
    const { router } = renderSelector('/stacking?chain=moonnet');
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Network: Mainnet' })).toBeInTheDocument();
  });

  it('uses a good ?api= once its /v2/info answers like a Stacks node', async () => {
    const { router } = renderSelector(`/stacking?api=${encodeURIComponent(NODE)}`);
    expect(
      await screen.findByRole('button', { name: 'Network: node.example.com' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(JSON.parse(localStorage.getItem('customApis') ?? '{}')).toEqual({
      saved: [{ url: NODE, chainId: 2147483648 }],
      active: NODE,
    });
  });

  it('refuses a bad ?api= with words, in the dialog', async () => {
    renderSelector(`/stacking?api=${encodeURIComponent('https://not-a-node.example.com')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Network' });
    expect(within(dialog).getByRole('textbox', { name: 'Custom Stacks API URL' })).toHaveValue(
      'https://not-a-node.example.com',
    );
    expect(within(dialog).getByText(/does not answer like a Stacks node/)).toBeInTheDocument();
    // The dialog is modal, so the header is hidden from the accessibility tree meanwhile.
    expect(
      screen.getByRole('button', { name: 'Network: Mainnet', hidden: true }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('customApis')).toBeNull();
  });

  it('adds a custom API that is a Stacks node, and refuses one that is not', async () => {
    renderSelector();
    const dialog = await openDialog();
    const input = within(dialog).getByRole('textbox', { name: 'Custom Stacks API URL' });

    await userEvent.type(input, 'https://not-a-node.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and use' }));
    expect(
      await within(dialog).findByText(/does not answer like a Stacks node/),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, `${NODE}/`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add and use' }));
    expect(
      await screen.findByRole('button', { name: 'Network: node.example.com' }),
    ).toBeInTheDocument();

    const again = await openDialog('Network: node.example.com');
    expect(await within(again).findByText('Burn block 55')).toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: /node\.example\.com/ })).toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: `Remove ${NODE}` }));
    expect(within(again).queryByRole('radio', { name: /node\.example\.com/ })).toBeNull();
    expect(within(again).getByRole('radio', { name: /Testnet/ })).toBeChecked();
  });

  it('checks the address like every form: on leaving the field, not while typing it', async () => {
    renderSelector();
    const dialog = await openDialog();
    const input = within(dialog).getByRole('textbox', { name: 'Custom Stacks API URL' });
    await userEvent.type(input, 'node.example.com');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(INVALID_API_URL_MESSAGE);
    // Fixing it clears the message as they type; nothing was asked of any node.
    await userEvent.clear(input);
    await userEvent.type(input, NODE);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([`${MAINNET}/v2/info`]);
  });

  it('links to the explorer for the selected network, safely', async () => {
    renderSelector();
    const dialog = await openDialog();
    const link = within(dialog).getByRole('link', { name: 'Open the explorer for Mainnet' });
    expect(link).toHaveAttribute(
      'href',
      'https://explorer.hiro.so/?chain=mainnet&utm_source=satchel',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('says so in the callout banner when the wallet is on another network', async () => {
    localStorage.setItem('network', '"testnet"');
    localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
    renderSelector();
    const portal = screen.getByTestId('callout-portal');
    expect(
      await within(portal).findByText('Your wallet is on mainnet, Satchel on testnet'),
    ).toBeInTheDocument();
    await userEvent.click(within(portal).getByRole('button', { name: 'Use Mainnet' }));
    expect(await screen.findByRole('button', { name: 'Network: Mainnet' })).toBeInTheDocument();
    expect(portal).toBeEmptyDOMElement();
  });

  it('falls back to the default network when storage is corrupt', async () => {
    localStorage.setItem('network', '{"broken"');
    localStorage.setItem('customApis', '[1,2,3]');
    renderSelector();
    expect(await screen.findByRole('button', { name: 'Network: Mainnet' })).toBeInTheDocument();
  });
});
