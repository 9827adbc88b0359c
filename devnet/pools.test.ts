import { describe, expect, it } from 'vitest';
import { Cl } from '@stacks/transactions';
import { poolOperator, poolOperator2, wallet1, wallet2 } from './accounts.mjs';
import { devnetContracts, POX_4 } from './contracts.mjs';
import {
  AccountJson,
  AdvanceJson,
  PoolLocksJson,
  PoxJson,
  call,
  clarityPath,
  clarityText,
  useTestDevnet,
} from './test-helpers';

const node = useTestDevnet({ resetBeforeEach: false });

const STX = 1_000_000n;
const status = (tx: { txid(): string }) => node.api.tx(tx.txid());
const stx = (address: string) => node.api.stx(address);

describe('pools on devnet', () => {
  it('locks a delegation through the wrapper and pox4-pools across cycles', async () => {
    const fastAmount = 200_000n * STX;
    const planAmount = 150_000n * STX;
    // wallet_1: Fast Pool-style wrapper; wallet_2: pox4-pools with its own reward address
    const txs = [
      await call({
        key: wallet1.privateKey,
        contract: POX_4,
        fn: 'allow-contract-caller',
        args: [Cl.principal(devnetContracts.fastPool.id), Cl.none()],
        nonce: 0,
      }),
      await call({
        key: wallet1.privateKey,
        contract: devnetContracts.fastPool.id,
        fn: 'delegate-stx',
        args: [Cl.uint(fastAmount)],
        nonce: 1,
      }),
      await call({
        key: wallet2.privateKey,
        contract: POX_4,
        fn: 'allow-contract-caller',
        args: [Cl.principal(devnetContracts.pox4Pools.id), Cl.none()],
        nonce: 0,
      }),
      await call({
        key: wallet2.privateKey,
        contract: devnetContracts.pox4Pools.id,
        fn: 'delegate-stx',
        nonce: 1,
        args: [
          Cl.uint(planAmount),
          Cl.principal(poolOperator2.address),
          Cl.none(),
          Cl.none(),
          Cl.tuple({
            version: Cl.bufferFromHex('04'),
            hashbytes: Cl.bufferFromHex('11'.repeat(20)),
          }),
          Cl.none(),
        ],
      }),
    ];
    for (const tx of txs) expect((await node.api.broadcast(tx)).status).toBe(200);
    await node.api.post('/_devnet/mine');
    for (const tx of txs) expect((await status(tx)).tx_status).toBe('success');

    const delegation = await node.api.readOnly(
      POX_4,
      'get-delegation-info',
      [Cl.principal(wallet1.address)],
      wallet1.address,
    );
    expect(clarityText(clarityPath(delegation, 'delegated-to'))).toBe(poolOperator.address);

    // Prepare phase of cycle 1: the operators lock and commit.
    const prepare = await node.api.postRead(AdvanceJson, '/_devnet/advance', {
      to: 'prepare-phase',
    });
    expect(prepare.burn_block_height).toBe(1000);
    expect(prepare.pool_locks.map((l) => l.operator).sort()).toEqual(
      [poolOperator.address, poolOperator2.address].sort(),
    );
    for (const lock of prepare.pool_locks) {
      for (const txid of lock.txids) expect((await node.api.tx(txid)).tx_status).toBe('success');
    }
    const locked1 = await stx(wallet1.address);
    expect(locked1.locked).toBe(String(fastAmount));
    expect(locked1.burnchain_unlock_height).toBe(2100);
    expect((await stx(wallet2.address)).locked).toBe(String(planAmount));
    expect(
      (await node.api.read(AccountJson, `/v2/accounts/${wallet1.address}`)).unlock_height,
    ).toBe(2100);

    const cycle1 = await node.api.postRead(AdvanceJson, '/_devnet/advance', { to: 'next-cycle' });
    expect(cycle1).toMatchObject({ burn_block_height: 1050, cycle: 1 });
    const pox = await node.api.read(PoxJson, '/v2/pox');
    expect(pox.current_cycle).toMatchObject({
      id: 1,
      stacked_ustx: Number(fastAmount + planAmount),
    });

    // Next prepare phase: the pool extends the lock by a cycle.
    const again = await node.api.postRead(AdvanceJson, '/_devnet/advance', { to: 'prepare-phase' });
    expect(again.burn_block_height).toBe(2050);
    expect((await stx(wallet1.address)).burnchain_unlock_height).toBe(3150);

    // Revoking stops the next extension; the STX unlock after the cycle.
    const revoke = await call({
      key: wallet1.privateKey,
      contract: POX_4,
      fn: 'revoke-delegate-stx',
      args: [],
      nonce: 2,
    });
    await node.api.broadcast(revoke);
    await node.api.post('/_devnet/mine');
    expect((await status(revoke)).tx_status).toBe('success');
    await node.api.post('/_devnet/advance', { blocks: 1200 });
    expect((await stx(wallet1.address)).locked).toBe('0');
  });

  it('POST /_devnet/pool/lock with nothing delegated does nothing', async () => {
    await node.api.post('/_devnet/reset');
    expect(await node.api.postRead(PoolLocksJson, '/_devnet/pool/lock')).toEqual({
      pool_locks: [],
    });
    expect((await node.api.post('/_devnet/advance', { to: 'tomorrow' })).status).toBe(400);
    expect((await node.api.post('/_devnet/advance', { blocks: -1 })).status).toBe(400);
  });
});
