import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import type { ActiveNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import {
  burnHeightToDate,
  fetchPoxInfo,
  POX_INFO_REFETCH_MS,
  poxInfoQueryOptions,
  poxResponseSchema,
  toPoxCycleInfo,
  type PoxResponse,
} from './pox-info';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  custom: false,
  ...NETWORK_DEFAULTS.mainnet,
};

/** Cycles of 10 burn blocks from height 100, the last 3 the prepare phase: cycle 2 is 120…129. */
function pox(burnHeight: number): PoxResponse {
  return poxResponseSchema.parse({
    contract_id: 'ST000000000000000000002AMW42H.pox-4',
    first_burnchain_block_height: 100,
    current_burnchain_block_height: burnHeight,
    reward_cycle_length: 10,
    prepare_phase_block_length: 3,
    min_amount_ustx: 125_000_000_000,
    current_cycle: { id: 2, stacked_ustx: 9_000_000 },
  });
}

describe('toPoxCycleInfo', () => {
  it('at the first block of a cycle: nothing elapsed, the whole cycle ahead', () => {
    expect(toPoxCycleInfo(pox(120))).toMatchObject({
      currentCycle: 2,
      nextCycleStartHeight: 130,
      blocksUntilNextCycle: 10,
      cycleProgress: 0,
      inPreparePhase: false,
      blocksUntilPreparePhase: 7,
    });
  });

  it('at the last block of a cycle: one block left, in the prepare phase', () => {
    expect(toPoxCycleInfo(pox(129))).toMatchObject({
      currentCycle: 2,
      nextCycleStartHeight: 130,
      blocksUntilNextCycle: 1,
      cycleProgress: 0.9,
      inPreparePhase: true,
      blocksUntilPreparePhase: 0,
    });
  });

  it('the prepare phase starts prepareLength blocks before the next cycle', () => {
    expect(toPoxCycleInfo(pox(126))).toMatchObject({
      inPreparePhase: false,
      blocksUntilPreparePhase: 1,
    });
    expect(toPoxCycleInfo(pox(127))).toMatchObject({
      inPreparePhase: true,
      blocksUntilPreparePhase: 0,
      blocksUntilNextCycle: 3,
    });
  });

  it('the next cycle starts at the following boundary', () => {
    expect(toPoxCycleInfo(pox(130))).toMatchObject({
      currentCycle: 3,
      nextCycleStartHeight: 140,
      cycleProgress: 0,
      inPreparePhase: false,
    });
  });

  it('before PoX starts it counts as cycle 0 with no progress', () => {
    expect(toPoxCycleInfo(pox(40))).toMatchObject({
      currentCycle: 0,
      cycleProgress: 0,
      nextCycleStartHeight: 110,
      blocksUntilNextCycle: 70,
    });
  });

  it('keeps the amounts as bigint µSTX and the days as burn blocks / 144', () => {
    const info = toPoxCycleInfo(poxResponseSchema.parse(poxInfo));
    expect(info).toMatchObject({
      poxContract: 'SP000000000000000000002Q6VF78.pox-5',
      currentCycle: poxInfo.current_cycle.id,
      nextCycleStartHeight: poxInfo.next_cycle.reward_phase_start_block_height,
      blocksUntilNextCycle: poxInfo.next_reward_cycle_in,
      blocksUntilPreparePhase: poxInfo.next_cycle.blocks_until_prepare_phase,
      minThresholdMicroStx: 50_000_000_000n,
      stackedMicroStx: 419_682_113_000_000n,
    });
    expect(info.daysUntilNextCycle).toBe(
      Math.round((poxInfo.next_reward_cycle_in / 144) * 10) / 10,
    );
  });

  it('leaves the stacked amount undefined when the API does not give it', () => {
    const body = { ...pox(120), current_cycle: { id: 2, stacked_ustx: null } };
    expect(toPoxCycleInfo(body).stackedMicroStx).toBeUndefined();
  });
});

describe('poxResponseSchema', () => {
  it.each([
    ['a zero cycle length', { reward_cycle_length: 0 }],
    ['a negative height', { current_burnchain_block_height: -1 }],
    ['an amount that is not a number', { min_amount_ustx: '12a' }],
    ['no contract', { contract_id: '' }],
  ])('refuses %s', (_label, change) => {
    const body = { ...poxInfo, ...change };
    expect(poxResponseSchema.safeParse(body).success).toBe(false);
  });

  it('accepts µSTX amounts sent as digit strings', () => {
    const body = { ...poxInfo, min_amount_ustx: '140000000000' };
    expect(poxResponseSchema.parse(body).min_amount_ustx).toBe(140_000_000_000n);
  });
});

describe('fetchPoxInfo', () => {
  it('reads /v2/pox of the network it is given', async () => {
    server.use(http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)));
    await expect(fetchPoxInfo(mainnet)).resolves.toMatchObject({
      burnHeight: poxInfo.current_burnchain_block_height,
      rewardCycleLength: 2_100,
      prepareLength: 100,
    });
  });

  it('fails with a typed error on an HTTP error', async () => {
    server.use(http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json({}, { status: 503 })));
    await expect(fetchPoxInfo(mainnet)).rejects.toMatchObject({
      name: 'StacksApiHttpError',
      status: 503,
    });
  });

  it('fails with a typed error on a malformed answer', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, reward_cycle_length: 'long' }),
      ),
    );
    const error: unknown = await fetchPoxInfo(mainnet).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StacksApiError);
    expect(error).toMatchObject({ name: 'StacksApiResponseError' });
  });
});

describe('poxInfoQueryOptions', () => {
  it('is keyed by network and refetches every minute', async () => {
    server.use(http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)));
    const options = poxInfoQueryOptions(mainnet);
    expect(options.queryKey).toEqual(['mainnet', mainnet.apiUrl, 'pox-info']);
    expect(options.refetchInterval).toBe(POX_INFO_REFETCH_MS);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(options)).resolves.toMatchObject({
      currentCycle: poxInfo.current_cycle.id,
    });
  });
});

describe('burnHeightToDate', () => {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const info = toPoxCycleInfo(pox(120));

  it('counts ten minutes per burn block from now', () => {
    expect(burnHeightToDate(130, info, now).toISOString()).toBe('2026-01-01T01:40:00.000Z');
  });

  it('the current height is now; a past height is in the past', () => {
    expect(burnHeightToDate(120, info, now)).toEqual(now);
    expect(burnHeightToDate(114, info, now).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});
