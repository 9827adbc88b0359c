// @vitest-environment node
// (the fetcher loads @stacks/transactions, which jsdom's Uint8Array breaks.)
import { QueryClient } from '@tanstack/react-query';
import { Cl, serializeCV, type ClarityValue } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import {
  DELEGATED_MICRO_STX,
  FAST_POOL_POX_HASHBYTES,
  UNLOCKED_MICRO_STX,
} from '@/mocks/fixtures/stacking';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import type { ActiveNetwork } from '../active-network';
import { stackingQueryKey } from './stacking-queries';
import {
  derivePooledStatus,
  isPooledStackingCall,
  matchPool,
  poolCandidates,
  pooledPositionQueryKey,
  pooledPositionQueryOptions,
  type PooledStatusInput,
} from './stacking-position';
import { findPool, stackingProtocols } from './stacking-protocols';

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
const devnet: ActiveNetwork = {
  name: 'devnet',
  kind: 'devnet',
  custom: false,
  ...NETWORK_DEFAULTS.devnet,
};

const pool = (kind: 'mainnet' | 'devnet', slug: string) => {
  const found = findPool(kind, slug);
  if (!found) throw new Error(`no ${slug} on ${kind}`);
  return found;
};

describe('derivePooledStatus', () => {
  const base: PooledStatusInput = {
    pending: [],
    delegation: undefined,
    lockedMicroStx: 0n,
    burnHeight: 1_000,
    poolUserDataUntil: [],
  };
  const delegated = { untilBurnHeight: undefined };

  it.each<[string, Partial<PooledStatusInput>, ReturnType<typeof derivePooledStatus>]>([
    [
      'a pending stacking call wins over everything',
      {
        pending: [{ txid: '0x1', contract: 'c', functionName: 'revoke-delegate-stx' }],
        delegation: delegated,
        lockedMicroStx: 5n,
      },
      'pending',
    ],
    ['delegated and locked: active', { delegation: delegated, lockedMicroStx: 5n }, 'active'],
    [
      'delegated, nothing locked: waiting on the pool',
      { delegation: delegated },
      'waiting-on-pool',
    ],
    [
      'delegated until a later height: still waiting',
      { delegation: { untilBurnHeight: 1_001 } },
      'waiting-on-pool',
    ],
    [
      'delegated until the current height: expired',
      { delegation: { untilBurnHeight: 1_000 } },
      'expired',
    ],
    [
      'delegated until a passed height, still locked: expired',
      { delegation: { untilBurnHeight: 900 }, lockedMicroStx: 5n },
      'expired',
    ],
    [
      'no delegation, still locked by a pool: revoked while locked',
      { lockedMicroStx: 5n },
      'revoked-while-locked',
    ],
    [
      'no delegation, locked by the user alone: no pooled position',
      { lockedMicroStx: 5n, soloStacked: true },
      null,
    ],
    [
      'no delegation, a pool record that ended: expired',
      { poolUserDataUntil: [undefined, 999] },
      'expired',
    ],
    [
      'no delegation, a pool record still running (revoked): nothing',
      { poolUserDataUntil: [1_500, undefined] },
      null,
    ],
    ['never delegated: nothing', {}, null],
  ])('%s', (_label, change, expected) => {
    expect(derivePooledStatus({ ...base, ...change })).toBe(expected);
  });
});

describe('isPooledStackingCall', () => {
  const protocols = stackingProtocols('mainnet');
  it.each([
    [protocols.pox4, 'delegate-stx', true],
    [protocols.pox4, 'revoke-delegate-stx', true],
    [protocols.pox4, 'allow-contract-caller', true],
    [pool('mainnet', 'fast-pool').contract, 'delegate-stx', true],
    [protocols.pox4, 'stack-stx', false],
    ['SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.stacking-dao-core-v5', 'deposit', false],
    ['SP3FBR2AGK5H9QBDH3EEN6DF8EK8JY7RX8QJ5SVTE.other', 'delegate-stx', false],
  ])('%s %s → %s', (contract, fn, expected) => {
    expect(isPooledStackingCall(protocols, contract, fn)).toBe(expected);
  });
});

