// @vitest-environment node
// (the fetcher loads @stacks/transactions, which jsdom's Uint8Array breaks.)
import { QueryClient } from '@tanstack/react-query';
import { Cl, serializeCV, type ClarityValue } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import type { ActiveNetwork } from '../active-network';
import {
  contractCallerAllowanceQueryKey,
  contractCallerAllowanceQueryOptions,
  interpretAllowance,
} from './contract-caller-allowance';
import { stackingQueryKey } from './stacking-queries';

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
const input = {
  pox4: 'SP000000000000000000002Q6VF78.pox-4',
  stacker: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
  contract: 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.pox4-fast-pool-v3',
};
const BURN = poxInfo.current_burnchain_block_height;

function answer(value: ClarityValue | { status: number } | 'malformed') {
  let body: unknown;
  server.use(
    http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)),
    http.post(
      `${mainnet.apiUrl}/v2/contracts/call-read/SP000000000000000000002Q6VF78/pox-4/get-allowance-contract-callers`,
      async ({ request }) => {
        body = await request.json();
        if (value === 'malformed') return HttpResponse.json({ okay: true, result: 12 });
        if ('status' in value) return HttpResponse.json({}, { status: value.status });
        return HttpResponse.json({ okay: true, result: `0x${serializeCV(value)}` });
      },
    ),
  );
  return () => body;
}

function fetchAllowance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.query(contractCallerAllowanceQueryOptions(mainnet, input));
}

describe('interpretAllowance', () => {
  it('no record: not allowed', () => {
    expect(interpretAllowance(undefined, 100)).toEqual({
      allowed: false,
      untilBurnHeight: undefined,
    });
  });
  it('an indefinite record: allowed', () => {
    expect(interpretAllowance({ untilBurnHeight: undefined }, 100)).toEqual({
      allowed: true,
      untilBurnHeight: undefined,
    });
  });
  it('a record ending later: allowed until that height, not at it (pox-4 checks burn < until)', () => {
    expect(interpretAllowance({ untilBurnHeight: 101 }, 100).allowed).toBe(true);
    expect(interpretAllowance({ untilBurnHeight: 100 }, 100)).toEqual({
      allowed: false,
      untilBurnHeight: 100,
    });
  });
});

describe('contractCallerAllowanceQueryOptions', () => {
  it('is keyed under the stacker’s stacking prefix', () => {
    const key = contractCallerAllowanceQueryKey(mainnet, input);
    expect(key.slice(0, 4)).toEqual(stackingQueryKey(mainnet, input.stacker));
    expect(contractCallerAllowanceQueryOptions(mainnet, input).queryKey).toEqual(key);
    expect(key).toContain(input.contract);
  });

  it('asks pox-4 about (stacker, contract) and says not allowed when there is no record', async () => {
    const body = answer(Cl.none());
    await expect(fetchAllowance()).resolves.toEqual({ allowed: false, untilBurnHeight: undefined });
    expect(body()).toEqual({
      sender: input.stacker,
      arguments: [
        `0x${serializeCV(Cl.principal(input.stacker))}`,
        `0x${serializeCV(Cl.principal(input.contract))}`,
      ],
    });
  });

  it('(some {until-burn-ht: none}) is allowed indefinitely', async () => {
    answer(Cl.some(Cl.tuple({ 'until-burn-ht': Cl.none() })));
    await expect(fetchAllowance()).resolves.toEqual({ allowed: true, untilBurnHeight: undefined });
  });

  it('an allowance ending after the burn height is allowed; one that ended is not', async () => {
    answer(Cl.some(Cl.tuple({ 'until-burn-ht': Cl.some(Cl.uint(BURN + 10)) })));
    await expect(fetchAllowance()).resolves.toEqual({ allowed: true, untilBurnHeight: BURN + 10 });
    server.resetHandlers();
    answer(Cl.some(Cl.tuple({ 'until-burn-ht': Cl.some(Cl.uint(BURN)) })));
    await expect(fetchAllowance()).resolves.toEqual({ allowed: false, untilBurnHeight: BURN });
  });

  it('an HTTP error or a malformed answer fails the query with a typed error', async () => {
    answer({ status: 502 });
    await expect(fetchAllowance()).rejects.toMatchObject({
      name: 'StacksApiHttpError',
      status: 502,
    });
    server.resetHandlers();
    answer('malformed');
    await expect(fetchAllowance()).rejects.toMatchObject({ name: 'StacksApiResponseError' });
    server.resetHandlers();
    answer(Cl.some(Cl.uint(1)));
    await expect(fetchAllowance()).rejects.toMatchObject({ name: 'StacksApiResponseError' });
  });
});
