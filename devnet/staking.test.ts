// PoX-5 staking on the devnet through its HTTP API, with signed transactions, as the app does it:
// Epoch 4.0 and /v2/pox, pox-4 refused as on mainnet, the seeded signer-managers, and the whole
// staking life (stake, rewards from the keeper, pull and claim, BTC payout, the native-pool
// wrapper, the prepare-phase refusals, unstake). Every pox-5 transaction is in Deny mode with the
// post-conditions of docs/staking-pox-5.md#post-conditions.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  Cl,
  ClarityType,
  hexToCV,
  Pc,
  serializeCVBytes,
  type ClarityValue,
  type PostCondition,
} from '@stacks/transactions';
import { c32addressDecode } from 'c32check';
import { wallet1, wallet2, wallet3 } from './accounts.mjs';
import {
  POX_5,
  REWARD_SATS_PER_BURN_BLOCK,
  SBTC_REGISTRY,
  SBTC_TOKEN,
  signerManagers,
} from './contracts.mjs';
import {
  AdvanceJson,
  ErrorJson,
  PoxJson,
  SignerManagersJson,
  call,
  clarityPath,
  clarityText,
  useTestDevnet,
} from './test-helpers';

const node = useTestDevnet();

const STX = 1_000_000n;
const managerOf = (slug: string) => {
  const found = signerManagers.find((m) => m.slug === slug);
  if (!found) throw new Error(`no manager ${slug}`);
  return found;
};
// fastpool-1 runs the reference manager (fee set at once); Fast Pool's primary, max500, has its
// own tests (real-managers.test.ts)
const FAST_POOL = managerOf('fast-pool-1').contract.id;
const NATIVE_POOL = managerOf('stacking-dao');
const NATIVE_POOL_V1 = NATIVE_POOL.wrapper?.id ?? '';

/** Sign, broadcast and mine one call; answer its /extended/v1/tx record. */
async function send(opts: {
  key: string;
  contract: string;
  fn: string;
  args: ClarityValue[];
  postConditions?: PostCondition[];
}) {
  const sender = [wallet1, wallet2, wallet3].find((w) => w.privateKey === opts.key);
  const nonces = z.object({ possible_next_nonce: z.number() });
  const { possible_next_nonce: nonce } = await node.api.read(
    nonces,
    `/extended/v1/address/${sender?.address ?? ''}/nonces`,
  );
  const tx = await call({ ...opts, nonce, deny: true });
  const broadcast = await node.api.broadcast(tx);
  expect(broadcast.status, JSON.stringify(broadcast.json)).toBe(200);
  expect((await node.api.post('/_devnet/mine')).status).toBe(200);
  return node.api.tx(tx.txid());
}

const advance = async (body: { to: string } | { blocks: number }) =>
  AdvanceJson.parse((await node.api.post('/_devnet/advance', body)).json);
const burnHeight = async () =>
  (await node.api.read(PoxJson, '/v2/pox')).current_burnchain_block_height;
const read = (contract: string, fn: string, args: ClarityValue[]) =>
  node.api.readOnly(contract, fn, args, wallet1.address);
const uintOf = (cv: ClarityValue) => BigInt(clarityText(cv));
/** sBTC a principal can spend (`get-balance` adds what is locked in withdrawals). */
const sbtcBalance = async (principal: string) =>
  uintOf(await read(SBTC_TOKEN, 'get-balance-available', [Cl.principal(principal)]));
const sbtcLocked = async (principal: string) =>
  uintOf(await read(SBTC_TOKEN, 'get-balance-locked', [Cl.principal(principal)]));

/** Payout calldata `{pox-addr, max-fee}` (docs/staking-pox-5.md#signer-managers) for an account's
 * key hash as p2wpkh. */
function btcPayout(address: string, maxFee: number) {
  const [, hash160] = c32addressDecode(address);
  const payout = Cl.tuple({
    'pox-addr': Cl.tuple({ version: Cl.bufferFromHex('04'), hashbytes: Cl.bufferFromHex(hash160) }),
    'max-fee': Cl.uint(maxFee),
  });
  return Cl.some(Cl.buffer(serializeCVBytes(payout)));
}

/**
 * pox-5 `stake` in Deny mode, the lock covered exactly (docs/staking-pox-5.md#post-conditions). A
 * refused stake locks nothing, so its exact condition fails too and it is mined as
 * abort_by_post_condition; `refusable` covers "at most the amount" instead, so the refusal shows as
 * pox-5's own error code.
 */
