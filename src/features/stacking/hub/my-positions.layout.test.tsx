import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTED_LIQUID, LISTED_POOLS, type PooledSlug } from '@/stacks/stacking/stacking-protocols';
import type { LiquidPosition } from '@/stacks/stacking/liquid-positions';
import type { PoxCycleInfo } from '@/stacks/stacking/pox-info';
import type { PooledPosition, PooledStatus } from '@/stacks/stacking/stacking-position';
import { expectNoAxeViolations } from '@/test/axe';
import { renderHub } from './hub-test-utils';
import { MyPositionsLayout, type MyPositionsLayoutProps } from './my-positions.layout';

const STX = 1_000_000n;
const NOW = new Date(2026, 10, 22, 12, 0);
const EXPLORER = { chain: 'mainnet', apiUrl: undefined } as const;
const TXID = `0x${'ab'.repeat(32)}`;

const POX: PoxCycleInfo = {
  poxContract: 'SP000000000000000000002Q6VF78.pox-4',
  firstBurnchainBlockHeight: 666_050,
  burnHeight: 921_480,
  currentCycle: 121,
  rewardCycleLength: 2_100,
  prepareLength: 100,
  nextCycleStartHeight: 922_250,
  blocksUntilNextCycle: 770,
  daysUntilNextCycle: 5.3,
  cycleProgress: 0.63,
  inPreparePhase: false,
  blocksUntilPreparePhase: 670,
  minThresholdMicroStx: 140_000n * STX,
  stackedMicroStx: undefined,
};

function pool(slug: PooledSlug) {
  const found = LISTED_POOLS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
}

function position(status: PooledStatus, overrides: Partial<PooledPosition> = {}): PooledPosition {
  return {
    status,
    delegation: {
      delegatedTo: 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.pox4-fast-pool-v3',
      amountMicroStx: 1_500n * STX,
      untilBurnHeight: undefined,
      poxAddress: undefined,
    },
    pool: pool('fast-pool'),
    lockedMicroStx: 1_200n * STX,
    availableMicroStx: 300_500_000n,
    totalMicroStx: 1_500_500_000n,
    // 2,550 blocks after the current one: 17.7 days at ten minutes a block.
    unlockBurnHeight: 924_030,
    pending: [],
    ...overrides,
  };
}

function renderLayout(props: Partial<MyPositionsLayoutProps>) {
  return renderHub(
    <MyPositionsLayout
      pooled={{ state: 'ready', value: null }}
      liquid={{ state: 'ready', value: [] }}
      pox={POX}
      explorer={EXPLORER}
      now={NOW}
      {...props}
    />,
  );
}

