import { Cl, serializeCV, type ClarityValue } from '@stacks/transactions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { toPoxState } from '@/stacks/staking/pox-state';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { BondGate } from './bond-gate';
import { testNetwork } from '@/test/networks';

// An allowlisted bond holder is not offered a stake: pox-5 refuses it beside an active bond (u19).

const STAKER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const MANAGER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.signer-manager-bond-1';
const network = testNetwork('devnet');
const pox = toPoxState({
  contract_id: 'ST000000000000000000002AMW42H.pox-5',
  first_burnchain_block_height: 0,
  current_burnchain_block_height: 5 * 1050 + 100,
  reward_cycle_length: 1050,
  prepare_phase_block_length: 50,
}) as Pox5State;

let membership: ClarityValue = Cl.none();
const asked: string[] = [];
const server = setupServer(
  http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/pox-5/:fn`, ({ params }) => {
    asked.push(String(params.fn));
    return params.fn === 'get-bond-membership'
      ? HttpResponse.json({ okay: true, result: `0x${serializeCV(membership)}` })
      : HttpResponse.json({ okay: false, cause: 'unexpected read' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  membership = Cl.none();
  asked.length = 0;
});
afterAll(() => server.close());

function renderGate(staker: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BondGate network={network} pox={pox} staker={staker}>
        <p>The stake form</p>
      </BondGate>
    </QueryClientProvider>,
  );
}

describe('BondGate', () => {
  it('an account with no bond gets the form', async () => {
    renderGate(STAKER);
    expect(await screen.findByText('The stake form')).toBeVisible();
    expect(asked).toEqual(['get-bond-membership']);
  });

  it('a bond holder is told why, and gets no form', async () => {
    membership = Cl.some(
      Cl.tuple({
        'bond-index': Cl.uint(3),
        'amount-ustx': Cl.uint(100_000_000_000n),
        signer: Cl.principal(MANAGER),
        'is-l1-lock': Cl.bool(false),
        'amount-sats': Cl.uint(1_000_000n),
      }),
    );
    renderGate(STAKER);
    expect(await screen.findByTestId('bond-refusal')).toHaveTextContent(
      `It is in bond 3 with 100,000 STX through ${MANAGER}. pox-5 holds one position per account, so a stake beside the bond would fail`,
    );
    expect(screen.queryByText('The stake form')).toBeNull();
  });

  it('without a connected account nothing is read, and the form can be filled in', () => {
    renderGate(undefined);
    expect(screen.getByText('The stake form')).toBeVisible();
    expect(asked).toEqual([]);
  });
});
