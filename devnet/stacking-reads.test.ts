// The stacking reads of src/stacks/stacking (PoX info, pooled position and its status,
// contract-caller allowance, liquid positions) against a real in-process devnet: real signed
// transactions, mined, with the pool operator locking at the prepare phase as pools do.
import { QueryClient } from '@tanstack/react-query';
import { Cl } from '@stacks/transactions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TESTNET_CHAIN_ID } from '../src/config/constants';
import type { ActiveNetwork } from '../src/stacks/active-network';
import { contractCallerAllowanceQueryOptions } from '../src/stacks/stacking/contract-caller-allowance';
import { liquidPositionsQueryOptions } from '../src/stacks/stacking/liquid-positions';
import { fetchPoxInfo } from '../src/stacks/stacking/pox-info';
import { pooledPositionQueryOptions } from '../src/stacks/stacking/stacking-position';
import { untilBurnHeight } from '../src/stacks/stacking/until-burn-height';
import {
  findLiquidProtocol,
  findPool,
  stackingProtocols,
} from '../src/stacks/stacking/stacking-protocols';
import { poolOperator, wallet1, wallet2, wallet3 } from './accounts.mjs';
import { POX_4 } from './contracts.mjs';
import { startDevnet } from './server.mjs';
import { call, http } from './test-helpers';

let devnet: Awaited<ReturnType<typeof startDevnet>>;
let api: ReturnType<typeof http>;
let network: ActiveNetwork;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
  api = http(devnet.url);
  // A devnet on a free port: the kind is devnet, as the app's selector would say for :3999.
  network = {
    name: 'devnet',
    kind: 'devnet',
    apiUrl: devnet.url,
    chainId: TESTNET_CHAIN_ID,
    custom: false,
  };
});
afterAll(() => devnet.close());

const STX = 1_000_000n;
const fastPool = findPool('devnet', 'fast-pool');

function query() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
const position = (stacker: string) => query().query(pooledPositionQueryOptions(network, stacker));

async function broadcastAll(txs: { serialize(): string }[]) {
  for (const tx of txs) {
    const answer = await api.broadcast(tx);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  }
}

