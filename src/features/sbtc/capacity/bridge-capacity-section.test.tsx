import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { emilyOrigin } from '@/stacks/emily/emily-origin';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { expectNoAxeViolations } from '@/test/axe';
import { renderWithAppState } from '@/test/render-with-app-state';
import { devnetSbtcSupplyHandler } from '@/test/devnet-sbtc-supply';
import { testNetwork } from '@/test/networks';
import { BridgeCapacitySection } from './bridge-capacity-section';

// The section against mock mode's fixtures (fixtures/sbtc-capacity.ts): 5,123.45678901 sBTC
// under a 10,000 BTC cap; `bridge-full` puts the cap at the supply.

const server = setupTestServer();

const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));

function renderSection(name: 'mainnet' | 'devnet' = 'mainnet') {
  renderWithAppState(
    <BridgeCapacitySection
      network={testNetwork(name)}
      contracts={sbtcContracts(name)}
      address={undefined}
    />,
  );
  return screen.getByRole('region', { name: /^Bridge capacity/ });
}

/** The figure beside a label in the section's list. */
function figure(section: HTMLElement, label: string): string | null {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('Bridge capacity', () => {
  it('shows the room left, the cap, the supply and the deposit limits, exactly', async () => {
    use('populated');
    const section = renderSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading bridge capacity');
    expect(await within(section).findByText('4,876.54321099 BTC')).toBeInTheDocument();
    expect(figure(section, 'Remaining capacity')).toBe('4,876.54321099 BTC');
    expect(figure(section, 'Peg cap')).toBe('10,000 BTC');
    expect(figure(section, 'sBTC in circulation')).toBe('5,123.45678901 sBTC');
    expect(figure(section, 'Smallest deposit')).toBe('0.001 BTC');
    expect(figure(section, 'Largest deposit')).toBe('50 BTC');
    expect(within(section).queryByText('Capacity reached')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says capacity reached, with a badge, when the cap equals the supply', async () => {
    use('bridge-full');
    const section = renderSection();
    expect(await within(section).findByText('Capacity reached')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bridge capacity Capacity reached' })).toBe(section);
    expect(figure(section, 'Remaining capacity')).toBe('0 BTC (capacity reached)');
    expect(
      within(section).getByText(/no BTC can be bridged until the cap is raised/),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says no cap set when Emily leaves the cap null', async () => {
    use('populated');
    server.use(
      http.get(`${emilyOrigin('mainnet') ?? ''}/limits`, () =>
        HttpResponse.json({ pegCap: null, perDepositMinimum: null, accountCaps: {} }),
      ),
    );
    const section = renderSection();
    expect(await within(section).findAllByText('No cap set')).toHaveLength(2);
    expect(within(section).queryByText('Smallest deposit')).toBeNull();
  });

  it('shows dashes with words and Try again when both reads fail, and recovers', async () => {
    use('server-error');
    const section = renderSection();
    expect(
      await within(section).findByText(/Could not read the sBTC bridge’s limits/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Could not read sBTC’s total supply/)).toBeInTheDocument();
    expect(figure(section, 'Remaining capacity')).toBe('—');
    expect(figure(section, 'Peg cap')).toBe('—');
    expect(figure(section, 'sBTC in circulation')).toBe('—');
    await expectNoAxeViolations();

    use('populated');
    const [retryLimits] = within(section).getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retryLimits ?? section);
    expect(await within(section).findByText('10,000 BTC')).toBeInTheDocument();
    // The supply is still unread: the room stays a dash, never a guess.
    expect(figure(section, 'Remaining capacity')).toBe('—');
  });

  it('shows a malformed answer as a dash too', async () => {
    use('malformed');
    const section = renderSection();
    expect(
      await within(section).findByText(/Could not read the sBTC bridge’s limits/),
    ).toBeInTheDocument();
    expect(figure(section, 'Peg cap')).toBe('—');
  });

  it('says the devnet has no bridge, and still reads the supply from its chain', async () => {
    server.use(devnetSbtcSupplyHandler());
    const section = renderSection('devnet');
    expect(
      within(section).getByText(
        'Bridging is not on the devnet: it has no Bitcoin chain and no sBTC signers.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText('5,123.45678901 sBTC')).toBeInTheDocument();
    expect(within(section).queryByText('Peg cap')).toBeNull();
    await expectNoAxeViolations();
  });
});