async function stake(
  key: string,
  address: string,
  manager: string,
  amount: bigint,
  cycles: number,
  calldata: ClarityValue = Cl.none(),
  { refusable = false } = {},
) {
  const lock = Pc.principal(address);
  return send({
    key,
    contract: POX_5,
    fn: 'stake',
    args: [
      Cl.principal(manager),
      Cl.uint(amount),
      Cl.uint(cycles),
      Cl.uint(await burnHeight()),
      calldata,
    ],
    postConditions: [
      refusable ? lock.willSendLte(amount).ustxToLock() : lock.willSendEq(amount).ustxToLock(),
    ],
  });
}

/** Into cycle 3 at its first block: cycle 2 has been credited twice (mid-2 and start of 3). */
async function throughCycleTwo() {
  const next = await advance({ to: 'next-cycle' });
  expect(next.cycle).toBe(2);
  const first = await advance({ to: 'distribution' });
  const second = await advance({ to: 'distribution' });
  expect(second).toMatchObject({ burn_block_height: 3150, cycle: 3 });
  return [...next.rewards, ...first.rewards, ...second.rewards];
}

/** The manager's pull of a cycle, sent by anyone: pox-5 sends sBTC to the manager. */
async function pull(key: string, manager: string, cycle: number) {
  return send({
    key,
    contract: manager,
    fn: 'claim-rewards',
    args: [Cl.list([]), Cl.uint(cycle)],
    postConditions: [Pc.principal(POX_5).willSendGte(1).ft(SBTC_TOKEN, 'sbtc-token')],
  });
}

