// Post-conditions through the devnet's HTTP API and the real Clarity VM: signed transactions from
// the devnet accounts, mined, read back as a wallet would. The rules are a 4.0 node's (see
// postconditions.mjs and devnet/README.md "Post-conditions"); the unit tests over synthetic events
// are in postconditions.test.ts.
import { describe, expect, it } from 'vitest';
import { Cl, Pc, PostConditionMode, makeContractCall } from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';
import { wallet1, wallet2, wallet3 } from './accounts.mjs';
import { AccountJson, InfoJson, deploy, transfer, useTestDevnet } from './test-helpers';
import { POX_5, devnetContracts } from './contracts.mjs';

const node = useTestDevnet();

// Each post-condition failure undoes its block by re-booting simnet and replaying
// (simnet-session.mjs), so these tests take a boot per failure: measured 3–7 s each alone, up to
// 14 s on the shared 2-core machine under load; 60 s leaves a wide margin.
const SLOW = { timeout: 60_000 };

type Mode = 'allow' | 'deny' | 'originator';
const MODES = {
  allow: PostConditionMode.Allow,
  deny: PostConditionMode.Deny,
  originator: PostConditionMode.Originator,
} as const;

/** A signed contract call in any of the three post-condition modes. */
async function callIn(
  mode: Mode,
  opts: {
    key: string;
    contract: string;
    fn: string;
    args: ClarityValue[];
    nonce: number;
    postConditions?: PostCondition[];
  },
) {
  const [contractAddress = '', contractName = ''] = opts.contract.split('.');
  return makeContractCall({
    contractAddress,
    contractName,
    functionName: opts.fn,
    functionArgs: opts.args,
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: 3000n,
    postConditionMode: MODES[mode],
    postConditions: opts.postConditions ?? [],
    validateWithAbi: false,
  });
}

/** Broadcast, mine one block, and read each transaction back. */
async function mineAll(...txs: { txid(): string; serialize(): string }[]) {
  for (const tx of txs) expect((await node.api.broadcast(tx)).status).toBe(200);
  expect((await node.api.post('/_devnet/mine')).status).toBe(200);
  return Promise.all(txs.map((tx) => node.api.tx(tx.txid())));
}

// `refund`: the contract pays its caller 100 µSTX (the contract sends, not the origin);
// `tip`: the caller pays the contract 100 µSTX (the origin sends).
const CASHBOX = `(define-public (refund)
  (let ((caller tx-sender))
    (as-contract? ((with-stx u100)) (try! (stx-transfer? u100 tx-sender caller)))))
(define-public (tip)
  (stx-transfer? u100 tx-sender current-contract))`;

describe('Originator mode (SIP-040, mode 3)', SLOW, () => {
  it("needs conditions for the origin's assets only", async () => {
    const cashbox = `${wallet2.address}.cashbox`;
    const [deployed] = await mineAll(
      await deploy({ key: wallet2.privateKey, name: 'cashbox', source: CASHBOX, nonce: 0 }),
      await transfer({ key: wallet2.privateKey, to: cashbox, amount: 1_000, nonce: 1 }),
    );
    expect(deployed?.tx_status).toBe('success');
    const send = (mode: Mode, fn: string, nonce: number, postConditions: PostCondition[] = []) =>
      callIn(mode, {
        key: wallet1.privateKey,
        contract: cashbox,
        fn,
        args: [],
        nonce,
        postConditions,
      });

    const [refundOriginator, refundDeny, tipBare, tipCovered] = await mineAll(
      await send('originator', 'refund', 0),
      await send('deny', 'refund', 1),
      await send('originator', 'tip', 2),
      await send('originator', 'tip', 3, [Pc.origin().willSendEq(100).ustx()]),
    );
    expect(refundOriginator?.tx_status).toBe('success');
    expect(refundDeny?.tx_status).toBe('abort_by_post_condition');
    expect(refundDeny?.vm_error).toBe(
      `Post-condition check failure: Fungible asset STX was moved by ${cashbox} but not checked`,
    );
    expect(tipBare?.tx_status).toBe('abort_by_post_condition');
    expect(tipBare?.vm_error).toBe(
      `Post-condition check failure: Fungible asset STX was moved by ${wallet1.address} but not checked`,
    );
    expect(tipCovered?.tx_status).toBe('success');
    // one refund and one tip went through: the contract is back where it started
    expect(await node.api.balanceOf(cashbox)).toBe(1_000n);
    expect(await node.api.balanceOf(wallet1.address)).toBe(100_000_000_000_000n - 4n * 3000n);
  });
});

