// The app's stacking calls (src/stacks/stacking/stacking-transactions.ts), built for every devnet
// pool and liquid protocol, signed, broadcast and mined on a real in-process devnet: the devnet
// stand-ins must accept exactly what the app sends on mainnet, and fail in words when they fail.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Cl } from '@stacks/transactions';
import { btcAddressFromPublicKey, parseBtcRewardAddress } from '../src/stacks/staking/pox-address';
import { describeStackingFailure, POX_4_ERRORS } from '../src/stacks/stacking/stacking-errors';
import { stackingProtocols } from '../src/stacks/stacking/stacking-protocols';
import {
  allowContractCallerCall,
  delegateStxCall,
  liquidDepositCall,
  revokeDelegateStxCall,
  type StackingContractCall,
} from '../src/stacks/stacking/stacking-transactions';
import { untilBurnHeight, type DelegationDuration } from '../src/stacks/stacking/until-burn-height';
import { wallet1 } from './accounts.mjs';
import { POX_4 } from './contracts.mjs';
import {
  AdvanceJson,
  PoxJson,
  call,
  clarityPath,
  clarityText,
  useTestDevnet,
} from './test-helpers';

const node = useTestDevnet();

const STX = 1_000_000n;
const registry = stackingProtocols('devnet');

/** Sign `tx` as wallet_1 with `nonce`, as a wallet would from the stx_callContract request. */
const sign = (tx: StackingContractCall, nonce: number) =>
  call({
    key: wallet1.privateKey,
    contract: tx.contract,
    fn: tx.functionName,
    args: tx.functionArgs,
    nonce,
    deny: true, // every stacking call is deny mode (StackingContractCall)
    postConditions: tx.postConditions,
  });

/** Broadcast and mine; the mined transactions' records, in order. */
async function mineAll(txs: { txid(): string; serialize(): string }[]) {
  for (const tx of txs) expect((await node.api.broadcast(tx)).status).toBe(200);
  await node.api.post('/_devnet/mine');
  return Promise.all(txs.map(async (tx) => await node.api.tx(tx.txid())));
}

async function delegationInfo(address: string) {
  return node.api.readOnly(POX_4, 'get-delegation-info', [Cl.principal(address)], address);
}

const rewardAddress = () => {
  const check = parseBtcRewardAddress(
    btcAddressFromPublicKey(wallet1.publicKey, 'devnet'),
    'devnet',
  );
  if (!check.valid) throw new Error(check.message);
  return check.poxAddress;
};

