import { Cl } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { referenceManagerInterface } from '@/mocks/fixtures/staking';
import {
  nativePoolManagerInterface,
  nativePoolWrapperInterface,
  xverseManagerInterface,
} from '@/mocks/fixtures/staking-interfaces';
import { recordCallRead } from '@/test/call-read-recorder';
import { isNativePoolWrapper, missingWrapperFunctions } from './manager-interface';
import { assertStakeReady, checkPoolReadiness } from './pool-readiness';
import { findPool } from './staking-pools';

const server = setupTestServer();

const network = { ...NETWORK_DEFAULTS.mainnet, kind: 'mainnet' as const };
const POX_5 = 'SP000000000000000000002Q6VF78.pox-5';
const SIGNER_KEY = Cl.some(Cl.bufferFromHex(`02${'11'.repeat(32)}`));

const listed = (slug: string) => {
  const pool = findPool(slug, 'mainnet');
  if (!pool) throw new Error(slug);
  return { pox5: POX_5, manager: pool.manager, entry: pool.entry };
};

/** Each contract id → its interface (404 for any other). */
function interfaces(byId: Record<string, unknown>) {
  server.use(
    http.get(`${network.apiUrl}/v2/contracts/interface/:address/:name`, ({ params }) => {
      const body = byId[`${String(params.address)}.${String(params.name)}`];
      return body === undefined
        ? HttpResponse.json({ error: 'not found' }, { status: 404 })
        : HttpResponse.json(body as Record<string, unknown>);
    }),
  );
}

const registeredAndGranted = () =>
  recordCallRead(server, network.apiUrl, ({ functionName }) =>
    functionName === 'get-signer-info' ? SIGNER_KEY : Cl.ok(Cl.bool(true)),
  );