/** The value beside a term in a position card. */
function amount(card: HTMLElement, term: string) {
  return within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('MyPositionsLayout', () => {
  it('says “You are not stacking yet” and points to both tables', () => {
    renderLayout({});
    expect(screen.getByRole('heading', { name: 'My positions' })).toBeInTheDocument();
    expect(screen.getByText('You are not stacking yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pooled stacking' })).toHaveAttribute(
      'href',
      '#pooled-stacking',
    );
    expect(screen.getByRole('link', { name: 'Liquid stacking' })).toHaveAttribute(
      'href',
      '#liquid-stacking',
    );
  });

  it('shows one shimmer while both sources load', () => {
    renderLayout({ pooled: { state: 'loading' }, liquid: { state: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your positions…');
    expect(screen.queryByText('You are not stacking yet.')).not.toBeInTheDocument();
  });

  it('an active position: delegated, locked and available apart, unlock height and date', async () => {
    renderLayout({ pooled: { state: 'ready', value: position('active') } });
    const card = screen.getByRole('article', { name: 'Fast Pool' });
    expect(within(card).getByText('Active')).toHaveAttribute('data-variant', 'success');
    expect(amount(card, 'Delegated')).toBe('1,500 STX');
    expect(amount(card, 'Locked')).toBe('1,200 STX');
    expect(amount(card, 'Available')).toBe('300.5 STX');
    expect(amount(card, 'Unlocks at')).toBe('Bitcoin block 924,030 (about Dec 10, 2026)');
    expect(amount(card, 'Delegation ends')).toBe('When you stop pooling');
    expect(
      within(card).getByRole('link', { name: 'View your Fast Pool position' }),
    ).toHaveAttribute('href', '/stacking/pool/fast-pool/active');
    expect(screen.queryByText('You are not stacking yet.')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('waiting on pool: delegated, nothing locked yet, the delegation’s end height', () => {
    renderLayout({
      pooled: {
        state: 'ready',
        value: position('waiting-on-pool', {
          pool: pool('planbetter'),
          delegation: {
            delegatedTo: 'SP3TDKYYRTYFE32N19484838WEJ25GX40Z24GECPZ',
            amountMicroStx: 500n * STX,
            untilBurnHeight: 922_250,
            poxAddress: { version: 4, hashbytes: '00'.repeat(20) },
          },
          lockedMicroStx: 0n,
          unlockBurnHeight: undefined,
        }),
      },
    });
    const card = screen.getByRole('article', { name: 'PlanBetter' });
    expect(within(card).getByText('Waiting on pool')).toBeInTheDocument();
    expect(amount(card, 'Delegated')).toBe('500 STX');
    expect(amount(card, 'Locked')).toBe('0 STX');
    expect(amount(card, 'Unlocks at')).toBe('—None');
    expect(amount(card, 'Delegation ends')).toBe('Bitcoin block 922,250 (about Nov 27, 2026)');
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/stacking/pool/planbetter/active',
    );
  });

  it('revoked while locked: no delegation, still locked until the unlock height', () => {
    renderLayout({
      pooled: {
        state: 'ready',
        value: position('revoked-while-locked', { delegation: undefined }),
      },
    });
    const card = screen.getByRole('article', { name: 'Fast Pool' });
    expect(within(card).getByText('Revoked while locked')).toHaveAttribute(
      'data-variant',
      'warning',
    );
    expect(within(card).getByText(/Your STX stay locked until the unlock height/)).toBeVisible();
    expect(amount(card, 'Delegated')).toBe('—No delegation');
    expect(amount(card, 'Locked')).toBe('1,200 STX');
    expect(within(card).queryByText('Delegation ends')).not.toBeInTheDocument();
  });

  it('expired: says the delegation ended', () => {
    renderLayout({
      pooled: {
        state: 'ready',
        value: position('expired', { lockedMicroStx: 0n, unlockBurnHeight: undefined }),
      },
    });
    const card = screen.getByRole('article', { name: 'Fast Pool' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByText(/The delegation has ended/)).toBeVisible();
  });

  it('pending: the waiting transaction with its explorer link', () => {
    renderLayout({
      pooled: {
        state: 'ready',
        value: position('pending', {
          pending: [
            {
              txid: TXID,
              contract: 'SP000000000000000000002Q6VF78.pox-4',
              functionName: 'revoke-delegate-stx',
            },
          ],
        }),
      },
    });
    const card = screen.getByRole('article', { name: 'Fast Pool' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('revoke-delegate-stx')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'view in the explorer' })).toHaveAttribute(
      'href',
      `https://explorer.hiro.so/txid/${TXID}?chain=mainnet&utm_source=satchel`,
    );
  });

  it('a pool Satchel does not list: its address, no link to a page', () => {
    const operator = 'SP3ZDSEMRESA3447YVJX9GXJM688FXQ5TK2H58JJE';
    renderLayout({
      pooled: {
        state: 'ready',
        value: position('active', {
          pool: undefined,
          delegation: {
            delegatedTo: operator,
            amountMicroStx: 100n * STX,
            untilBurnHeight: undefined,
            poxAddress: undefined,
          },
        }),
      },
    });
    const card = screen.getByRole('article', { name: 'Pool SP3Z…8JJE' });
    expect(within(card).getByText(operator)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('without the cycle figures, shows the unlock height without a date', () => {
    renderLayout({ pooled: { state: 'ready', value: position('active') }, pox: undefined });
    const card = screen.getByRole('article', { name: 'Fast Pool' });
    expect(amount(card, 'Unlocks at')).toBe('Bitcoin block 924,030');
  });

  it('liquid positions: holding in the token, pending deposits, links to the position pages', async () => {
    const [stackingDao, lisa] = LISTED_LIQUID;
    if (!stackingDao || !lisa) throw new Error('liquid protocols');
    const liquid: LiquidPosition[] = [
      { protocol: stackingDao, tokenBalance: 250_750_000n, pending: [] },
      {
        protocol: lisa,
        tokenBalance: 0n,
        pending: [{ txid: TXID, contract: lisa.contract, functionName: 'request-mint' }],
      },
    ];
    renderLayout({ liquid: { state: 'ready', value: liquid } });
    const dao = screen.getByRole('article', { name: 'Stacking DAO (stSTX)' });
    expect(within(dao).getByText('Active')).toBeInTheDocument();
    expect(amount(dao, 'Holding')).toBe('250.75 stSTX');
    expect(within(dao).getByRole('link')).toHaveAttribute(
      'href',
      '/stacking/liquid/stacking-dao/active',
    );
    const lisaCard = screen.getByRole('article', { name: 'LISA (LiSTX)' });
    expect(within(lisaCard).getByText('Pending')).toBeInTheDocument();
    expect(within(lisaCard).getByText('A deposit is waiting to be confirmed.')).toBeVisible();
    expect(within(lisaCard).getByRole('link', { name: 'View your LISA position' })).toHaveAttribute(
      'href',
      '/stacking/liquid/lisa/active',
    );
    expect(screen.queryByText('You are not stacking yet.')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says in words what could not be read, and still shows the rest', () => {
    renderLayout({
      pooled: { state: 'error', message: 'The Stacks API answered 500 Internal Server Error.' },
      liquid: { state: 'ready', value: [] },
    });
    expect(
      screen.getByText(
        'Your pooled position could not be read: The Stacks API answered 500 Internal Server Error.',
      ),
    ).toBeVisible();
    // An unreadable position is not "not stacking".
    expect(screen.queryByText('You are not stacking yet.')).not.toBeInTheDocument();
  });

  it('shows the part still loading beside the part already read', () => {
    renderLayout({
      pooled: { state: 'ready', value: position('active') },
      liquid: { state: 'loading' },
    });
    expect(screen.getByRole('article', { name: 'Fast Pool' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your liquid stacking…');
  });
});