// pox-5 calls (docs/staking-pox-5.md#functions) to a devnet manager that is registered with a live
// grant.
const MANAGER = Cl.principal(devnetContracts.fastPool.id);
const STX_1K = 1_000_000_000n;
const STX_250 = 250_000_000n;

const burnHeight = async () => (await node.api.read(InfoJson, '/v2/info')).burn_block_height;
const locked = async (address: string) =>
  BigInt((await node.api.read(AccountJson, `/v2/accounts/${address}`)).locked);

/** pox-5 `stake` of `amount` for 2 cycles, payout in sBTC (no calldata). */
async function stake(mode: Mode, key: string, nonce: number, postConditions: PostCondition[]) {
  const args = [MANAGER, Cl.uint(STX_1K), Cl.uint(2), Cl.uint(await burnHeight()), Cl.none()];
  return callIn(mode, { key, contract: POX_5, fn: 'stake', args, nonce, postConditions });
}
/** pox-5 `stake-update`: same manager, +1 cycle, +`increase`. */
function stakeUpdate(key: string, nonce: number, postConditions: PostCondition[]) {
  const args = [MANAGER, MANAGER, Cl.uint(1), Cl.uint(STX_250), Cl.none()];
  return callIn('deny', {
    key,
    contract: POX_5,
    fn: 'stake-update',
    args,
    nonce,
    postConditions,
  });
}
function unstake(mode: Mode, key: string, nonce: number, postConditions: PostCondition[]) {
  const args = [MANAGER];
  return callIn(mode, {
    key,
    contract: POX_5,
    fn: 'unstake',
    args,
    nonce,
    postConditions,
  });
}
const lockEq = (amount: bigint) => Pc.origin().willSendEq(amount).ustxToLock();

describe('Staking post-conditions (ustxToLock) on pox-5', SLOW, () => {
  it('stake: Eq the amount succeeds; a wrong amount or none in Deny aborts', async () => {
    const key = wallet1.privateKey;
    const [wrong, none, right] = await mineAll(
      await stake('deny', key, 0, [lockEq(STX_1K - 1n)]),
      await stake('deny', key, 1, []),
      await stake('deny', key, 2, [lockEq(STX_1K)]),
    );
    expect(wrong?.tx_status).toBe('abort_by_post_condition');
    expect(wrong?.vm_error).toBe(
      `Post-condition check failure on STX staked by ${wallet1.address}: 999999999 SentEq 1000000000`,
    );
    expect(none?.tx_status).toBe('abort_by_post_condition');
    expect(none?.vm_error).toBe(
      `Post-condition check failure: 1000000000 STX was staked by ${wallet1.address} but not checked`,
    );
    expect(right?.tx_status).toBe('success');
    expect(await locked(wallet1.address)).toBe(STX_1K);
  });

  it('stake-update: a bound on the new total succeeds, one on the increase alone aborts', async () => {
    const key = wallet1.privateKey;
    await mineAll(await stake('deny', key, 0, [lockEq(STX_1K)]));
    const lte = (amount: bigint) => Pc.origin().willSendLte(amount).ustxToLock();
    const [increaseOnly, total] = await mineAll(
      await stakeUpdate(key, 1, [lte(STX_250)]),
      await stakeUpdate(key, 2, [lte(STX_1K + STX_250)]),
    );
    expect(increaseOnly?.tx_status).toBe('abort_by_post_condition');
    expect(increaseOnly?.vm_error).toBe(
      `Post-condition check failure on STX staked by ${wallet1.address}: 250000000 SentLe 1250000000`,
    );
    expect(total?.tx_status).toBe('success');
    expect(await locked(wallet1.address)).toBe(STX_1K + STX_250);
  });
});

