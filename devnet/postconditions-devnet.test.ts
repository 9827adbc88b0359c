// Post-conditions through the devnet's HTTP API and the real Clarity VM: signed transactions from
// the devnet accounts, mined, read back as a wallet would. The rules are a 4.0 node's (see
// postconditions.mjs and devnet/README.md "Post-conditions"); the unit tests over synthetic events
// are in postconditions.test.ts.
import { describe, expect, it } from 'vitest';
import { Pc, PostConditionMode, makeContractCall } from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';
import { wallet1, wallet2 } from './accounts.mjs';
import { deploy, transfer, useTestDevnet } from './test-helpers';

const node = useTestDevnet();

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

describe('Originator mode (SIP-040, mode 3)', () => {
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