describe('poolCandidates and matchPool', () => {
  const mainnetPools = stackingProtocols('mainnet').pools;
  const devnetPools = stackingProtocols('devnet').pools;
  const devnetOperator = pool('devnet', 'fast-pool').delegateTo ?? '';

  it('a wrapper delegating to itself is recognised by its contract', () => {
    const fastPool = pool('mainnet', 'fast-pool');
    expect(poolCandidates(mainnetPools, fastPool.contract, [])).toEqual([fastPool]);
  });

  it('a pox4-pools pool needs its operator and the contract’s record of the user', () => {
    const planbetter = pool('mainnet', 'planbetter');
    const operator = planbetter.delegateTo ?? '';
    expect(poolCandidates(mainnetPools, operator, [])).toEqual([]);
    const record = { contract: planbetter.contract, delegatedTo: undefined, untilBurnHeight: 5 };
    expect(poolCandidates(mainnetPools, operator, [record])).toEqual([planbetter]);
    const other = { ...record, delegatedTo: pool('mainnet', 'xverse-pool').delegateTo };
    expect(poolCandidates(mainnetPools, operator, [other])).toEqual([]);
  });

  it('an address no listed pool uses matches nothing', () => {
    expect(
      matchPool(poolCandidates(mainnetPools, MAINNET_STX_ADDRESS, []), undefined),
    ).toBeUndefined();
  });

  it('pools sharing an operator: the latest delegate-stx contract decides, else the first', () => {
    const candidates = poolCandidates(devnetPools, devnetOperator, []);
    expect(candidates.map((p) => p.slug)).toEqual(['fast-pool', 'fast-pool-v2']);
    expect(matchPool(candidates, pool('devnet', 'fast-pool-v2').contract)?.slug).toBe(
      'fast-pool-v2',
    );
    expect(matchPool(candidates, 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.unknown')?.slug).toBe(
      'fast-pool',
    );
    expect(matchPool(candidates, undefined)?.slug).toBe('fast-pool');
  });
});

// ------------------------------------------------------------------ the query, through MSW

const STACKER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const BURN = 2_000;
const u128 = (n: bigint) => `0x${n.toString(16).padStart(32, '0')}`;

interface Chain {
  reads?: Record<string, ClarityValue | { status: number }>;
  locked?: bigint;
  unlocked?: bigint;
  mempool?: unknown[];
  history?: unknown[];
}

/** A devnet-shaped API answering from `chain`: read-only calls keyed `name::function`. */
function devnetApi({
  reads = {},
  locked = 0n,
  unlocked = 10_000_000_000n,
  mempool = [],
  history,
}: Chain) {
  const api = devnet.apiUrl;
  server.use(
    http.get(`${api}/v2/pox`, () =>
      HttpResponse.json({
        ...poxInfo,
        contract_id: 'ST000000000000000000002AMW42H.pox-4',
        first_burnchain_block_height: 0,
        current_burnchain_block_height: BURN,
        reward_cycle_length: 1050,
        prepare_phase_block_length: 50,
      }),
    ),
    http.get(`${api}/v2/accounts/:principal`, () =>
      HttpResponse.json({
        balance: u128(unlocked),
        locked: u128(locked),
        unlock_height: locked ? 2_100 : 0,
        nonce: 3,
      }),
    ),
    http.get(`${api}/extended/v1/tx/mempool`, () =>
      HttpResponse.json({ limit: 50, offset: 0, total: mempool.length, results: mempool }),
    ),
    http.post(`${api}/v2/contracts/call-read/:address/:name/:fn`, ({ params }) => {
      const value = reads[`${String(params.name)}::${String(params.fn)}`] ?? Cl.none();
      if ('status' in value) return HttpResponse.json({}, { status: value.status });
      return HttpResponse.json({ okay: true, result: `0x${serializeCV(value)}` });
    }),
  );
  if (history)
    server.use(
      http.get(`${api}/extended/v1/address/:principal/transactions`, () =>
        HttpResponse.json({ limit: 50, offset: 0, total: history.length, results: history }),
      ),
    );
}

const delegationTo = (to: string, until?: number) =>
  Cl.some(
    Cl.tuple({
      'amount-ustx': Cl.uint(300_000_000),
      'delegated-to': Cl.principal(to),
      'until-burn-ht': until === undefined ? Cl.none() : Cl.some(Cl.uint(until)),
      'pox-addr': Cl.none(),
    }),
  );
const stackerInfo = (delegate: string | undefined) =>
  Cl.some(
    Cl.tuple({
      'pox-addr': Cl.tuple({
        version: Cl.bufferFromHex('04'),
        hashbytes: Cl.bufferFromHex('00'.repeat(20)),
      }),
      'lock-period': Cl.uint(1),
      'first-reward-cycle': Cl.uint(2),
      'reward-set-indexes': Cl.list([]),
      'delegated-to': delegate ? Cl.some(Cl.principal(delegate)) : Cl.none(),
    }),
  );
const userData = (to: string, until?: number) =>
  Cl.some(
    Cl.tuple({
      'pox-addr': Cl.tuple({
        version: Cl.bufferFromHex('04'),
        hashbytes: Cl.bufferFromHex('11'.repeat(20)),
      }),
      'delegated-to': Cl.principal(to),
      'amount-ustx': Cl.uint(300_000_000),
      'until-burn-ht': until === undefined ? Cl.none() : Cl.some(Cl.uint(until)),
      metadata: Cl.none(),
    }),
  );
const contractCall = (n: number, contract: string, fn: string, status = 'pending') => ({
  tx_id: `0x${String(n).padStart(64, '0')}`,
  tx_status: status,
  tx_type: 'contract_call',
  fee_rate: '3000',
  contract_call: { contract_id: contract, function_name: fn },
  post_conditions: [],
});

function fetchPosition(network: ActiveNetwork, stacker: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.query(pooledPositionQueryOptions(network, stacker));
}

const fastPool = pool('devnet', 'fast-pool');
const planbetter = pool('devnet', 'planbetter');
const operator = fastPool.delegateTo ?? '';

describe('pooledPositionQueryOptions', () => {
  it('is keyed under the stacker’s stacking prefix', () => {
    const key = pooledPositionQueryOptions(devnet, STACKER).queryKey;
    expect(key).toEqual(pooledPositionQueryKey(devnet, STACKER));
    expect(key.slice(0, 4)).toEqual(stackingQueryKey(devnet, STACKER));
  });

  it('mock mode, populated: an active Fast Pool delegation', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await expect(fetchPosition(mainnet, MAINNET_STX_ADDRESS)).resolves.toEqual({
      status: 'active',
      delegation: {
        delegatedTo: pool('mainnet', 'fast-pool').contract,
        amountMicroStx: DELEGATED_MICRO_STX,
        untilBurnHeight: undefined,
        poxAddress: undefined,
      },
      pool: pool('mainnet', 'fast-pool'),
      lockedMicroStx: DELEGATED_MICRO_STX,
      availableMicroStx: UNLOCKED_MICRO_STX,
      totalMicroStx: UNLOCKED_MICRO_STX + DELEGATED_MICRO_STX,
      unlockBurnHeight: poxInfo.next_cycle.reward_phase_start_block_height,
      pending: [],
    });
    expect(FAST_POOL_POX_HASHBYTES).toHaveLength(40);
  });

  it('mock mode, empty: no position', async () => {
    server.use(...createMockHandlers({ scenario: 'empty', env: {} }));
    await expect(fetchPosition(mainnet, MAINNET_STX_ADDRESS)).resolves.toBeNull();
  });

  it.each([
    ['server-error', 'StacksApiHttpError'],
    ['malformed', 'StacksApiResponseError'],
  ] as const)('mock mode, %s: a typed error', async (scenario: MockScenario, name) => {
    server.use(...createMockHandlers({ scenario, env: {} }));
    await expect(fetchPosition(mainnet, MAINNET_STX_ADDRESS)).rejects.toMatchObject({ name });
  });

  it('delegated through a wrapper, not yet locked: waiting on the pool (history names it)', async () => {
    devnetApi({
      reads: { 'pox-4::get-delegation-info': delegationTo(operator) },
      history: [
        contractCall(9, fastPool.contract, 'delegate-stx', 'success'),
        contractCall(8, pool('devnet', 'fast-pool-v2').contract, 'delegate-stx', 'success'),
      ],
    });
    const position = await fetchPosition(devnet, STACKER);
    expect(position).toMatchObject({
      status: 'waiting-on-pool',
      pool: { slug: 'fast-pool' },
      delegation: { delegatedTo: operator, amountMicroStx: 300_000_000n },
      lockedMicroStx: 0n,
      unlockBurnHeight: undefined,
    });
  });

  it('delegated through pox4-pools: the contract’s record names the pool', async () => {
    devnetApi({
      reads: {
        'pox-4::get-delegation-info': delegationTo(operator, 3_150),
        'pox4-pools::get-user-data': userData(operator, 3_150),
      },
      history: [contractCall(9, planbetter.contract, 'delegate-stx', 'success')],
    });
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'waiting-on-pool',
      pool: { slug: 'planbetter' },
      delegation: { untilBurnHeight: 3_150 },
    });
  });

  it('a pending revoke shows as pending, and its fee is not available', async () => {
    devnetApi({
      reads: {
        'pox-4::get-delegation-info': delegationTo(operator),
        'pox-4::get-stacker-info': stackerInfo(operator),
      },
      locked: 300_000_000n,
      unlocked: 1_000_000n,
      mempool: [contractCall(1, 'ST000000000000000000002AMW42H.pox-4', 'revoke-delegate-stx')],
      history: [contractCall(9, fastPool.contract, 'delegate-stx', 'success')],
    });
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'pending',
      pending: [
        { functionName: 'revoke-delegate-stx', contract: 'ST000000000000000000002AMW42H.pox-4' },
      ],
      availableMicroStx: 997_000n,
      totalMicroStx: 301_000_000n,
      unlockBurnHeight: 2_100,
    });
  });

  it('a first pending delegate-stx names its wrapper pool', async () => {
    devnetApi({ mempool: [contractCall(1, fastPool.contract, 'delegate-stx')] });
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'pending',
      delegation: undefined,
      pool: { slug: 'fast-pool' },
    });
  });

  it('revoked while still locked: the stacker info names the pool', async () => {
    devnetApi({
      reads: { 'pox-4::get-stacker-info': stackerInfo(operator) },
      locked: 300_000_000n,
      history: [contractCall(9, fastPool.contract, 'delegate-stx', 'success')],
    });
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'revoked-while-locked',
      delegation: undefined,
      pool: { slug: 'fast-pool' },
      lockedMicroStx: 300_000_000n,
    });
  });

  it('solo stacking is not a pooled position', async () => {
    devnetApi({
      reads: { 'pox-4::get-stacker-info': stackerInfo(undefined) },
      locked: 300_000_000n,
    });
    await expect(fetchPosition(devnet, STACKER)).resolves.toBeNull();
  });

  it('a pox4-pools delegation whose end passed: expired, with its pool', async () => {
    devnetApi({ reads: { 'pox4-pools::get-user-data': userData(operator, BURN - 1) } });
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'expired',
      delegation: undefined,
      pool: { slug: 'planbetter' },
    });
  });

  it('a pool contract that cannot answer does not hide what pox-4 says', async () => {
    devnetApi({
      reads: {
        'pox-4::get-delegation-info': delegationTo(operator),
        'pox4-pools::get-user-data': { status: 500 },
      },
      locked: 300_000_000n,
    });
    server.use(
      http.get(`${devnet.apiUrl}/extended/v1/address/:principal/transactions`, () =>
        HttpResponse.json({ results: [] }),
      ),
    );
    await expect(fetchPosition(devnet, STACKER)).resolves.toMatchObject({
      status: 'active',
      pool: { slug: 'fast-pool' },
    });
  });

  it('an unexpected delegation shape is a malformed answer', async () => {
    devnetApi({ reads: { 'pox-4::get-delegation-info': Cl.some(Cl.uint(1)) } });
    await expect(fetchPosition(devnet, STACKER)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });

  it('pox-4 failing fails the query', async () => {
    devnetApi({ reads: { 'pox-4::get-delegation-info': { status: 500 } } });
    await expect(fetchPosition(devnet, STACKER)).rejects.toMatchObject({
      name: 'StacksApiHttpError',
      status: 500,
    });
  });
});
