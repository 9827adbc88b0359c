import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { nftHoldingsPopulated } from '@/mocks/fixtures/tokens';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { expectNoAxeViolations } from '@/test/axe';
import { expectReadFailureThenTryAgain } from '@/test/section-read-failure';
import { NftsSection } from './nfts-section';
import { testNetwork } from '@/test/networks';

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));
const answerHoldings = (body: object) =>
  server.use(
    http.get(`${mainnet.apiUrl}/extended/v1/tokens/nft/holdings`, () => HttpResponse.json(body)),
  );

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NftsSection network={mainnet} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'NFTs' });
}

describe('NFTs', () => {
  it('lists the holdings by collection with the count and each id in Clarity', async () => {
    use('populated');
    const section = renderSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading NFTs');
    expect(await within(section).findByRole('heading', { name: 'arties 2 NFTs' })).toBeVisible();
    expect(section).toHaveTextContent('SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties');
    const ids = within(section).getByRole('list', { name: 'arties ids' });
    expect(
      within(ids)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['u42', 'u108']);
    await expectNoAxeViolations();
  });

  it('prints each id from its bytes, not the API’s text', async () => {
    answerHoldings({
      ...nftHoldingsPopulated,
      results: nftHoldingsPopulated.results.map((result) => ({
        ...result,
        value: { ...result.value, repr: 'as the API wrote it' },
      })),
    });
    const section = renderSection();
    const ids = await within(section).findByRole('list', { name: 'arties ids' });
    await within(ids).findByText('u42');
    expect(
      within(ids)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['u42', 'u108']);
  });

  it('says when only the first page of many is shown', async () => {
    answerHoldings({ ...nftHoldingsPopulated, total: 120 });
    const section = renderSection();
    expect(
      await within(section).findByText(
        'Showing the first 2 of 120 NFTs this account holds; the counts below are of those.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the account holds no NFTs', async () => {
    use('empty');
    const section = renderSection();
    expect(
      await within(section).findByText('This account holds no NFTs on mainnet.'),
    ).toBeInTheDocument();
  });

  it('fails alone with the reason in words, and tries again', async () => {
    const section = await expectReadFailureThenTryAgain(
      server,
      renderSection,
      'Could not read this account’s NFTs: The Stacks API answered 500 Internal Server Error',
    );
    expect(await within(section).findByRole('heading', { name: 'arties 2 NFTs' })).toBeVisible();
  });
});
