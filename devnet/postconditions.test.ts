// The post-condition check over synthetic events shaped as simnet emits them (the shapes were
// read from a pox-5 run in simnet at epoch 4.0: a pox-5 `print` with the function's topic, then
// the `stx_lock_event` the node's pox-5 handler appends). The same rules through the real VM are
// in postconditions-devnet.test.ts.
import { describe, expect, it } from 'vitest';
import { Cl, Pc, PostConditionMode, cvToHex, makeUnsignedContractCall } from '@stacks/transactions';
import type { PostCondition } from '@stacks/transactions';
import type { ClarityEvent } from '@stacks/clarinet-sdk';
import { wallet1, deployer } from './accounts.mjs';
import { POX_5, SBTC_TOKEN } from './contracts.mjs';
import { postConditionViolation } from './postconditions.mjs';

const origin = wallet1.address;
const manager = `${deployer.address}.fastpool-1-signer-manager` as const;
const BADGE = `${manager}::badge` as const;
const wrapper = `${deployer.address}.native-pool-v1`;
const SBTC = SBTC_TOKEN;

type Mode = 'allow' | 'deny' | 'originator';
const MODES = {
  allow: PostConditionMode.Allow,
  deny: PostConditionMode.Deny,
  originator: PostConditionMode.Originator,
} as const;

/** An unsigned contract call from wallet_1 (the check reads only payload, mode and conditions). */
async function txOf(contract: string, fn: string, mode: Mode, postConditions: PostCondition[]) {
  const [contractAddress = '', contractName = ''] = contract.split('.');
  return makeUnsignedContractCall({
    contractAddress,
    contractName,
    functionName: fn,
    functionArgs: [],
    publicKey: wallet1.publicKey,
    network: 'devnet',
    nonce: 0n,
    fee: 3000n,
    postConditionMode: MODES[mode],
    postConditions,
    validateWithAbi: false,
  });
}

/** pox-5's print of a public function: `(merge {topic: "<fn>"} result)`. */
const poxPrint = (topic: string, staker: string, contract = POX_5): ClarityEvent => ({
  event: 'print_event',
  data: {
    contract_identifier: contract,
    topic: 'print',
    raw_value: cvToHex(
      Cl.tuple({
        topic: Cl.stringAscii(topic),
        staker: Cl.principal(staker),
        'amount-ustx': Cl.uint(1),
      }),
    ),
  },
});
const lock = (address: string, amount: bigint, contract = POX_5): ClarityEvent => ({
  event: 'stx_lock_event',
  data: {
    contract_identifier: contract,
    locked_address: address,
    locked_amount: String(amount),
    unlock_height: '3150',
  },
});
const stxTransfer = (sender: string, amount: number): ClarityEvent => ({
  event: 'stx_transfer_event',
  data: { sender, recipient: manager, amount: String(amount), memo: '' },
});
const ftTransfer = (sender: string, amount: number): ClarityEvent => ({
  event: 'ft_transfer_event',
  data: {
    sender,
    recipient: origin,
    amount: String(amount),
    asset_identifier: `${SBTC}::sbtc-token`,
  },
});
const nftTransfer = (sender: string, id: number): ClarityEvent => ({
  event: 'nft_transfer_event',
  data: {
    sender,
    recipient: origin,
    asset_identifier: BADGE,
    raw_value: cvToHex(Cl.uint(id)),
  },
});

const STX_10K = 10_000_000_000n;
const STX_45K = 45_000_000_000n;
const STX_55K = 55_000_000_000n;

/** The verdict of a call to `contract.fn` in `mode` with these conditions and events. */
async function verdict(
  fn: string,
  mode: Mode,
  postConditions: PostCondition[],
  events: ClarityEvent[],
  contract = POX_5,
) {
  return postConditionViolation(await txOf(contract, fn, mode, postConditions), origin, events);
}

