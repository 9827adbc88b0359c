// The mainnet signer-managers the devnet runs from their vendored sources (devnet/vendor/README.md),
// each under its mainnet name: stake with every payout each takes (max500's three-field calldata
// built by the app's own encoder), stake-update (stay, switch), unstake, the manager pull
// (`claim-rewards`) and `claim-staker-rewards`. Transactions are signed and mined through the
// devnet's HTTP API in Deny mode. One devnet boot for the file; each test uses its own account.
import { describe, expect, it } from 'vitest';
import { Cl, Pc, type ClarityValue, type PostCondition } from '@stacks/transactions';
import { c32addressDecode } from 'c32check';
import { accounts, wallet1, wallet2, wallet3 } from '#common/devnet-accounts.mjs';
import { POX_5, SBTC_TOKEN, signerManagers } from './contracts.mjs';
import { PoxJson, clarityPath, clarityText, useTestDevnet } from './test-helpers';
import { signerCalldataCV, type SignerCalldata } from '../src/stacks/staking/signer-calldata';

const node = useTestDevnet({ resetBeforeEach: false });

const STX = 1_000_000n;
const idOf = (slug: string) => {
  const found = signerManagers.find((m) => m.slug === slug);
  if (!found || found.standIn) throw new Error(`no real manager ${slug}`);
  return found.contract.id;
};
const MAX500 = idOf('fast-pool');
const FASTPOOL_1 = idOf('fast-pool-1');
const XVERSE = idOf('xverse');
const ASYMMETRIC = idOf('asymmetric-research');
const SENSEINODE = idOf('senseinode');

type Signer = { privateKey: string; address: string };

const burnHeight = async () =>
  (await node.api.read(PoxJson, '/v2/pox')).current_burnchain_block_height;
const read = (contract: string, fn: string, args: ClarityValue[]) =>
  node.api.readOnly(contract, fn, args, wallet1.address);
const uintOf = (cv: ClarityValue) => BigInt(clarityText(cv));
const send = (
  who: Signer,
  contract: string,
  functionName: string,
  functionArgs: ClarityValue[],
  postConditions: PostCondition[] = [],
) => node.api.sendRequest({ contract, functionName, functionArgs, postConditions }, who);

/** A p2wpkh payout to the account's own key hash (PoX version 0x04). */
function payoutOf(address: string, maxFeeSats: bigint, minClaimSats?: bigint): SignerCalldata {
  const [, hash160] = c32addressDecode(address);
  return {
    poxAddress: { version: 4, hashbytes: Uint8Array.from(Buffer.from(hash160, 'hex')) },
    maxFeeSats,
    ...(minClaimSats === undefined ? {} : { minClaimSats }),
  };
}

async function stake(who: Signer, manager: string, amount: bigint, calldata: ClarityValue) {
  return send(
    who,
    POX_5,
    'stake',
    [Cl.principal(manager), Cl.uint(amount), Cl.uint(4), Cl.uint(await burnHeight()), calldata],
    [Pc.principal(who.address).willSendEq(amount).ustxToLock()],
  );
}

async function stakeUpdate(
  who: Signer,
  next: string,
  old: string,
  total: bigint,
  calldata: ClarityValue,
) {
  return send(
    who,
    POX_5,
    'stake-update',
    [Cl.principal(next), Cl.principal(old), Cl.uint(1), Cl.uint(0), calldata],
    [Pc.principal(who.address).willSendLte(total).ustxToLock()],
  );
}

const signerOf = async (staker: string) =>
  clarityPath(await read(POX_5, 'get-staker-info', [Cl.principal(staker)]), 'signer');

