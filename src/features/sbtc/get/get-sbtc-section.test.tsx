import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { MAINNET_STX_ADDRESS, stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { installMockWallet, type MockWalletOptions } from '@/mocks/mock-wallet-provider';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithAppState } from '@/test/render-with-app-state';
import { devnetSbtcSupplyHandler } from '@/test/devnet-sbtc-supply';
import { testNetwork } from '@/test/networks';
import { GetSbtcSection } from './get-sbtc-section';

// Get sBTC against mock mode's bridge (fixtures/sbtc-capacity.ts) and the mock wallet, which
// answers openSwap {message: 'Swap opened'}.

const server = setupTestServer();

const uninstalls: (() => void)[] = [];
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
});

const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));

function renderSection({
  name = 'mainnet',
  connected = true,
  wallet = {},
}: { name?: 'mainnet' | 'devnet'; connected?: boolean; wallet?: MockWalletOptions } = {}) {
  const installed = installMockWallet(wallet);
  uninstalls.push(installed.uninstall);
  renderWithAppState(
    <GetSbtcSection
      network={testNetwork(name)}
      contracts={sbtcContracts(name)}
      address={connected ? MAINNET_STX_ADDRESS : undefined}
    />,
    { addresses: connected ? [stxEntry] : [] },
  );
  return { section: screen.getByRole('region', { name: 'Get sBTC' }), wallet: installed.wallet };
}

const bridgeButton = (section: HTMLElement) =>
  within(section).getByRole('button', { name: 'Bridge BTC to sBTC' });
const swapButton = (section: HTMLElement) =>
  within(section).getByRole('button', { name: 'Swap STX for sBTC' });

describe('Get sBTC', () => {
  it('opens the wallet’s swap from BTC and from STX', async () => {
    use('populated');
    const { section, wallet } = renderSection({ wallet: { mode: 'manual' } });
    const user = userEvent.setup();
    expect(bridgeButton(section)).toBeEnabled();

    await user.click(bridgeButton(section));
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1));
    const [bridge] = wallet.pending();
    expect(bridge).toMatchObject({ method: 'openSwap', params: { base: 'BTC', quote: 'sBTC' } });
    wallet.approve(bridge?.id ?? '');
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your wallet opened its swap: Swap opened',
    );

    await user.click(swapButton(section));
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1));
    const [stx] = wallet.pending();
    expect(stx).toMatchObject({ method: 'openSwap', params: { base: 'STX', quote: 'sBTC' } });
    wallet.approve(stx?.id ?? '');
    expect(await within(section).findByText(/Your wallet opened its swap/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('turns the bridge off, with the reason tied to it, when the bridge is full', async () => {
    use('bridge-full');
    const { section } = renderSection();
    await vi.waitFor(() => expect(bridgeButton(section)).toBeDisabled());
    expect(bridgeButton(section)).toHaveAccessibleDescription(
      'The sBTC bridge has reached its peg cap: no BTC can be bridged until the cap is raised.',
    );
    expect(swapButton(section)).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('turns the bridge off on the devnet, and still offers the swap', () => {
    server.use(devnetSbtcSupplyHandler());
    const { section } = renderSection({ name: 'devnet' });
    expect(bridgeButton(section)).toBeDisabled();
    expect(bridgeButton(section)).toHaveAccessibleDescription(
      'Bridging is not on the devnet: it has no Bitcoin chain and no sBTC signers.',
    );
    expect(swapButton(section)).toBeEnabled();
  });

  it('asks a visitor to connect first', async () => {
    use('populated');
    const { section } = renderSection({ connected: false });
    for (const button of [bridgeButton(section), swapButton(section)]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/^Connect a wallet on mainnet first/);
    }
    await expectNoAxeViolations();
  });

  it('says so and links out when the wallet lists no openSwap', async () => {
    use('populated');
    const { section } = renderSection({ wallet: { unsupportedMethods: ['openSwap'] } });
    expect(
      await within(section).findByText('Your wallet does not support openSwap'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Bridge BTC to sBTC' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'official sBTC bridge app' })).toHaveAttribute(
      'href',
      'https://sbtc.stacks.co/',
    );
    expect(within(section).getByRole('link', { name: 'Bitflow' })).toHaveAttribute(
      'href',
      'https://www.bitflow.finance/',
    );
    await expectNoAxeViolations();
  });

  it('treats a 4002 answer like a wallet that lists no openSwap', async () => {
    use('populated');
    const { section, wallet } = renderSection({ wallet: { mode: 'manual' } });
    await userEvent.click(swapButton(section));
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1));
    const [request] = wallet.pending();
    wallet.reject(request?.id ?? '', { code: 4002, message: 'Method not supported' });
    expect(
      await within(section).findByText('Your wallet does not support openSwap'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'official sBTC bridge app' })).toBeVisible();
  });

  it('says any other wallet failure in words', async () => {
    use('populated');
    const { section } = renderSection({ wallet: { failure: 'reject' } });
    await userEvent.click(swapButton(section));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(swapButton(section)).toBeEnabled();
  });
});
