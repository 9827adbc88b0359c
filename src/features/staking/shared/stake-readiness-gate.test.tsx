import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  pox5ReadsManagerBelowMinimum,
  pox5ReadsManagerUnregistered,
} from '@/mocks/fixtures/staking-interfaces';
import { findPool } from '@/stacks/staking/staking-pools';
import { setupStakingChain } from '@/test/staking-chain-handlers';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { StakeReadinessGate } from './stake-readiness-gate';
import { poolTarget } from './stake-target';
import { testNetwork } from '@/test/networks';

// The Stake form behind the chain's word (pool-readiness.ts), against the mock fixtures: a listed
// pool that is registered and granted gets its form; one that lost its registration gets the
// reason and its website instead; one below the signer-set minimum gets the form and the note.

const network = testNetwork('mainnet');
const pox: Pox5State = {
  kind: 'pox-5',
  contractId: 'SP000000000000000000002Q6VF78.pox-5',
  burnHeight: 975_000,
  firstBurnHeight: 666_050,
  cycleLength: 2100,
  prepareLength: 100,
  currentCycle: 147,
  nextCycleStart: 975_800,
  preparePhaseStart: 975_700,
  inPreparePhase: false,
  blocksUntilChangesOpen: 0,
  blocksUntilPreparePhase: 700,
  cycleProgress: 0.6,
};

const { answerReads } = setupStakingChain(network.apiUrl);

function renderGate(slug: string) {
  const pool = findPool(slug, 'mainnet');
  if (!pool) throw new Error(slug);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StakeReadinessGate network={network} pox={pox} target={poolTarget(pool)}>
        <p>The stake form</p>
      </StakeReadinessGate>
    </QueryClientProvider>,
  );
}

describe('StakeReadinessGate', () => {
  it('a skeleton while it reads, then the form for a ready pool (Stacking DAO and its wrapper)', async () => {
    renderGate('stacking-dao');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking on the chain that Stacking DAO can take a stake',
    );
    expect(screen.queryByText('The stake form')).toBeNull();
    expect(await screen.findByText('The stake form')).toBeVisible();
    expect(screen.queryByTestId('below-minimum-note')).toBeNull();
  });

  it('a listed manager that lost its registration: the reason and its website, no form', async () => {
    answerReads(pox5ReadsManagerUnregistered);
    renderGate('xverse');
    expect(await screen.findByTestId('stake-refusal')).toHaveTextContent(
      'This signer-manager is not registered with pox-5, so pox-5 refuses stake to it. A stake sent now would fail on the chain and still cost its fee, so Satchel does not offer one.',
    );
    expect(screen.getByRole('link', { name: /Xverse’s website/ })).toHaveAttribute(
      'href',
      'https://pool.xverse.app/',
    );
    expect(screen.queryByText('The stake form')).toBeNull();
  });

  it('below the signer-set minimum: the form, with the note that its stakers earn nothing', async () => {
    answerReads(pox5ReadsManagerBelowMinimum);
    renderGate('fast-pool');
    expect(await screen.findByTestId('below-minimum-note')).toHaveTextContent(
      'Fast Pool has 10,000 STX staked for cycle 148, less than the 50,000 STX a signer-manager needs to be in the signer set. While it stays below, its stakers earn nothing.',
    );
    expect(screen.getByText('The stake form')).toBeVisible();
  });
});
