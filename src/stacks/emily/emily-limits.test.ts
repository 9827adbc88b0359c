import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { emilyLimitsWithRoom } from '@/mocks/fixtures/sbtc-capacity';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { StacksApiError } from '../stacks-api';
import { emilyLimitsSchema, fetchEmilyLimits } from './emily-limits';
import { emilyOrigin } from './emily-origin';

const server = setupTestServer();

const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));
const MAINNET = emilyOrigin('mainnet') ?? '';

describe('emilyLimitsSchema', () => {
  it('reads sats as bigints', () => {
    expect(emilyLimitsSchema.parse(emilyLimitsWithRoom)).toEqual({
      pegCap: 1_000_000_000_000n,
      perDepositCap: 5_000_000_000n,
      perDepositMinimum: 100_000n,
      perWithdrawalCap: 5_000_000_000n,
    });
  });

  it('takes a null or absent limit as unset (no cap)', () => {
    expect(emilyLimitsSchema.parse({ pegCap: null, perDepositCap: null, accountCaps: {} })).toEqual(
      {
        pegCap: undefined,
        perDepositCap: undefined,
        perDepositMinimum: undefined,
        perWithdrawalCap: undefined,
      },
    );
    expect(emilyLimitsSchema.parse({}).pegCap).toBeUndefined();
  });

  it.each([
    ['a negative cap', { pegCap: -1 }],
    ['a fraction of a sat', { pegCap: 1.5 }],
    ['a number as text', { pegCap: '100' }],
    ['a cap beyond 2^53, which a number cannot hold exactly', { pegCap: 2 ** 53 }],
    ['not an object', [1, 2]],
  ])('refuses %s', (_what, answer) => {
    expect(emilyLimitsSchema.safeParse(answer).success).toBe(false);
  });
});

describe('fetchEmilyLimits', () => {
  it('reads the mock bridge', async () => {
    use('populated');
    expect((await fetchEmilyLimits(MAINNET)).pegCap).toBe(1_000_000_000_000n);
  });

  it('reads the full mock bridge at its cap', async () => {
    use('bridge-full');
    expect((await fetchEmilyLimits(MAINNET)).pegCap).toBe(512_345_678_901n);
  });

  it.each(['server-error', 'malformed'] as const)(
    'fails as a StacksApiError: %s',
    async (scenario) => {
      use(scenario);
      await expect(fetchEmilyLimits(MAINNET)).rejects.toBeInstanceOf(StacksApiError);
    },
  );

  it('refuses a huge number in the answer', async () => {
    server.use(
      http.get(`${MAINNET}/limits`, () =>
        HttpResponse.text('{"pegCap": 123456789012345678901234567890}', {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await expect(fetchEmilyLimits(MAINNET)).rejects.toThrow('unexpected answer');
  });
});
