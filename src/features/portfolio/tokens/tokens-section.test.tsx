import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { accountBalancesPopulated } from '@/mocks/fixtures/hiro-api';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import type { ActiveNetwork } from '@/stacks/active-network';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { expectNoAxeViolations } from '@/test/axe';
import { expectReadFailureThenTryAgain } from '@/test/section-read-failure';
import { TokensSection } from './tokens-section';
import { testNetwork } from '@/test/networks';

// The section against mock mode's fixtures (sBTC in Hiro's index, stSTX read from its contract).

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');
const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));

function renderSection(network = mainnet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* A store of its own: prices follow the network stored before the render. */}
      <JotaiProvider>
        <TokensSection
          network={network}
          address={MAINNET_STX_ADDRESS}
          btcAddresses={[]}
          sbtcToken={sbtcContracts(network.kind).token}
        />
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Tokens' });
}

const rowsOf = (section: HTMLElement) => within(section).getAllByRole('row').slice(1);
function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('tr');
  if (!row) throw new Error('not in a row');
  return row;
}

const MAINNET_SBTC_ASSET = `${sbtcContracts('mainnet').token}::sbtc-token`;
const TESTNET_SBTC_ASSET = `${sbtcContracts('testnet').token}::sbtc-token`;

/** The populated account holding both networks' sBTC contracts, the other network's first. */
function holdBothSbtc(network: ActiveNetwork, other: string, own: string) {
  const others = Object.entries(accountBalancesPopulated.fungible_tokens).filter(
    ([asset]) => asset !== MAINNET_SBTC_ASSET,
  );
  const amount = (balance: string) => ({ balance, total_sent: '0', total_received: balance });
  server.use(
    http.get(`${network.apiUrl}/extended/v1/address/:principal/balances`, () =>
      HttpResponse.json({
        ...accountBalancesPopulated,
        fungible_tokens: Object.fromEntries([
          [other, amount('2500000')],
          ...others,
          [own, amount('7000')],
        ]),
      }),
    ),
  );
}

describe('Tokens', () => {
  it('lists every token with its name, symbol and exact amount, sBTC first', async () => {
    use('populated');
    const section = renderSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading Tokens');
    expect(await within(section).findByText('500 stSTX')).toBeInTheDocument();
    const rows = rowsOf(section);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /^sBTC \(sBTC\)SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4\.sbtc-token::sbtc-token0\.025 sBTC/,
    );
    expect(rows[1]).toHaveTextContent(
      /^Stacking DAO stSTX \(stSTX\)SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG\.ststx-token::ststx500 stSTX/,
    );
    await expectNoAxeViolations();
  });

  it('lists testnet’s sBTC first on testnet, named sBTC, and mainnet’s contract as any token', async () => {
    // Prices follow the app's selected network (use-fiat-pricing.ts), as on the page.
    window.localStorage.setItem('network', JSON.stringify('testnet'));
    use('populated');
    holdBothSbtc(testnet, MAINNET_SBTC_ASSET, TESTNET_SBTC_ASSET);
    const section = renderSection(testnet);
    expect(await within(section).findByText('0.00007 sBTC')).toBeInTheDocument();
    const rows = rowsOf(section);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(`sBTC (sBTC)${TESTNET_SBTC_ASSET}0.00007 sBTC`);
    expect(rows[1]).toHaveTextContent(MAINNET_SBTC_ASSET);
    // Testnet coins have no market: its sBTC is not valued as BTC.
    expect(
      await within(rows[0] as HTMLElement).findByLabelText(/^No price: testnet/),
    ).toBeVisible();
  });

  it('lists mainnet’s sBTC first on mainnet, valued as BTC, and testnet’s contract unpriced', async () => {
    use('populated');
    holdBothSbtc(mainnet, TESTNET_SBTC_ASSET, MAINNET_SBTC_ASSET);
    const section = renderSection();
    expect(await within(section).findByText('0.00007 sBTC')).toBeInTheDocument();
    const rows = rowsOf(section) as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows[0]).toHaveTextContent(`sBTC (sBTC)${MAINNET_SBTC_ASSET}0.00007 sBTC`);
    expect(rows[1]).toHaveTextContent(TESTNET_SBTC_ASSET);
    expect(await within(rows[0]).findByText(/^\$\d/)).toBeVisible();
    expect(
      await within(rows[1]).findByLabelText(
        'No price: the market has no recent price for this asset',
      ),
    ).toBeVisible();
  });

  it('says when the account holds no tokens', async () => {
    use('empty');
    const section = renderSection();
    expect(
      await within(section).findByText('This account holds no SIP-010 tokens on mainnet.'),
    ).toBeInTheDocument();
  });

  it('fails alone with the reason in words, and tries again', async () => {
    const section = await expectReadFailureThenTryAgain(
      server,
      renderSection,
      'Could not read this account’s tokens: The Stacks API answered 500 Internal Server Error',
    );
    expect(await within(section).findByText('500 stSTX')).toBeInTheDocument();
  });

  it('shows base units, and why, for a token whose decimals cannot be read', async () => {
    use('populated');
    server.use(
      http.post(`${mainnet.apiUrl}/v2/contracts/call-read/:address/ststx-token/:fn`, () =>
        HttpResponse.json({ okay: false, cause: 'Unchecked(NoSuchContract)' }),
      ),
    );
    const section = renderSection();
    const cell = await within(section).findByRole('cell', { name: '500000000 base units' });
    const row = rowOf(cell);
    expect(row).toHaveTextContent('could not be read');
    expect(within(row).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The other token is unaffected.
    expect(within(section).getByRole('cell', { name: '0.025 sBTC' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