describe('real signer-managers on the devnet (vendored mainnet sources)', () => {
  it('deploys each under its mainnet name with pox-5 substituted: registered, granted, staked', async () => {
    for (const id of [MAX500, FASTPOOL_1, XVERSE, ASYMMETRIC, SENSEINODE]) {
      expect(await read(POX_5, 'get-signer-info', [Cl.principal(id)]), id).toMatchObject({
        type: 'some',
      });
    }
    // the admin API set each fee: max500's increase is queued for 2 cycles (FEE_ACTIVATION_DELAY)
    for (const [id, bips] of [
      [MAX500, 300n],
      [ASYMMETRIC, 400n],
    ] as const) {
      const pending = await read(id, 'get-pending-fees', []);
      expect(uintOf(clarityPath(pending, 'pending-bips'))).toBe(bips);
      expect(uintOf(clarityPath(pending, 'activation-cycle'))).toBe(2n);
    }
  });

  it(
    'max500: the app’s three-field calldata is stored as sent; two fields get min-claim = max-fee + 547; none clears it',
    { timeout: 60_000 },
    async () => {
      const who = wallet1;
      const amount = 60_000n * STX;
      const payout = payoutOf(who.address, 2_000n, 5_000n);
      const staked = await stake(who, MAX500, amount, signerCalldataCV(payout, 'max500'));
      expect(staked.tx_status, staked.tx_result?.repr).toBe('success');
      const config = await read(MAX500, 'get-payout-config', [Cl.principal(who.address)]);
      expect(uintOf(clarityPath(config, 'max-fee'))).toBe(2_000n);
      expect(uintOf(clarityPath(config, 'min-claim'))).toBe(5_000n);

      // stay with max500, the reference's two-field form: the contract's default floor
      const two = await stakeUpdate(who, MAX500, MAX500, amount, signerCalldataCV(payout));
      expect(two.tx_status, two.tx_result?.repr).toBe('success');
      const legacy = await read(MAX500, 'get-payout-config', [Cl.principal(who.address)]);
      expect(uintOf(clarityPath(legacy, 'min-claim'))).toBe(2_547n);

      // PlanBetter's `{pox-addr}` alone is no form max500 reads (u1003)
      const addressOnly = await send(
        who,
        POX_5,
        'stake-update',
        [
          Cl.principal(MAX500),
          Cl.principal(MAX500),
          Cl.uint(1),
          Cl.uint(0),
          signerCalldataCV(payout, 'pox-addr'),
        ],
        [Pc.principal(who.address).willSendLte(amount).ustxToLock()],
      );
      expect(addressOnly.tx_result?.repr).toBe('(err u1003)');

      // sBTC: no calldata deletes the stored payout
      const cleared = await stakeUpdate(who, MAX500, MAX500, amount, Cl.none());
      expect(cleared.tx_status).toBe('success');
      expect(await read(MAX500, 'get-payout-config', [Cl.principal(who.address)])).toEqual(
        Cl.none(),
      );

      const unstaked = await send(
        who,
        POX_5,
        'unstake',
        [Cl.principal(MAX500)],
        [Pc.principal(who.address).willPerformPox()],
      );
      expect(unstaked.tx_status, unstaked.tx_result?.repr).toBe('success');
    },
  );

  it(
    'switches from fastpool-1 (reference) to max500 and on to Asymmetric Research, the payout following each',
    { timeout: 60_000 },
    async () => {
      const who = wallet2;
      const amount = 55_000n * STX;
      const payout = payoutOf(who.address, 1_500n);
      const staked = await stake(who, FASTPOOL_1, amount, signerCalldataCV(payout));
      expect(staked.tx_status, staked.tx_result?.repr).toBe('success');
      const stored = await read(FASTPOOL_1, 'get-pox-addr', [Cl.principal(who.address)]);
      expect(uintOf(clarityPath(stored, 'max-fee'))).toBe(1_500n);
      // the reference reads max500's three-field form too: Clarity's `from-consensus-buff?` drops
      // a tuple field its type does not name, so pox-addr and max-fee are kept, min-claim ignored
      const threeFields = await stakeUpdate(
        who,
        FASTPOOL_1,
        FASTPOOL_1,
        amount,
        signerCalldataCV(payoutOf(who.address, 1_600n), 'max500'),
      );
      expect(threeFields.tx_status, threeFields.tx_result?.repr).toBe('success');
      const kept = await read(FASTPOOL_1, 'get-pox-addr', [Cl.principal(who.address)]);
      expect(uintOf(clarityPath(kept, 'max-fee'))).toBe(1_600n);

      const toMax500 = await stakeUpdate(
        who,
        MAX500,
        FASTPOOL_1,
        amount,
        signerCalldataCV(payout, 'max500'),
      );
      expect(toMax500.tx_status, toMax500.tx_result?.repr).toBe('success');
      expect(clarityText(await signerOf(who.address))).toBe(MAX500);

      const toAsymmetric = await stakeUpdate(
        who,
        ASYMMETRIC,
        MAX500,
        amount,
        signerCalldataCV(payout, 'max500'),
      );
      expect(toAsymmetric.tx_status, toAsymmetric.tx_result?.repr).toBe('success');
      expect(clarityText(await signerOf(who.address))).toBe(ASYMMETRIC);
      const config = await read(ASYMMETRIC, 'get-payout-config', [Cl.principal(who.address)]);
      expect(uintOf(clarityPath(config, 'min-claim'))).toBe(2_047n);
    },
  );

  it(
    'pull and claim-staker-rewards from each real manager: sBTC to the seed staker, the fee kept',
    { timeout: 180_000 },
    async () => {
      // the seeds have staked since boot; cycle 2 is complete at the start of cycle 3, and max500's
      // queued fee is active from cycle 2
      expect((await node.api.post('/_devnet/advance', { to: 'next-cycle' })).status).toBe(200);
      expect((await node.api.post('/_devnet/advance', { to: 'next-cycle' })).status).toBe(200);
      const cycle = 2;
      const bySlug: [string, string, bigint][] = [
        ['fast-pool', MAX500, 300n],
        ['fast-pool-1', FASTPOOL_1, 500n],
        ['xverse', XVERSE, 800n],
        ['asymmetric-research', ASYMMETRIC, 400n],
        ['senseinode', SENSEINODE, 600n],
      ];
      for (const [slug, id, bips] of bySlug) {
        const seed = signerManagers.find((s) => s.slug === slug)?.seed?.staker;
        const staker = accounts.find((a) => a.address === seed);
        if (!staker) throw new Error(`no seed staker of ${slug}`);
        const pull = await send(
          wallet3,
          id,
          'claim-rewards',
          [Cl.list([]), Cl.uint(cycle)],
          [Pc.principal(POX_5).willSendGte(1).ft(SBTC_TOKEN, 'sbtc-token')],
        );
        expect(pull.tx_status, `${slug} pull ${pull.tx_result?.repr ?? ''}`).toBe('success');
        expect(uintOf(await read(id, 'get-fee-bips-for-cycle', [Cl.uint(cycle), Cl.none()]))).toBe(
          bips,
        );
        const due = await read(id, 'get-earned-staker-rewards', [
          Cl.principal(staker.address),
          Cl.uint(cycle),
          Cl.none(),
        ]);
        const net = uintOf(clarityPath(due, 'earned'));
        const fee = uintOf(clarityPath(due, 'fees'));
        expect(net, slug).toBeGreaterThan(0n);
        expect(fee, slug).toBe(((net + fee) * bips) / 10_000n);
        const claim = await send(
          staker,
          id,
          'claim-staker-rewards',
          [Cl.principal(staker.address), Cl.uint(cycle), Cl.none()],
          [Pc.principal(id).willSendEq(net).ft(SBTC_TOKEN, 'sbtc-token')],
        );
        expect(claim.tx_status, `${slug} claim ${claim.tx_result?.repr ?? ''}`).toBe('success');
        // xverse-1 (an earlier reference revision) answers a bare uint; the others {earned, …}
        expect(claim.tx_result?.repr, slug).toContain(
          slug === 'xverse' ? `(ok u${net})` : `(earned u${net})`,
        );
        const balance = await read(SBTC_TOKEN, 'get-balance', [Cl.principal(staker.address)]);
        expect(uintOf(balance), slug).toBe(net);
      }
    },
  );
});