describe('the app’s pool calls on devnet', () => {
  const wrappers = registry.pools.filter((pool) => pool.kind === 'wrapper');
  const pox4Pools = registry.pools.filter((pool) => pool.kind === 'pox4-pools');

  it('has the pools the app lists', () => {
    expect(wrappers.map((pool) => pool.slug).sort()).toEqual([
      'fast-pool',
      'fast-pool-v2',
      'restake',
      'stacking-dao',
    ]);
    expect(pox4Pools.map((pool) => pool.slug).sort()).toEqual(['planbetter', 'xverse-pool']);
  });

  it.each(wrappers.map((pool) => [pool.slug, pool] as const))(
    'wrapper %s: allow, delegate (amount), locked by its operator at the prepare phase',
    async (_slug, pool) => {
      const amount = pool.minMicroStx + 5n * STX;
      const mined = await mineAll([
        await sign(allowContractCallerCall(registry.pox4, pool), 0),
        await sign(
          delegateStxCall({
            pool,
            amountMicroStx: amount,
            untilBurnHeight: undefined,
            rewardPoxAddress: undefined,
          }),
          1,
        ),
      ]);
      expect(mined.map((tx) => tx.tx_status)).toEqual(['success', 'success']);
      const info = await delegationInfo(wallet1.address);
      expect(clarityText(clarityPath(info, 'delegated-to'))).toBe(pool.delegateTo);
      expect(BigInt(clarityText(clarityPath(info, 'amount-ustx')))).toBe(amount);
      expect(clarityPath(info, 'until-burn-ht').type).toBe('none');

      const prepare = await node.api.postRead(AdvanceJson, '/_devnet/advance', {
        to: 'prepare-phase',
      });
      expect(prepare.pool_locks.map((lock) => lock.operator)).toEqual([pool.delegateTo]);
      const account = await node.api.stx(wallet1.address);
      expect(account.locked).toBe(amount.toString());
    },
  );

  it.each(wrappers.map((pool) => [pool.slug, pool] as const))(
    'wrapper %s below its minimum fails with (err u403), in words',
    async (_slug, pool) => {
      const tx = delegateStxCall({
        pool,
        amountMicroStx: pool.minMicroStx - 1n,
        untilBurnHeight: undefined,
        rewardPoxAddress: undefined,
      });
      const [allow, delegate] = await mineAll([
        await sign(allowContractCallerCall(registry.pox4, pool), 0),
        await sign(tx, 1),
      ]);
      expect(allow?.tx_status).toBe('success');
      expect(delegate).toMatchObject({
        tx_status: 'abort_by_response',
        tx_result: { repr: '(err u403)' },
      });
      expect(describeStackingFailure(delegate?.tx_result?.repr ?? '', tx)).toBe(
        'ERR-BELOW-MINIMUM: the amount is below the pool’s minimum.',
      );
    },
  );

  it('a wrapper without the allowance fails with pox-4’s code re-raised, in words', async () => {
    const [pool] = wrappers;
    if (!pool) throw new Error('no wrapper');
    const tx = delegateStxCall({
      pool,
      amountMicroStx: pool.minMicroStx,
      untilBurnHeight: undefined,
      rewardPoxAddress: undefined,
    });
    const [delegate] = await mineAll([await sign(tx, 0)]);
    expect(delegate?.tx_status).toBe('abort_by_response');
    expect(describeStackingFailure(delegate?.tx_result?.repr ?? '', tx)).toMatch(
      /^ERR_STACKING_PERMISSION_DENIED: /,
    );
  });

  const durations: DelegationDuration[] = ['indefinite', 1, 12];
  it.each(
    pox4Pools.flatMap((pool) => durations.map((duration) => [pool.slug, duration, pool] as const)),
  )(
    'pox4-pools %s for %s cycle(s): the until height sent is the one recorded and honoured',
    async (_slug, duration, pool) => {
      const pox = await node.api.read(PoxJson, '/v2/pox');
      const until = untilBurnHeight({
        firstBurnchainBlockHeight: pox.first_burnchain_block_height,
        currentCycle: pox.current_cycle.id,
        rewardCycleLength: pox.reward_cycle_length,
        duration,
      });
      const amount = pool.minMicroStx + 7n * STX;
      const reward = rewardAddress();
      const mined = await mineAll([
        await sign(allowContractCallerCall(registry.pox4, pool), 0),
        await sign(
          delegateStxCall({
            pool,
            amountMicroStx: amount,
            untilBurnHeight: until,
            rewardPoxAddress: reward,
          }),
          1,
        ),
      ]);
      expect(mined.map((tx) => tx.tx_status)).toEqual(['success', 'success']);

      const info = await delegationInfo(wallet1.address);
      expect(clarityText(clarityPath(info, 'delegated-to'))).toBe(pool.delegateTo);
      expect(BigInt(clarityText(clarityPath(info, 'amount-ustx')))).toBe(amount);
      const untilHeight = clarityPath(info, 'until-burn-ht');
      if (until === undefined) expect(untilHeight.type).toBe('none');
      else expect(BigInt(clarityText(untilHeight))).toBe(until);

      // The pool keeps the user's own reward address.
      const userData = await node.api.readOnly(
        pool.contract,
        'get-user-data',
        [Cl.principal(wallet1.address)],
        wallet1.address,
      );
      expect(clarityText(clarityPath(userData, 'pox-addr', 'version'))).toBe('04');
      expect(clarityText(clarityPath(userData, 'pox-addr', 'hashbytes'))).toBe(
        Buffer.from(reward.hashbytes).toString('hex'),
      );

      // The operator locks it for the next cycle; 1 cycle ends exactly at the until height.
      await node.api.post('/_devnet/advance', { to: 'prepare-phase' });
      const account = await node.api.stx(wallet1.address);
      expect(account.locked).toBe(amount.toString());
      if (duration === 1) expect(BigInt(account.burnchain_unlock_height)).toBe(until);
    },
  );

  it('stop pooling: revoke-delegate-stx, and a second revoke fails in words', async () => {
    const [pool] = wrappers;
    if (!pool) throw new Error('no wrapper');
    const revoke = revokeDelegateStxCall(registry.pox4);
    const mined = await mineAll([
      await sign(allowContractCallerCall(registry.pox4, pool), 0),
      await sign(
        delegateStxCall({
          pool,
          amountMicroStx: pool.minMicroStx,
          untilBurnHeight: undefined,
          rewardPoxAddress: undefined,
        }),
        1,
      ),
      await sign(revoke, 2),
      await sign(revoke, 3),
    ]);
    expect(mined.map((tx) => tx.tx_status)).toEqual([
      'success',
      'success',
      'success',
      'abort_by_response',
    ]);
    expect((await delegationInfo(wallet1.address)).type).toBe('none');
    expect(describeStackingFailure(mined[3]?.tx_result?.repr ?? '', revoke)).toMatch(
      /^ERR_DELEGATION_ALREADY_REVOKED: /,
    );
  });
});