describe('PoX post-conditions (PoX actions) on pox-5', SLOW, () => {
  it('unstake: without willPerformPox Deny aborts, with it it succeeds', async () => {
    const key = wallet1.privateKey;
    await mineAll(await stake('deny', key, 0, [lockEq(STX_1K)]));
    const [bare, covered] = await mineAll(
      await unstake('deny', key, 1, []),
      await unstake('deny', key, 2, [Pc.origin().willPerformPox()]),
    );
    expect(bare?.tx_status).toBe('abort_by_post_condition');
    expect(bare?.vm_error).toBe(
      `Post-condition check failure: ${wallet1.address} performed a PoX action but it was not checked`,
    );
    expect(covered?.tx_status).toBe('success');
  });

  it('an unstake that fails is still a PoX action (prepare phase: (err u28))', async () => {
    const key = wallet1.privateKey;
    await mineAll(await stake('deny', key, 0, [lockEq(STX_1K)]));
    expect((await node.api.post('/_devnet/advance', { to: 'prepare-phase' })).status).toBe(200);
    const [bare, covered] = await mineAll(
      await unstake('deny', key, 1, []),
      await unstake('deny', key, 2, [Pc.origin().willPerformPox()]),
    );
    expect(bare?.tx_status).toBe('abort_by_post_condition');
    expect(covered?.tx_status).toBe('abort_by_response');
    expect(covered?.tx_result?.repr).toBe('(err u28)');
  });
  it("through a contract: native-pool-v1 `undelegate` is the sender's PoX action", async () => {
    // the wrapper calls pox-5 with the user as tx-sender: the lock and the action are the user's
    const key = wallet1.privateKey;
    const wrapper = devnetContracts.nativePoolV1.id;
    const viaWrapper = (fn: string, args: ClarityValue[], nonce: number, pcs: PostCondition[]) =>
      callIn('deny', { key, contract: wrapper, fn, args, nonce, postConditions: pcs });
    const delegateArgs = [Cl.uint(STX_1K), Cl.uint(2), Cl.uint(await burnHeight())];
    const [delegated] = await mineAll(
      await viaWrapper('delegate', delegateArgs, 0, [lockEq(STX_1K)]),
    );
    expect(delegated?.tx_status).toBe('success');
    const [bare, covered] = await mineAll(
      await viaWrapper('undelegate', [], 1, []),
      await viaWrapper('undelegate', [], 2, [Pc.origin().willPerformPox()]),
    );
    expect(bare?.tx_status).toBe('abort_by_post_condition');
    expect(bare?.vm_error).toBe(
      `Post-condition check failure: ${wallet1.address} performed a PoX action but it was not checked`,
    );
    expect(covered?.tx_status).toBe('success');
  });
});

describe('Allow and Originator modes on pox-5', SLOW, () => {
  // Satchel never builds a pox-5 call in Allow mode; this shows why: nothing guards the lock or
  // the unstake.
  it('Allow mode enforces neither the lock nor the PoX action', async () => {
    const key = wallet2.privateKey;
    const [staked] = await mineAll(await stake('allow', key, 0, []));
    expect(staked?.tx_status).toBe('success');
    const [unstaked] = await mineAll(await unstake('allow', key, 1, []));
    expect(unstaked?.tx_status).toBe('success');
  });

  it("Originator mode enforces both for the origin's own position", async () => {
    const key = wallet3.privateKey;
    const [bare, covered] = await mineAll(
      await stake('originator', key, 0, []),
      await stake('originator', key, 1, [lockEq(STX_1K)]),
    );
    expect(bare?.tx_status).toBe('abort_by_post_condition');
    expect(covered?.tx_status).toBe('success');
    const [bareUnstake, coveredUnstake] = await mineAll(
      await unstake('originator', key, 2, []),
      await unstake('originator', key, 3, [Pc.origin().willPerformPox()]),
    );
    expect(bareUnstake?.tx_status).toBe('abort_by_post_condition');
    expect(coveredUnstake?.tx_status).toBe('success');
  });
});