describe('pool readiness (read from the chain before a pool is offered)', () => {
  it('a registered, granted reference manager is ready to stake and to claim', async () => {
    const fastPool = listed('fast-pool');
    interfaces({ [fastPool.manager]: referenceManagerInterface });
    const calls = registeredAndGranted();
    await expect(checkPoolReadiness(network, fastPool)).resolves.toEqual({
      stake: 'ready',
      claim: 'ready',
    });
    expect(calls.map((c) => [c.contract, c.functionName])).toEqual([
      [POX_5, 'get-signer-info'],
      [POX_5, 'verify-signer-key-grant'],
    ]);
  });

  it('Xverse’s bare-uint claim result still takes the arguments Satchel sends', async () => {
    const xverse = listed('xverse');
    interfaces({ [xverse.manager]: xverseManagerInterface });
    registeredAndGranted();
    await expect(checkPoolReadiness(network, xverse)).resolves.toEqual({
      stake: 'ready',
      claim: 'ready',
    });
  });

  it('an unregistered listed manager: stake refused in words, claims stay possible', async () => {
    const fastPool = listed('fast-pool');
    interfaces({ [fastPool.manager]: referenceManagerInterface });
    const calls = recordCallRead(server, network.apiUrl, () => Cl.none());
    await expect(checkPoolReadiness(network, fastPool)).resolves.toEqual({
      stake: {
        refused: 'This signer-manager is not registered with pox-5, so pox-5 refuses stake to it.',
      },
      claim: 'ready',
    });
    expect(calls.map((c) => c.functionName)).toEqual(['get-signer-info']);
  });

  it('a lapsed grant refuses stake (u17 would cost the fee)', async () => {
    const fastPool = listed('fast-pool');
    interfaces({ [fastPool.manager]: referenceManagerInterface });
    recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'get-signer-info' ? SIGNER_KEY : Cl.error(Cl.uint(17)),
    );
    await expect(checkPoolReadiness(network, fastPool)).resolves.toEqual({
      stake: {
        refused:
          'This signer-manager’s signer key grant is not live, so it cannot accept stake now.',
      },
      claim: 'ready',
    });
  });

  it('asked right before a stake or update is built: a lapsed grant throws its words', async () => {
    const fastPool = listed('fast-pool');
    interfaces({ [fastPool.manager]: referenceManagerInterface });
    recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'get-signer-info' ? SIGNER_KEY : Cl.error(Cl.uint(17)),
    );
    await expect(assertStakeReady(network, fastPool)).rejects.toThrow(
      'This signer-manager’s signer key grant is not live, so it cannot accept stake now.',
    );
    server.resetHandlers();
    interfaces({ [fastPool.manager]: referenceManagerInterface });
    registeredAndGranted();
    await expect(assertStakeReady(network, fastPool)).resolves.toBeUndefined();
  });

  it('Stacking DAO: the wrapper and the sender-paid claim as the builders send them', async () => {
    const dao = listed('stacking-dao');
    if (dao.entry.kind !== 'native-pool') throw new Error('stacking-dao enters via its wrapper');
    interfaces({
      [dao.manager]: nativePoolManagerInterface,
      [dao.entry.contract]: nativePoolWrapperInterface,
    });
    registeredAndGranted();
    await expect(checkPoolReadiness(network, dao)).resolves.toEqual({
      stake: 'ready',
      claim: 'ready',
    });
  });

  it('a wrapper whose arguments differ, or which is missing, refuses stake', async () => {
    const dao = listed('stacking-dao');
    if (dao.entry.kind !== 'native-pool') throw new Error('stacking-dao enters via its wrapper');
    const [delegate, ...rest] = nativePoolWrapperInterface.functions;
    if (!delegate) throw new Error('the fixture defines delegate first');
    // The same types in another order of meaning: a type check alone would pass it.
    const swapped = {
      ...delegate,
      args: [delegate.args[1], delegate.args[0], delegate.args[2]],
    };
    interfaces({
      [dao.manager]: nativePoolManagerInterface,
      [dao.entry.contract]: { ...nativePoolWrapperInterface, functions: [swapped, ...rest] },
    });
    registeredAndGranted();
    await expect(checkPoolReadiness(network, dao)).resolves.toEqual({
      stake: {
        refused: `Its staking contract ${dao.entry.contract} does not define delegate with the arguments Satchel sends, so a stake through it would fail on the chain.`,
      },
      claim: 'ready',
    });
    interfaces({ [dao.manager]: nativePoolManagerInterface });
    await expect(checkPoolReadiness(network, dao)).resolves.toMatchObject({
      stake: {
        refused: `Its staking contract ${dao.entry.contract} does not exist on this network.`,
      },
    });
  });

  it('a claim whose signature differs from the builder’s is refused, stake is not', async () => {
    const fastPool = listed('fast-pool');
    // A pox-5 entry sends (staker, cycle, bond?): a sender-paid claim would be a different call.
    interfaces({ [fastPool.manager]: nativePoolManagerInterface });
    registeredAndGranted();
    const readiness = await checkPoolReadiness(network, fastPool);
    expect(readiness.stake).toBe('ready');
    expect(readiness.claim).toEqual({
      refused:
        'This signer-manager does not define claim-staker-rewards (staker principal) (reward-cycle uint) (bond-index (optional uint)), which is the claim Satchel sends, so Satchel does not build a claim that would fail. Claim through the pool’s own site.',
    });
    // No pull: the collection from pox-5 before a claim could not be sent.
    interfaces({
      [fastPool.manager]: {
        ...referenceManagerInterface,
        functions: referenceManagerInterface.functions.filter((fn) => fn.name !== 'claim-rewards'),
      },
    });
    await expect(checkPoolReadiness(network, fastPool)).resolves.toMatchObject({
      stake: 'ready',
      claim: {
        refused: expect.stringMatching(
          /^This signer-manager does not define claim-rewards/,
        ) as unknown,
      },
    });
  });

  it('no contract at all: both refused, nothing else read', async () => {
    interfaces({});
    const calls = registeredAndGranted();
    await expect(checkPoolReadiness(network, listed('planbetter'))).resolves.toEqual({
      stake: { refused: 'No contract with this id exists on this network.' },
      claim: { refused: 'No signer-manager contract with this id exists on this network.' },
    });
    expect(calls).toEqual([]);
  });

  it('the wrapper check names each function whose arguments differ', () => {
    expect(isNativePoolWrapper(nativePoolWrapperInterface)).toBe(true);
    expect(
      missingWrapperFunctions({
        ...nativePoolWrapperInterface,
        functions: nativePoolWrapperInterface.functions.slice(1, 2),
      }),
    ).toEqual(['delegate', 'undelegate']);
  });
});