describe('Staking post-conditions (ustxToLock)', () => {
  const stake = [poxPrint('stake', origin), lock(origin, STX_10K)];

  it('stake: the lock equal to the amount passes in every mode', async () => {
    const pc = Pc.origin().willSendEq(STX_10K).ustxToLock();
    for (const mode of ['deny', 'originator', 'allow'] as const) {
      expect(await verdict('stake', mode, [pc], stake)).toBeNull();
    }
  });

  it('stake: a wrong amount fails in every mode (an explicit condition always applies)', async () => {
    const pc = Pc.origin()
      .willSendEq(STX_10K - 1n)
      .ustxToLock();
    for (const mode of ['deny', 'originator', 'allow'] as const) {
      expect(await verdict('stake', mode, [pc], stake)).toBe(
        `Post-condition check failure on STX staked by ${origin}: 9999999999 SentEq 10000000000`,
      );
    }
  });

  it('stake: no condition fails in Deny and Originator, passes in Allow', async () => {
    const uncovered = `Post-condition check failure: 10000000000 STX was staked by ${origin} but not checked`;
    expect(await verdict('stake', 'deny', [], stake)).toBe(uncovered);
    expect(await verdict('stake', 'originator', [], stake)).toBe(uncovered);
    expect(await verdict('stake', 'allow', [], stake)).toBeNull();
  });

  it('stake-update: compared with the new total, never the increase', async () => {
    // simnet: +45,000 STX on a 10,000 STX stake emits a 55,000 STX lock event
    // (docs/staking-pox-5.md#post-conditions)
    const update = [poxPrint('stake-update', origin), lock(origin, STX_55K)];
    const lte = (n: bigint) => Pc.origin().willSendLte(n).ustxToLock();
    expect(await verdict('stake-update', 'deny', [lte(STX_55K)], update)).toBeNull();
    expect(await verdict('stake-update', 'deny', [lte(STX_45K)], update)).toBe(
      `Post-condition check failure on STX staked by ${origin}: 45000000000 SentLe 55000000000`,
    );
    expect(
      await verdict('stake-update', 'deny', [Pc.origin().willSendEq(STX_45K).ustxToLock()], update),
    ).toMatch(/SentEq 55000000000$/);
  });

  it('a failed stake locks nothing: a condition of 0 holds, an Eq of the amount fails', async () => {
    expect(
      await verdict('stake', 'deny', [Pc.origin().willSendLte(0).ustxToLock()], []),
    ).toBeNull();
    expect(
      await verdict('stake', 'deny', [Pc.origin().willSendEq(STX_10K).ustxToLock()], []),
    ).toMatch(/SentEq 0$/);
  });

  it('unstake emits a lock event (same amount, earlier unlock) but stakes nothing', async () => {
    const unstake = [poxPrint('unstake', origin), lock(origin, STX_55K)];
    expect(await verdict('unstake', 'deny', [Pc.origin().willPerformPox()], unstake)).toBeNull();
  });

  it('locks by pox-4 or outside a pox-5 staking call are not staking', async () => {
    const pox4 = 'ST000000000000000000002AMW42H.pox-4';
    expect(await verdict('x', 'deny', [], [lock(origin, STX_10K, pox4)], manager)).toBeNull();
    // a print of another contract cannot pass for pox-5's
    const forged = [poxPrint('stake', origin, manager), lock(origin, STX_10K)];
    expect(await verdict('x', 'deny', [], forged, manager)).toBeNull();
  });

  it('two stakes in one transaction add up, as since Epoch 4.0', async () => {
    const events = [...stake, poxPrint('stake-update', origin), lock(origin, STX_55K)];
    const pc = Pc.origin()
      .willSendEq(STX_10K + STX_55K)
      .ustxToLock();
    expect(await verdict('x', 'deny', [pc], events, wrapper)).toBeNull();
  });

  it('a contract that stakes as itself: Deny needs its own condition, Originator does not', async () => {
    const events = [poxPrint('stake', wrapper), lock(wrapper, STX_10K)];
    expect(await verdict('delegate', 'deny', [], events, wrapper)).toBe(
      `Post-condition check failure: 10000000000 STX was staked by ${wrapper} but not checked`,
    );
    expect(await verdict('delegate', 'originator', [], events, wrapper)).toBeNull();
    const pc = Pc.principal(wrapper).willSendEq(STX_10K).ustxToLock();
    expect(await verdict('delegate', 'deny', [pc], events, wrapper)).toBeNull();
  });
});

