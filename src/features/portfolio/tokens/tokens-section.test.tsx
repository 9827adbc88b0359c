import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import type { ActiveNetwork } from '@/stacks/active-network';
import { expectNoAxeViolations } from '@/test/axe';
import { TokensSection } from './tokens-section';

// The section against mock mode's fixtures (sBTC in Hiro's index, stSTX read from its contract).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  ...NETWORK_DEFAULTS.mainnet,
  custom: false,
};
const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TokensSection network={mainnet} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />
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

  it('says when the account holds no tokens', async () => {
    use('empty');
    const section = renderSection();
    expect(
      await within(section).findByText('This account holds no SIP-010 tokens on mainnet.'),
    ).toBeInTheDocument();
  });

  it('fails alone with the reason in words, and tries again', async () => {
    use('server-error');
    const section = renderSection();
    expect(
      await within(section).findByText(
        'Could not read this account’s tokens: The Stacks API answered 500 Internal Server Error',
      ),
    ).toBeInTheDocument();
    server.resetHandlers();
    use('populated');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
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
