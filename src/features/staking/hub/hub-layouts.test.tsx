import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PoolSlug } from '@/config/staking-choices';
import { CycleFiguresLayout, type HubCycle } from './cycle-card.layout';
import { LiquidOptionsLayout } from './liquid-options.layout';
import { LOADING, type LiveValue } from './live-figure';
import { OwnManagerResultLayout } from './own-manager-result.layout';
import { StakingFaq } from './staking-faq';
import { StakingPoolsTableLayout, type PoolFigures } from './staking-pools-table.layout';
import { YourPositionLayout } from './your-position.layout';

const ready = <T,>(value: T): LiveValue<T> => ({ state: 'ready', value });
const FAILED = { state: 'failed' } as const;

const OPEN: HubCycle = {
  cycle: 147,
  progress: 0.5,
  changesOpen: true,
  blocksUntilPreparePhase: 950,
  blocksUntilNextCycle: 1050,
};

describe('CycleFiguresLayout', () => {
  it('says changes are open and until when', () => {
    render(<CycleFiguresLayout cycle={OPEN} />);
    expect(screen.getByText('Cycle 147')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress through cycle 147' })).toHaveValue(50);
    expect(screen.getByText(/Changes are open\./).parentElement).toHaveTextContent(
      'for 950 Bitcoin blocks (about 6.6 days), until the prepare phase',
    );
  });

  it('in the prepare phase: closed, why, and the blocks until it reopens', () => {
    render(
      <CycleFiguresLayout
        cycle={{ ...OPEN, progress: 0.97, changesOpen: false, blocksUntilNextCycle: 60 }}
      />,
    );
    const closed = screen.getByText(/Changes are closed\./).parentElement;
    expect(closed).toHaveTextContent('Cycle 147 is in its prepare phase');
    expect(closed).toHaveTextContent('would fail and still cost its fee');
    expect(closed).toHaveTextContent(
      'They reopen in 60 Bitcoin blocks (less than a day), when cycle 148 starts.',
    );
    expect(screen.queryByText(/Changes are open/)).toBeNull();
  });
});

const POOLS = [
  { slug: 'fast-pool', name: 'Fast Pool', payout: 'sbtc-or-btc' },
  { slug: 'planbetter', name: 'PlanBetter', payout: 'btc' },
] as const;

function cells(name: string) {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function renderTable(figuresFor: (slug: PoolSlug) => PoolFigures, onRetry = () => {}) {
  render(
    <MemoryRouter>
      <StakingPoolsTableLayout pools={POOLS} figuresFor={figuresFor} onRetry={onRetry} />
    </MemoryRouter>,
  );
}

describe('StakingPoolsTableLayout', () => {
  it('shows the fee, the stake and the signer set read from the chain, each row a link', () => {
    renderTable((slug) =>
      slug === 'fast-pool'
        ? {
            fee: ready({ activeBips: 500 }),
            stakedMicroStx: ready(1_234_567_000_000n),
            inSignerSet: ready(true),
          }
        : {
            fee: ready({ activeBips: 250 }),
            stakedMicroStx: ready(10_000_000_000n),
            inSignerSet: ready(false),
          },
    );
    expect(cells('Fast Pool')).toEqual([
      'sBTC or BTC',
      '5 %',
      '1,234,567 STX',
      'In the signer set',
    ]);
    expect(cells('PlanBetter')).toEqual(['BTC', '2.5 %', '10,000 STX', 'Not in the signer set']);
    expect(screen.getByRole('link', { name: 'Fast Pool' })).toHaveAttribute(
      'href',
      '/staking/pool/fast-pool',
    );
    expect(
      screen.getByRole('table', { name: 'Pools this cycle: fee, stake and signer set' }),
    ).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a fee the pool states is said to be its stated fee; no fee known is a dash, not a failure', () => {
    renderTable((slug) => ({
      fee: slug === 'planbetter' ? ready({ activeBips: 500, stated: true }) : ready(null),
      stakedMicroStx: ready(0n),
      inSignerSet: ready(false),
    }));
    expect(cells('PlanBetter')[1]).toBe('5 % (the pool’s stated fee)');
    expect(cells('Fast Pool')[1]).toBe('—Not available');
    expect(screen.queryByText(/Some figures could not be read from the chain/)).toBeNull();
  });

  it('shimmers while loading and marks the table busy', () => {
    renderTable(() => ({ fee: LOADING, stakedMicroStx: LOADING, inSignerSet: LOADING }));
    expect(
      screen.getByRole('table', { name: 'Pools this cycle: fee, stake and signer set' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading Fast Pool fee')).toBeInTheDocument();
  });

  it('a failed figure is a dash, explained once, with a retry', async () => {
    const onRetry = vi.fn();
    renderTable(
      () => ({ fee: FAILED, stakedMicroStx: ready(0n), inSignerSet: ready(false) }),
      onRetry,
    );
    expect(cells('Fast Pool')).toEqual([
      'sBTC or BTC',
      '—Not available',
      '0 STX',
      'Not in the signer set',
    ]);
    expect(screen.getByText(/Some figures could not be read from the chain/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a devnet stand-in says so in words beside its name, explained under the table', () => {
    const figures = () => ({
      fee: ready({ activeBips: 500 }),
      stakedMicroStx: ready(0n),
      inSignerSet: ready(false),
    });
    render(
      <MemoryRouter>
        <StakingPoolsTableLayout
          pools={[POOLS[0], { ...POOLS[1], standIn: true }]}
          figuresFor={figures}
          onRetry={() => {}}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('rowheader', { name: 'PlanBetter Satchel’s stand-in on this devnet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'PlanBetter' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Fast Pool' })).toBeVisible();
    expect(screen.getByTestId('stand-in-footnote')).toHaveTextContent(
      'Satchel’s stand-in on this devnet: the pool’s contracts could not be run here as they are on mainnet, so the devnet runs a signer-manager of ours in its place.',
    );
  });

  it('no stand-in, no footnote', () => {
    renderTable(() => ({ fee: LOADING, stakedMicroStx: LOADING, inSignerSet: LOADING }));
    expect(screen.queryByTestId('stand-in-footnote')).toBeNull();
    expect(screen.queryByText(/stand-in/)).toBeNull();
  });

  it('a network with no listed pool says so', () => {
    render(
      <MemoryRouter>
        <StakingPoolsTableLayout
          pools={[]}
          figuresFor={() => ({ fee: LOADING, stakedMicroStx: LOADING, inSignerSet: LOADING })}
          onRetry={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/No listed pool runs on this network/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('YourPositionLayout', () => {
  it('tells a former pox-4 staker in one sentence that it was released, with a link to stake again', () => {
    render(
      <MemoryRouter>
        <YourPositionLayout position={{ kind: 'none', hadPox4Position: true }} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Your position' });
    expect(region).toHaveTextContent(
      'Your pox-4 stacking position was released at Epoch 4.0 and your STX are unlocked; stake them again with a pool.',
    );
    expect(
      within(region).getByRole('link', { name: 'stake them again with a pool' }),
    ).toHaveAttribute('href', '#pools');
  });

  it('summarises a position and links to its page', () => {
    render(
      <MemoryRouter>
        <YourPositionLayout
          position={{
            kind: 'position',
            status: 'starting',
            amountMicroStx: 60_000_000_000n,
            manager: 'Fast Pool',
            firstCycle: 148,
            unlockCycle: 160,
          }}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Your position' });
    expect(within(region).getByText('Starting next cycle')).toBeVisible();
    expect(region).toHaveTextContent('60,000 STX');
    expect(region).toHaveTextContent('148 to 159; unlocks at the start of cycle 160');
    expect(
      within(region).getByRole('link', { name: 'See your position, rewards and actions' }),
    ).toHaveAttribute('href', '/staking/position');
  });
});

describe('OwnManagerResultLayout', () => {
  const ID = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.signer-manager-unregistered';

  it('offers the manager page when the chain accepts it', () => {
    render(
      <MemoryRouter>
        <OwnManagerResultLayout check={{ state: 'accepted', contractId: ID }} onRetry={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Stake with this signer-manager' })).toHaveAttribute(
      'href',
      `/staking/manager/${encodeURIComponent(ID)}`,
    );
  });

  it('gives the reason and no link when refused', () => {
    render(
      <MemoryRouter>
        <OwnManagerResultLayout
          check={{ state: 'refused', contractId: ID, reason: 'it is not registered with pox-5.' }}
          onRetry={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${ID} cannot accept stake: it is not registered with pox-5.`,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LiquidOptionsLayout', () => {
  it('shows stSTX’s TVL and rate with the link out, and no yield', () => {
    render(
      <LiquidOptionsLayout
        figures={ready({
          name: 'stSTX',
          tokenContract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token',
          apy: 0.08,
          fee: 0.1,
          tvlStx: 62_718_455.12,
          stxPerToken: 1.0483,
        })}
        onRetry={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Liquid staking' });
    expect(region).toHaveTextContent('STX held by Stacking DAO62.7M STX');
    expect(region).toHaveTextContent('STX per stSTX1.0483');
    expect(region).not.toHaveTextContent(/8(\.1)? ?%/);
    expect(within(region).getByRole('link', { name: 'Get stSTX on Stacking DAO' })).toHaveAttribute(
      'href',
      'https://www.stackingdao.com/',
    );
    expect(region).toHaveTextContent('LISA is not offered');
  });
});

describe('StakingFaq', () => {
  it('is static HTML, so it is prerendered with the page', () => {
    const html = renderToString(<StakingFaq />);
    expect(html).toContain('What happened to stacking?');
    expect(html).toContain('Why are changes closed at the end of a cycle?');
    expect(html).toContain('50,000 STX');
  });
});