describe('PoX post-conditions (PoX actions)', () => {
  const unstake = [poxPrint('unstake', origin), lock(origin, STX_55K)];
  const uncovered = `Post-condition check failure: ${origin} performed a PoX action but it was not checked`;

  it.each(['unstake', 'unstake-sbtc', 'update-bond-registration', 'announce-l1-early-exit'])(
    '%s is a PoX action, even when it fails (no events)',
    async (fn) => {
      expect(await verdict(fn, 'deny', [], [])).toBe(uncovered);
      expect(await verdict(fn, 'originator', [], [])).toBe(uncovered);
      expect(await verdict(fn, 'allow', [], [])).toBeNull();
      expect(await verdict(fn, 'deny', [Pc.origin().willPerformPox()], [])).toBeNull();
    },
  );

  it('stake and stake-update are not PoX actions', async () => {
    const stake = [poxPrint('stake', origin), lock(origin, STX_10K)];
    const pc = Pc.origin().willSendEq(STX_10K).ustxToLock();
    expect(await verdict('stake', 'deny', [pc, Pc.origin().willNotPerformPox()], stake)).toBeNull();
    expect(await verdict('stake', 'deny', [pc, Pc.origin().willPerformPox()], stake)).toBe(
      `Post-condition check failure on PoX action by ${origin}: Performed performed=false`,
    );
  });

  it('will-perform, may-perform and will-not-perform on an unstake', async () => {
    expect(await verdict('unstake', 'deny', [Pc.origin().willPerformPox()], unstake)).toBeNull();
    expect(await verdict('unstake', 'deny', [Pc.origin().mayPerformPox()], unstake)).toBeNull();
    expect(await verdict('unstake', 'deny', [Pc.origin().willNotPerformPox()], unstake)).toBe(
      `Post-condition check failure on PoX action by ${origin}: NotPerformed performed=true`,
    );
    expect(await verdict('unstake', 'allow', [Pc.origin().willNotPerformPox()], unstake)).toBe(
      `Post-condition check failure on PoX action by ${origin}: NotPerformed performed=true`,
    );
  });

  it('a contract that unstakes as itself: the action is its own (from pox-5 print)', async () => {
    const events = [poxPrint('unstake', wrapper), lock(wrapper, STX_10K)];
    expect(await verdict('undelegate', 'deny', [], events, wrapper)).toBe(
      `Post-condition check failure: ${wrapper} performed a PoX action but it was not checked`,
    );
    expect(await verdict('undelegate', 'originator', [], events, wrapper)).toBeNull();
    expect(
      await verdict(
        'undelegate',
        'deny',
        [Pc.principal(wrapper).willPerformPox()],
        events,
        wrapper,
      ),
    ).toBeNull();
    // a print of another contract is no PoX action
    const forged = [poxPrint('unstake', origin, manager)];
    expect(await verdict('x', 'deny', [], forged, manager)).toBeNull();
  });
});

describe('Originator mode (SIP-040) for STX, FT and NFT', () => {
  it("only the origin's movements must be covered", async () => {
    const fromOrigin = [stxTransfer(origin, 5)];
    const fromContract = [ftTransfer(manager, 7), nftTransfer(manager, 1), stxTransfer(manager, 3)];
    expect(await verdict('x', 'originator', [], fromOrigin, manager)).toBe(
      `Post-condition check failure: Fungible asset STX was moved by ${origin} but not checked`,
    );
    expect(await verdict('x', 'originator', [], fromContract, manager)).toBeNull();
    expect(await verdict('x', 'deny', [], [ftTransfer(manager, 7)], manager)).toBe(
      `Post-condition check failure: Fungible asset ${SBTC}::sbtc-token was moved by ${manager} but not checked`,
    );
    expect(await verdict('x', 'deny', [], [nftTransfer(manager, 1)], manager)).toBe(
      `Post-condition check failure: Non-fungible asset ${BADGE} was moved by ${manager} but not checked`,
    );
    expect(await verdict('x', 'originator', [], [nftTransfer(origin, 1)], manager)).toMatch(
      /^Post-condition check failure: Non-fungible asset .* was moved by ST1SJ3/,
    );
  });

  it("explicit conditions on other principals still apply (a claim's minimum)", async () => {
    const claim = [ftTransfer(manager, 7)];
    const atLeast = (n: number) => Pc.principal(manager).willSendGte(n).ft(SBTC, 'sbtc-token');
    expect(await verdict('x', 'originator', [atLeast(7)], claim, manager)).toBeNull();
    expect(await verdict('x', 'originator', [atLeast(8)], claim, manager)).toBe(
      `Post-condition check failure on fungible asset ${SBTC}::sbtc-token owned by ${manager}: 8 SentGe 7`,
    );
  });

  it('the origin covered in Originator mode passes; Allow never asks for coverage', async () => {
    const events = [stxTransfer(origin, 5), nftTransfer(origin, 2)];
    const pcs = [
      Pc.origin().willSendEq(5).ustx(),
      Pc.origin().willSendAsset().nft(BADGE, Cl.uint(2)),
    ];
    expect(await verdict('x', 'originator', pcs, events, manager)).toBeNull();
    expect(await verdict('x', 'allow', [], events, manager)).toBeNull();
    expect(
      await verdict(
        'x',
        'deny',
        [Pc.origin().willNotSendAsset().nft(BADGE, Cl.uint(2))],
        events,
        manager,
      ),
    ).toMatch(/NotSent sent=true$/);
  });
});