describe('Epoch 4.0', () => {
  it('/v2/pox answers as a 4.0 node: pox-5, its cycles, its sBTC contracts', async () => {
    const pox = await node.api.read(PoxJson, '/v2/pox');
    expect(pox).toMatchObject({
      contract_id: POX_5,
      reward_cycle_length: 1050,
      prepare_cycle_length: 50,
      prepare_phase_block_length: 50,
      reward_phase_block_length: 1000,
      current_burnchain_block_height: 1050,
      current_cycle: { id: 1 },
      next_cycle: { blocks_until_prepare_phase: 1000, blocks_until_reward_phase: 1050 },
      pox_5_sbtc_contract: SBTC_TOKEN,
      pox_5_sbtc_registry_contract: SBTC_REGISTRY,
    });
    expect(pox.contract_versions.at(-1)).toMatchObject({
      contract_id: POX_5,
      first_reward_cycle_id: 1,
    });
    // the seeds: seven managers at 100,000 STX and one at 10,000 STX, all from cycle 1
    expect(pox.current_cycle.stacked_ustx).toBe(710_000 * 1_000_000);
  });

  it('a pox-4 call is mined and fails, as on mainnet', async () => {
    const tx = await send({
      key: wallet1.privateKey,
      contract: 'ST000000000000000000002AMW42H.pox-4',
      fn: 'delegate-stx',
      args: [Cl.uint(100n * STX), Cl.principal(wallet2.address), Cl.none(), Cl.none()],
    });
    expect(tx.tx_status).toBe('abort_by_response');
    expect(tx.vm_error).toContain('DefunctPoxContract');
    expect(await node.api.balanceOf(wallet1.address)).toBe(100_000_000n * STX - 3000n);
  });

  it('lists the signer-managers as pox-5 sees them', async () => {
    const managers = await node.api.read(SignerManagersJson, '/_devnet/signer-managers');
    expect(
      managers.map(({ slug, registered, in_signer_set }) => [slug, registered, in_signer_set]),
    ).toEqual([
      ['fast-pool', true, true],
      ['fast-pool-1', true, true],
      ['xverse', true, true],
      ['stacking-dao', true, true],
      ['planbetter', true, true],
      ['asymmetric-research', true, true],
      ['senseinode', true, true],
      ['below-minimum', true, false],
      ['unregistered', false, false],
    ]);
    expect(managers[1]?.contract_id).toBe(FAST_POOL);
  });

  it('serves data variables as a node does, and refuses bad names', async () => {
    const [address, name] = FAST_POOL.split('.');
    const fee = await node.api.read(
      z.object({ data: z.string(), proof: z.string() }),
      `/v2/data_var/${address}/${name}/fees-bips?proof=0`,
    );
    expect(hexToCV(fee.data)).toEqual(Cl.uint(500));
    const [poxAddress, poxName] = POX_5.split('.');
    const paused = await node.api.get(`/v2/data_var/${poxAddress}/${poxName}/rewards-paused`);
    expect(hexToCV(z.object({ data: z.string() }).parse(paused.json).data)).toEqual(Cl.bool(false));
    expect((await node.api.get(`/v2/data_var/${address}/${name}/nope`)).status).toBe(404);
    expect((await node.api.get(`/v2/data_var/${address}/${name}/BIPS`)).status).toBe(404);
    expect((await node.api.get(`/v2/data_var/${address}/nope/fees-bips`)).status).toBe(404);
    for (const bad of ['1abc', 'a'.repeat(129), '%00', 'a%20b']) {
      const res = await node.api.get(`/v2/data_var/${address}/${name}/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(ErrorJson.parse(res.json).reason).toBe('InvalidClarityName');
    }
  });

  it('advances to named points, running the keeper at each distribution boundary', async () => {
    expect(await advance({ to: 'prepare-phase' })).toMatchObject({
      burn_block_height: 2050,
      cycle: 1,
    });
    const next = await advance({ to: 'next-cycle' });
    expect(next).toMatchObject({ burn_block_height: 2100, cycle: 2 });
    expect(next.rewards).toEqual([
      {
        burn_block_height: 2100,
        credited_sats: String(REWARD_SATS_PER_BURN_BLOCK * 525n),
        calculate_rewards: expect.stringContaining('(ok ') as string,
      },
    ]);
    const bad = await node.api.post('/_devnet/advance', { to: 'soon' });
    expect(bad.status).toBe(400);
  });
});

describe('staking', () => {
  it('stake → staked → rewards → pull → claim pays exactly gross − fee → prepare-phase refusals → unstake', async () => {
    const amount = 50_000n * STX;
    const staked = await stake(wallet1.privateKey, wallet1.address, FAST_POOL, amount, 3);
    expect(staked.tx_status).toBe('success');
    expect(staked.tx_result?.repr).toContain('(first-reward-cycle u2)');
    expect((await node.api.stx(wallet1.address)).locked).toBe(String(amount));

    const poxBefore = await sbtcBalance(POX_5);
    const runs = await throughCycleTwo();
    expect(runs.map((r) => r.burn_block_height)).toEqual([1575, 2100, 2625, 3150]);
    // the keeper credited 525 blocks' sBTC at each boundary, and pox-5 holds it until claims
    expect((await sbtcBalance(POX_5)) - poxBefore).toBe(4n * 525n * REWARD_SATS_PER_BURN_BLOCK);

    // before the pull, the staker's figure reads 0 (docs/staking-pox-5.md#rewards)
    const earnedArgs = [Cl.principal(wallet1.address), Cl.uint(2), Cl.none()];
    expect(
      clarityPath(await read(FAST_POOL, 'get-earned-staker-rewards', earnedArgs), 'earned'),
    ).toEqual(Cl.uint(0));
    expect((await pull(wallet1.privateKey, FAST_POOL, 2)).tx_status).toBe('success');
    const gross = uintOf(
      await read(POX_5, 'get-earned-staker-rewards', [
        Cl.principal(FAST_POOL),
        Cl.uint(2),
        Cl.none(),
        Cl.principal(wallet1.address),
      ]),
    );
    // cycle 2's two distributions, 85 % to STX stakers, shared over the 750,000 STX counted
    // (seven seeds at 100,000, this 50,000; the below-minimum manager's seed does not count)
    const pro = (2n * 525n * REWARD_SATS_PER_BURN_BLOCK * 85n) / 100n;
    expect(Number(gross)).toBeCloseTo(Number((pro * 50_000n) / 750_000n), -1);
    const fee = (gross * 500n) / 10_000n;
    const quoted = await read(FAST_POOL, 'get-earned-staker-rewards', earnedArgs);
    expect(quoted).toEqual(Cl.tuple({ earned: Cl.uint(gross - fee), fees: Cl.uint(fee) }));
    expect(await read(FAST_POOL, 'get-fee-bips-for-cycle', [Cl.uint(2), Cl.none()])).toEqual(
      Cl.uint(500),
    );

    const claim = await send({
      key: wallet1.privateKey,
      contract: FAST_POOL,
      fn: 'claim-staker-rewards',
      args: [Cl.principal(wallet1.address), Cl.uint(2), Cl.none()],
      postConditions: [
        Pc.principal(FAST_POOL)
          .willSendEq(gross - fee)
          .ft(SBTC_TOKEN, 'sbtc-token'),
      ],
    });
    expect(claim.tx_status).toBe('success');
    expect(hexToCV(claim.tx_result?.hex ?? '')).toEqual(
      Cl.ok(Cl.tuple({ earned: Cl.uint(gross - fee), 'withdrawal-request': Cl.none() })),
    );
    expect(await sbtcBalance(wallet1.address)).toBe(gross - fee);
    const balances = await node.api.balances(wallet1.address);
    expect(balances.fungible_tokens[`${SBTC_TOKEN}::sbtc-token`]?.balance).toBe(
      String(gross - fee),
    );

    // the prepare phase of cycle 3: every change is refused, mined, and costs its fee
    expect(await advance({ to: 'prepare-phase' })).toMatchObject({ burn_block_height: 4150 });
    const exact = await stake(wallet2.privateKey, wallet2.address, FAST_POOL, amount, 1);
    expect(exact.tx_status).toBe('abort_by_post_condition');
    const late = await stake(wallet2.privateKey, wallet2.address, FAST_POOL, amount, 1, Cl.none(), {
      refusable: true,
    });
    expect(late).toMatchObject({
      tx_status: 'abort_by_response',
      tx_result: { repr: '(err u47)' },
    });
    const update = await send({
      key: wallet1.privateKey,
      contract: POX_5,
      fn: 'stake-update',
      args: [Cl.principal(FAST_POOL), Cl.principal(FAST_POOL), Cl.uint(1), Cl.uint(0), Cl.none()],
      postConditions: [Pc.principal(wallet1.address).willSendLte(amount).ustxToLock()],
    });
    expect(update.tx_result?.repr).toBe('(err u47)');
    const unstakeArgs = [Cl.principal(FAST_POOL)];
    // docs/staking-pox-5.md#post-conditions recommends willPerformPox for unstake; mayPerformPox
    // also covers the action
    const poxAction = [Pc.principal(wallet1.address).mayPerformPox()];
    const refused = await send({
      key: wallet1.privateKey,
      contract: POX_5,
      fn: 'unstake',
      args: unstakeArgs,
      postConditions: poxAction,
    });
    expect(refused.tx_result?.repr).toBe('(err u28)');

    // cycle 4: unstake ends the position with this cycle; the STX unlock at cycle 5
    expect((await advance({ to: 'next-cycle' })).cycle).toBe(4);
    const unstaked = await send({
      key: wallet1.privateKey,
      contract: POX_5,
      fn: 'unstake',
      args: unstakeArgs,
      postConditions: poxAction,
    });
    expect(unstaked.tx_status).toBe('success');
    expect(unstaked.tx_result?.repr).toContain('(unlock-cycle u5)');
    expect((await node.api.stx(wallet1.address)).locked).toBe(String(amount));
    expect((await advance({ to: 'next-cycle' })).cycle).toBe(5);
    expect((await node.api.stx(wallet1.address)).locked).toBe('0');
    expect(await read(POX_5, 'get-staker-info', [Cl.principal(wallet1.address)])).toEqual(
      Cl.none(),
    );
  });

  it('a stored BTC address turns the claim into an sBTC withdrawal of net − max-fee', async () => {
    const amount = 50_000n * STX;
    const maxFee = 1_000;
    const staked = await stake(
      wallet3.privateKey,
      wallet3.address,
      FAST_POOL,
      amount,
      2,
      btcPayout(wallet3.address, maxFee),
    );
    expect(staked.tx_status).toBe('success');
    const stored = await read(FAST_POOL, 'get-pox-addr', [Cl.principal(wallet3.address)]);
    expect(clarityPath(stored, 'max-fee')).toEqual(Cl.uint(maxFee));

    await throughCycleTwo();
    expect((await pull(wallet3.privateKey, FAST_POOL, 2)).tx_status).toBe('success');
    const { earned } = z.object({ earned: z.bigint() }).parse({
      earned: uintOf(
        clarityPath(
          await read(FAST_POOL, 'get-earned-staker-rewards', [
            Cl.principal(wallet3.address),
            Cl.uint(2),
            Cl.none(),
          ]),
          'earned',
        ),
      ),
    });
    const managerBefore = await sbtcBalance(FAST_POOL);
    const claim = await send({
      key: wallet3.privateKey,
      contract: FAST_POOL,
      fn: 'claim-staker-rewards',
      args: [Cl.principal(wallet3.address), Cl.uint(2), Cl.none()],
      // the whole net leaves the manager: burned into sbtc-token-locked by the withdrawal
      postConditions: [Pc.principal(FAST_POOL).willSendEq(earned).ft(SBTC_TOKEN, 'sbtc-token')],
    });
    expect(claim.tx_status).toBe('success');
    const result = hexToCV(claim.tx_result?.hex ?? '');
    const request = clarityPath(result, 'withdrawal-request');
    expect(request.type).toBe(ClarityType.OptionalSome);
    expect(clarityPath(result, 'earned')).toEqual(Cl.uint(earned));
    expect(await sbtcBalance(wallet3.address)).toBe(0n);
    expect(managerBefore - (await sbtcBalance(FAST_POOL))).toBe(earned);
    expect(await sbtcLocked(FAST_POOL)).toBe(earned);
    const recorded = await read(SBTC_REGISTRY, 'get-withdrawal-request', [
      Cl.uint(uintOf(request)),
    ]);
    expect(clarityPath(recorded, 'amount')).toEqual(Cl.uint(earned - BigInt(maxFee)));
    expect(clarityPath(recorded, 'max-fee')).toEqual(Cl.uint(maxFee));
    expect(clarityPath(recorded, 'sender')).toEqual(Cl.principal(FAST_POOL));

    // a manager that pays BTC only refuses a stake without an address
    const planbetter = managerOf('planbetter').contract.id;
    const refused = await stake(
      wallet2.privateKey,
      wallet2.address,
      planbetter,
      amount,
      1,
      Cl.none(),
      {
        refusable: true,
      },
    );
    expect(refused.tx_result?.repr).toBe('(err u1012)');
  });

  it('native-pool-v1: delegate, claim from the native-pool manager, delegate-update, undelegate', async () => {
    const amount = 50_000n * STX;
    const delegated = await send({
      key: wallet2.privateKey,
      contract: NATIVE_POOL_V1,
      fn: 'delegate',
      args: [Cl.uint(amount), Cl.uint(2), Cl.uint(await burnHeight())],
      postConditions: [Pc.principal(wallet2.address).willSendEq(amount).ustxToLock()],
    });
    expect(delegated.tx_status).toBe('success');
    const info = await read(POX_5, 'get-staker-info', [Cl.principal(wallet2.address)]);
    expect(clarityPath(info, 'signer')).toEqual(Cl.principal(NATIVE_POOL.contract.id));

    await throughCycleTwo();
    expect((await pull(wallet2.privateKey, NATIVE_POOL.contract.id, 2)).tx_status).toBe('success');
    const earned = uintOf(
      clarityPath(
        await read(NATIVE_POOL.contract.id, 'get-earned-staker-rewards', [
          Cl.principal(wallet2.address),
          Cl.uint(2),
          Cl.none(),
        ]),
        'earned',
      ),
    );
    expect(earned).toBeGreaterThan(0n);
    const claim = await send({
      key: wallet2.privateKey,
      contract: NATIVE_POOL.contract.id,
      fn: 'claim-staker-rewards',
      args: [Cl.uint(2), Cl.none()],
      postConditions: [
        Pc.principal(NATIVE_POOL.contract.id).willSendEq(earned).ft(SBTC_TOKEN, 'sbtc-token'),
      ],
    });
    expect(claim.tx_status).toBe('success');
    expect(await sbtcBalance(wallet2.address)).toBe(earned);

    const increase = 10_000n * STX;
    const updated = await send({
      key: wallet2.privateKey,
      contract: NATIVE_POOL_V1,
      fn: 'delegate-update',
      args: [Cl.uint(1), Cl.uint(increase)],
      // the node logs the new total lock, not the increase (docs/staking-pox-5.md#post-conditions)
      postConditions: [
        Pc.principal(wallet2.address)
          .willSendLte(amount + increase)
          .ustxToLock(),
      ],
    });
    expect(updated.tx_status).toBe('success');
    expect((await node.api.stx(wallet2.address)).locked).toBe(String(amount + increase));
    const undelegated = await send({
      key: wallet2.privateKey,
      contract: NATIVE_POOL_V1,
      fn: 'undelegate',
      args: [],
      postConditions: [Pc.principal(wallet2.address).mayPerformPox()],
    });
    expect(undelegated.tx_status).toBe('success');
    expect(undelegated.tx_result?.repr).toContain('(unlock-cycle u4)');
  });
});
