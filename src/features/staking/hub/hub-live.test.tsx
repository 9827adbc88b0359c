import { http, HttpResponse } from 'msw';
import { fireEvent, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { stakingPools } from '@/stacks/staking/staking-pools';
import { renderWithAppState } from '@/test/render-with-app-state';
import { PoolFiguresSource, type HubPoolFigures } from './hub-live';

// The hub's pool figures through mock mode's handlers (mainnet): each pool's fee read from its
// manager, or the fee the pool states where its manager keeps none to read.

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const server = setupTestServer();

describe('PoolFiguresSource', { timeout: 20_000 }, () => {
  it('a manager with no fee to read gives the pool’s stated fee, the others their own', async () => {
    server.use(
      // PlanBetter's and Stacking DAO's managers keep no `fees-bips` here.
      http.get(`${API}/v2/data_var/:address/:name/fees-bips`, ({ params }) =>
        params.name === 'planbetter-signer-manager' || params.name === 'native-pool-signer-manager'
          ? HttpResponse.json({ error: 'data var not found' }, { status: 404 })
          : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    let latest: HubPoolFigures | undefined;
    renderWithAppState(
      <PoolFiguresSource
        pools={stakingPools('mainnet')}
        pox5={poxInfo.contract_id}
        currentCycle={147}
        onChange={(figures) => {
          latest = figures;
        }}
      />,
    );
    await vi.waitFor(
      () => {
        expect(latest?.figuresFor('planbetter').fee).toEqual({
          state: 'ready',
          value: { activeBips: 500, stated: true },
        });
        expect(latest?.figuresFor('stacking-dao').fee).toEqual({
          state: 'ready',
          value: { activeBips: 0, stated: true },
        });
        // Read from the manager: max500's fee in force, the reference manager's `fees-bips`.
        expect(latest?.figuresFor('fast-pool').fee).toEqual({
          state: 'ready',
          value: { activeBips: 500 },
        });
        expect(latest?.figuresFor('senseinode').fee).toEqual({
          state: 'ready',
          value: { activeBips: 500 },
        });
      },
      { timeout: 10_000 },
    );
  });
  it('hands its figures up again only when one changes, and Try again refetches the failed', async () => {
    let failSenseinode = true;
    server.use(
      http.get(`${API}/v2/data_var/:address/:name/fees-bips`, ({ params }) =>
        params.name === 'signer-manager-pox5' && failSenseinode
          ? HttpResponse.json({ error: 'unavailable' }, { status: 503 })
          : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const handed: HubPoolFigures[] = [];
    const pools = stakingPools('mainnet');
    // As the hub holds them: each hand-up re-renders the parent, and so the source.
    function Hub() {
      const [, setFigures] = useState<HubPoolFigures>();
      const [, setRenders] = useState(0);
      const onChange = useCallback((figures: HubPoolFigures) => {
        handed.push(figures);
        setFigures(figures);
      }, []);
      return (
        <>
          <button type="button" onClick={() => setRenders((count) => count + 1)}>
            Render again
          </button>
          <PoolFiguresSource
            pools={pools}
            pox5={poxInfo.contract_id}
            currentCycle={147}
            onChange={onChange}
          />
        </>
      );
    }
    renderWithAppState(<Hub />);
    await vi.waitFor(
      () => {
        expect(handed.at(-1)?.figuresFor('senseinode').fee).toEqual({ state: 'failed' });
        expect(handed.at(-1)?.figuresFor('fast-pool').stakedMicroStx.state).toBe('ready');
        expect(handed.at(-1)?.figuresFor('fast-pool').inSignerSet.state).toBe('ready');
      },
      { timeout: 10_000 },
    );
    const settled = handed.length;
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(handed).toHaveLength(settled);

    failSenseinode = false;
    handed.at(-1)?.retry();
    await vi.waitFor(
      () => {
        expect(handed.at(-1)?.figuresFor('senseinode').fee).toEqual({
          state: 'ready',
          value: { activeBips: 500 },
        });
      },
      { timeout: 10_000 },
    );
  });
});