describe('the app’s liquid-stacking calls on devnet', () => {
  it.each(registry.liquid.map((protocol) => [protocol.slug, protocol] as const))(
    '%s: the deposit passes its deny-mode post-condition and mints the token',
    async (_slug, protocol) => {
      const amount = 12n * STX;
      const tx = liquidDepositCall({ protocol, amountMicroStx: amount, sender: wallet1.address });
      const [mined] = await mineAll([await sign(tx, 0)]);
      expect(mined?.tx_status).toBe('success');
      const tokens = (await node.api.balances(wallet1.address)).fungible_tokens;
      expect(tokens[`${protocol.token.contract}::${protocol.token.assetName}`]?.balance).toBe(
        amount.toString(),
      );
    },
  );

  it.each(registry.liquid.map((protocol) => [protocol.slug, protocol] as const))(
    '%s below 1 STX fails in words',
    async (_slug, protocol) => {
      const tx = liquidDepositCall({ protocol, amountMicroStx: STX - 1n, sender: wallet1.address });
      const [mined] = await mineAll([await sign(tx, 0)]);
      expect(mined?.tx_status).toBe('abort_by_response');
      expect(describeStackingFailure(mined?.tx_result?.repr ?? '', tx)).toMatch(
        /^ERR-MIN-AMOUNT: .*1 STX\.$/,
      );
    },
  );

  it('Stacking DAO refuses a deposit naming another reserve (err u1003), as mainnet does', async () => {
    const [protocol] = registry.liquid.filter((p) => p.slug === 'stacking-dao');
    if (!protocol) throw new Error('no Stacking DAO');
    const tx = liquidDepositCall({ protocol, amountMicroStx: 5n * STX, sender: wallet1.address });
    const [deployer] = protocol.contract.split('.');
    const wrong = {
      ...tx,
      functionArgs: [
        Cl.contractPrincipal(deployer ?? '', 'reserve-v2'),
        ...tx.functionArgs.slice(1),
      ],
    };
    const [mined] = await mineAll([await sign(wrong, 0)]);
    expect(mined).toMatchObject({
      tx_status: 'abort_by_response',
      tx_result: { repr: '(err u1003)' },
    });
    expect(describeStackingFailure(mined?.tx_result?.repr ?? '', tx)).toMatch(
      /^ERR-WRONG-RESERVE: /,
    );
  });
});

describe('pox-4’s error constants', () => {
  it('are the ones stacking-errors.ts describes (from the boot contract’s source)', async () => {
    const { source } = await node.api.read(
      z.looseObject({ source: z.string() }),
      `/v2/contracts/source/${POX_4.replace('.', '/')}`,
    );
    const constants = [...source.matchAll(/\(define-constant (ERR_\w+) (\d+)\)/g)].map(
      ([, name, code]) => [Number(code), name],
    );
    expect(constants.length).toBeGreaterThan(30);
    const described = Object.entries(POX_4_ERRORS).map(([code, { name }]) => [Number(code), name]);
    const byCode = (a: (string | number | undefined)[], b: (string | number | undefined)[]) =>
      Number(a[0]) - Number(b[0]);
    expect(described.sort(byCode)).toEqual(constants.sort(byCode));
  });
});