describe('stacking reads on a real devnet', () => {
  // Each test starts from the genesis state, at the start of a reward phase.
  beforeEach(async () => {
    await api.post('/_devnet/reset');
  });

  it('PoX info agrees with the devnet’s clock', async () => {
    const info = await fetchPoxInfo(network);
    expect(info.poxContract).toBe(POX_4);
    expect(info.rewardCycleLength).toBe(1050);
    expect(info.prepareLength).toBe(50);
    expect(info.nextCycleStartHeight - info.blocksUntilNextCycle).toBe(info.burnHeight);
    await api.post('/_devnet/advance', { to: 'prepare-phase', autoLock: false });
    const prepare = await fetchPoxInfo(network);
    expect(prepare).toMatchObject({
      inPreparePhase: true,
      blocksUntilPreparePhase: 0,
      blocksUntilNextCycle: 50,
    });
  });

  it('allow + delegate → pending → waiting on pool → active → revoke → revoked while locked', async () => {
    if (!fastPool) throw new Error('devnet lists Fast Pool');
    const stacker = wallet1.address;
    const allowance = () =>
      query().query(
        contractCallerAllowanceQueryOptions(network, {
          pox4: stackingProtocols('devnet').pox4,
          stacker,
          contract: fastPool.contract,
        }),
      );
    await expect(position(stacker)).resolves.toBeNull();
    await expect(allowance()).resolves.toEqual({ allowed: false, untilBurnHeight: undefined });

    await broadcastAll([
      await call({
        key: wallet1.privateKey,
        contract: POX_4,
        fn: 'allow-contract-caller',
        args: [Cl.principal(fastPool.contract), Cl.none()],
        nonce: 0,
      }),
      await call({
        key: wallet1.privateKey,
        contract: fastPool.contract,
        fn: 'delegate-stx',
        args: [Cl.uint(200_000n * STX)],
        nonce: 1,
      }),
    ]);
    const pending = await position(stacker);
    expect(pending).toMatchObject({ status: 'pending', pool: { slug: 'fast-pool' } });
    expect(pending?.pending.map((tx) => tx.functionName)).toEqual(
      expect.arrayContaining(['allow-contract-caller', 'delegate-stx']),
    );

    await api.post('/_devnet/mine');
    await expect(allowance()).resolves.toEqual({ allowed: true, untilBurnHeight: undefined });
    const waiting = await position(stacker);
    expect(waiting).toMatchObject({
      status: 'waiting-on-pool',
      pool: { slug: 'fast-pool' },
      delegation: {
        delegatedTo: poolOperator.address,
        amountMicroStx: 200_000n * STX,
        untilBurnHeight: undefined,
      },
      lockedMicroStx: 0n,
      pending: [],
    });

    // The devnet's operator locks at the prepare phase on the way to the next cycle.
    await api.post('/_devnet/advance', { to: 'next-cycle' });
    const info = await fetchPoxInfo(network);
    const active = await position(stacker);
    expect(active).toMatchObject({
      status: 'active',
      pool: { slug: 'fast-pool' },
      lockedMicroStx: 200_000n * STX,
      unlockBurnHeight: info.nextCycleStartHeight,
    });
    expect(active?.totalMicroStx).toBe((active?.availableMicroStx ?? 0n) + 200_000n * STX);

    await broadcastAll([
      await call({
        key: wallet1.privateKey,
        contract: POX_4,
        fn: 'revoke-delegate-stx',
        args: [],
        nonce: 2,
      }),
    ]);
    await api.post('/_devnet/mine');
    await expect(position(stacker)).resolves.toMatchObject({
      status: 'revoked-while-locked',
      delegation: undefined,
      pool: { slug: 'fast-pool' },
      lockedMicroStx: 200_000n * STX,
    });
  });

  it('a pox4-pools delegation for one cycle: waiting on pool, then expired once its end passes', async () => {
    const planbetter = findPool('devnet', 'planbetter');
    if (!planbetter) throw new Error('devnet lists PlanBetter');
    const info = await fetchPoxInfo(network);
    const until = untilBurnHeight({ ...info, duration: 1 }) ?? 0n;
    await broadcastAll([
      await call({
        key: wallet2.privateKey,
        contract: POX_4,
        fn: 'allow-contract-caller',
        args: [Cl.principal(planbetter.contract), Cl.none()],
        nonce: 0,
      }),
      await call({
        key: wallet2.privateKey,
        contract: planbetter.contract,
        fn: 'delegate-stx',
        args: [
          Cl.uint(300n * STX),
          Cl.principal(poolOperator.address),
          Cl.some(Cl.uint(until)),
          Cl.none(),
          Cl.tuple({
            version: Cl.bufferFromHex('04'),
            hashbytes: Cl.bufferFromHex('11'.repeat(20)),
          }),
          Cl.none(),
        ],
        nonce: 1,
      }),
    ]);
    await api.post('/_devnet/mine');
    // Three pools share this devnet operator: the pox4-pools record and the history tell them apart.
    await expect(position(wallet2.address)).resolves.toMatchObject({
      status: 'waiting-on-pool',
      pool: { slug: 'planbetter' },
      delegation: { untilBurnHeight: Number(until), poxAddress: undefined },
    });

    // At the end height pox-4 still reports the delegation, but no pool can lock with it.
    const advance = (body: object) => api.post('/_devnet/advance', { ...body, autoLock: false });
    await advance({ to: 'next-cycle' });
    await advance({ to: 'next-cycle' });
    expect((await fetchPoxInfo(network)).burnHeight).toBe(Number(until));
    await expect(position(wallet2.address)).resolves.toMatchObject({
      status: 'expired',
      delegation: { untilBurnHeight: Number(until) },
      pool: { slug: 'planbetter' },
    });
    // One block later pox-4 forgets it; the pool contract's record still says it expired.
    await advance({ blocks: 1 });
    await expect(position(wallet2.address)).resolves.toMatchObject({
      status: 'expired',
      delegation: undefined,
      pool: { slug: 'planbetter' },
    });
  });

  it('a liquid mint request shows as pending, then as the token it minted', async () => {
    // LISA: `request-mint (amount)`, minted at once on devnet.
    const lisa = findLiquidProtocol('devnet', 'lisa');
    if (!lisa) throw new Error('devnet lists LISA');
    const liquid = () => query().query(liquidPositionsQueryOptions(network, wallet3.address));
    await expect(liquid()).resolves.toEqual([]);
    await broadcastAll([
      await call({
        key: wallet3.privateKey,
        contract: lisa.contract,
        fn: lisa.functionName,
        args: [Cl.uint(25n * STX)],
        nonce: 0,
      }),
    ]);
    await expect(liquid()).resolves.toMatchObject([
      { protocol: { slug: 'lisa' }, tokenBalance: 0n, pending: [{ functionName: 'request-mint' }] },
    ]);
    await api.post('/_devnet/mine');
    await expect(liquid()).resolves.toMatchObject([
      { protocol: { slug: 'lisa' }, tokenBalance: 25n * STX, pending: [] },
    ]);
  });
});
