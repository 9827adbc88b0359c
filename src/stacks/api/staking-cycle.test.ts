import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { stakingCycleAnswer } from '@/mocks/fixtures/staking-cycles';
import { fetchStakingCycle, stakingCyclePath, stakingCycleResponseSchema } from './staking-cycle';

const server = setupTestServer();

const network = NETWORK_DEFAULTS.mainnet;
const url = `${network.apiUrl}/extended/v3/staking/cycles/:cycle`;
const NOW = Date.UTC(2026, 11, 1, 12);

/** An answer as the API sends it, with the fields the app does not read. */
const published = {
  number: 147,
  status: 'reward_phase',
  schedule: {
    start: {
      bitcoin_height: 974_750,
      time: 1_764_000_000,
      time_iso: '2025-11-24T16:00:00.000Z',
      projected_time: null,
      projected_time_iso: null,
    },
    prepare_phase_start: {
      bitcoin_height: 976_750,
      time: null,
      time_iso: null,
      projected_time: 1_765_300_000,
      projected_time_iso: '2025-12-09T17:06:40.000Z',
    },
    end: {
      bitcoin_height: 976_849,
      time: null,
      time_iso: null,
      projected_time: null,
      projected_time_iso: null,
    },
  },
  locked: {
    stx: { stx_only: '1', bonds: '0', total: '1' },
    btc: { total: '0', native: '0', sbtc: '0' },
  },
  participants: { stakers: { stx_only: 1, bonds: 0 }, signers: null },
  bonds: { total: 0, indexes: [] },
  rewards: {
    btc: {
      total: '0',
      waterfall: { bonds: '0', stx_only: '0', reserve_deposit: '0' },
      claimed: '0',
    },
  },
};

describe('GET /extended/v3/staking/cycles/{cycle}', () => {
  it('parses the published shape: status, heights, the mined time or else the projection', async () => {
    let asked = '';
    server.use(
      http.get(url, ({ params }) => {
        asked = String(params.cycle);
        return HttpResponse.json(published);
      }),
    );
    await expect(fetchStakingCycle(network, 'current')).resolves.toEqual({
      number: 147,
      status: 'reward_phase',
      start: { height: 974_750, atMs: 1_764_000_000_000 },
      preparePhaseStart: { height: 976_750, atMs: 1_765_300_000_000 },
      end: { height: 976_849 },
    });
    expect(asked).toBe('current');
  });

  it('mock mode’s answer parses with the same schema', () => {
    const answer = stakingCycleAnswer(poxInfo, 'current', NOW);
    expect(stakingCycleResponseSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ['no status', { ...published, status: undefined }],
    ['a status it does not know', { ...published, status: 'closing' }],
    ['no schedule', { ...published, schedule: undefined }],
    [
      'a point without its times',
      { ...published, schedule: { ...published.schedule, end: { bitcoin_height: 976_849 } } },
    ],
    ['a negative height', { ...published, number: -1 }],
  ])('%s: undefined, so /v2/pox decides alone', async (_name, body) => {
    server.use(http.get(url, () => HttpResponse.json(body)));
    await expect(fetchStakingCycle(network, 'current')).resolves.toBeUndefined();
  });

  it.each([404, 500])('an HTTP %i (no such endpoint, or it failed): undefined', async (status) => {
    server.use(http.get(url, () => HttpResponse.json({ error: 'Not found' }, { status })));
    await expect(fetchStakingCycle(network, 'previous')).resolves.toBeUndefined();
  });

  it('a caller’s abort still throws', async () => {
    server.use(http.get(url, () => HttpResponse.json(published)));
    const controller = new AbortController();
    controller.abort();
    await expect(fetchStakingCycle(network, 'current', controller.signal)).rejects.toThrow();
  });

  it('asks only for cycles the API can resolve', () => {
    expect(stakingCyclePath(147)).toBe('/extended/v3/staking/cycles/147');
    expect(stakingCyclePath('previous')).toBe('/extended/v3/staking/cycles/previous');
    expect(() => stakingCyclePath(-1)).toThrow(RangeError);
    expect(() => stakingCyclePath(1.5)).toThrow(RangeError);
    expect(() => stakingCyclePath(1e9)).toThrow(RangeError);
  });
});
