// The app's pox-5 layer (src/stacks/staking) against the devnet's real Clarity VM: every builder's
// transaction signed, broadcast and mined as the devnet wallet would send it (Deny mode, the
// builder's post-conditions), and every reader's answer read back from the same chain. The devnet
// stand-ins must accept exactly what the app sends on mainnet.
import { readFileSync } from 'node:fs';
import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import type { ContractCallRequest } from '../src/stacks/contract-call-request';
import { sbtcContracts } from '../src/stacks/sbtc/sbtc-contracts';
import { buildClaimStakerRewards } from '../src/stacks/staking/build-claim-staker-rewards';
import { buildPullRewards } from '../src/stacks/staking/build-pull-rewards';
import { buildStake } from '../src/stacks/staking/build-stake';
import { buildStakeUpdate } from '../src/stacks/staking/build-stake-update';
import { buildUnstake } from '../src/stacks/staking/build-unstake';
import { checkOwnManagerOnChain } from '../src/stacks/staking/bring-your-own-manager';
import { fetchAmountDelegatedForSigner } from '../src/stacks/staking/amount-delegated-for-signer';
import { fetchContractInterface } from '../src/stacks/api/contract-interface';
import {
  fetchManagerInterface,
  isNativePoolWrapper,
} from '../src/stacks/staking/manager-interface';
import { fetchManagerFee } from '../src/stacks/staking/manager-fee';
import { fetchPoxState, requirePox5 } from '../src/stacks/staking/pox-state';
import { btcPayoutCalldata, encodeSignerCalldata } from '../src/stacks/staking/signer-calldata';
import { fetchSignerSetContains } from '../src/stacks/staking/signer-set-contains';
import { fetchStakerRewardsByCycle } from '../src/stacks/staking/staker-rewards-by-cycle';
import { describeStakingError, POX_5_ERRORS } from '../src/stacks/staking/staking-errors';
import { findPool, stakingPools, type StakingPool } from '../src/stacks/staking/staking-pools';
import { fetchStakingPosition } from '../src/stacks/staking/staking-position-query';
import { StakingClosedError } from '../src/stacks/staking/staking-window';
import { fetchStoredPayout } from '../src/stacks/staking/stored-payout';
import { btcAddressFromPublicKey } from '../src/lib/bitcoin-address';
import { account } from './accounts.mjs';
import { SBTC_TOKEN, signerManagers } from './contracts.mjs';
import { clarityText, useTestDevnet } from './test-helpers';

const node = useTestDevnet();
const STX = 1_000_000n;
const wallet1 = account('wallet_1');
const wallet2 = account('wallet_2');
const wallet3 = account('wallet_3');
const devnetApi = () => ({ apiUrl: node.devnet.url, kind: 'devnet' as const });
const pool = (slug: string): StakingPool => {
  const found = findPool(slug, 'devnet');
  if (!found) throw new Error(slug);
  return found;
};
const pox5State = async () => requirePox5(await fetchPoxState(devnetApi()));

/** Sign as the devnet wallet does (Deny mode, the request's post-conditions), broadcast, mine. */
const send = (request: ContractCallRequest, key: string, address: string) =>
  node.api.sendRequest(request, { privateKey: key, address });

const advance = async (to: 'next-cycle' | 'prepare-phase' | 'distribution') =>
  expect((await node.api.post('/_devnet/advance', { to })).status).toBe(200);

/** sBTC sats of an account, from the token itself (`get-balance`). */
const sbtcOf = async (address: string) => {
  const balance = await node.api.readOnly(
    SBTC_TOKEN,
    'get-balance',
    [Cl.principal(address)],
    address,
  );
  return BigInt(clarityText(balance));
};

describe('the app’s pool list = the devnet’s managers (devnet/contracts.mjs)', () => {
  it('each slug with its manager, payout, wrapper and stand-in mark; other managers deployed too', () => {
    const fromDevnet = signerManagers
      .filter((m) => stakingPools('mainnet').some((p) => p.slug === m.slug))
      .map((m) => ({
        slug: m.slug,
        manager: m.contract.id,
        payout: m.payout,
        calldata: m.calldata === 'none' ? 'pox-addr-max-fee' : m.calldata,
        entry: m.wrapper ? { kind: 'native-pool', contract: m.wrapper.id } : { kind: 'pox-5' },
        standIn: m.standIn,
      }));
    expect(
      stakingPools('devnet').map(({ slug, manager, payout, calldata, entry, standIn }) => ({
        slug,
        manager,
        payout,
        calldata,
        entry,
        standIn: standIn ?? false,
      })),
    ).toEqual(fromDevnet);
    const deployed = signerManagers.map((m) => m.contract.id);
    for (const other of stakingPools('devnet').flatMap((p) => p.otherManagers))
      expect(deployed).toContain(other);
  });

  it('POX_5_ERRORS names every error constant of the vendored pox-5.clar', () => {
    const source = readFileSync(new URL('./vendor/pox-5.clar', import.meta.url), 'utf8');
    const constants = [...source.matchAll(/\(define-constant (ERR_[A-Z0-9_]+) \(err u(\d+)\)\)/g)]
      .map(([, name, code]) => [Number(code), name] as const)
      .sort(([a], [b]) => a - b);
    expect(Object.entries(POX_5_ERRORS).map(([code, { name }]) => [Number(code), name])).toEqual(
      constants,
    );
  });
});

describe('pox-5 on the devnet, through the app’s builders and readers', () => {
  it('stake → starting next cycle → staked → pull → claim exactly the net → update → unstake → ended', async () => {
    const api = devnetApi();
    // Fast Pool's fastpool-1 (the reference manager, its fee set at once); max500, the primary,
    // is proved in real-managers.test.ts
    const fast = pool('fast-pool');
    const fastPool: StakingPool = {
      ...fast,
      manager: fast.otherManagers[0] ?? '',
      calldata: 'pox-addr-max-fee',
    };
    let pox = await pox5State();
    expect(pox.contractId).toBe('ST000000000000000000002AMW42H.pox-5');

    const stake = await send(
      buildStake({
        pox,
        target: fastPool,
        amountMicroStx: 1_000n * STX,
        cycles: 2,
        payout: undefined,
      }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(stake.tx_status).toBe('success');
    let position = await fetchStakingPosition(api, { pox, staker: wallet1.address });
    expect(position).toMatchObject({
      status: 'starting-next-cycle',
      amountMicroStx: 1_000n * STX,
      manager: fastPool.manager,
      firstCycle: pox.currentCycle + 1,
      unlockCycle: pox.currentCycle + 3,
    });
    const firstCycle = pox.currentCycle + 1;

    await advance('next-cycle');
    pox = await pox5State();
    expect((await fetchStakingPosition(api, { pox, staker: wallet1.address })).status).toBe(
      'staked',
    );
    expect(
      await fetchSignerSetContains(api, {
        pox5: pox.contractId,
        manager: fastPool.manager,
        cycle: pox.currentCycle,
      }),
    ).toBe(true);
    expect(
      await fetchAmountDelegatedForSigner(api, {
        pox5: pox.contractId,
        manager: fastPool.manager,
        cycle: pox.currentCycle,
      }),
    ).toBeGreaterThan(50_000n * STX);
    expect(await fetchManagerFee(api, fastPool.manager)).toBe(500);

    // Past the cycle's two distributions: the keeper credited it at mid-cycle and at its end.
    await advance('next-cycle');
    pox = await pox5State();
    let rows = await fetchStakerRewardsByCycle(api, { pox, staker: wallet1.address });
    expect(rows.find((row) => row.cycle === firstCycle)?.state).toBe('manager-must-pull');

    const pull = await send(
      buildPullRewards({
        pox5: pox.contractId,
        manager: fastPool.manager,
        cycle: firstCycle,
        sbtcToken: sbtcContracts('devnet', pox.sbtcToken).token,
      }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(pull.tx_status).toBe('success');
    rows = await fetchStakerRewardsByCycle(api, { pox, staker: wallet1.address });
    const claimable = rows.find((row) => row.cycle === firstCycle);
    expect(claimable?.state).toBe('claimable');
    const net = claimable?.claimableNetSats ?? 0n;
    expect(net).toBeGreaterThan(0n);
    expect(claimable?.netSats).toBe(net);

    const before = await sbtcOf(wallet1.address);
    const claim = await send(
      buildClaimStakerRewards({
        staker: wallet1.address,
        manager: fastPool.manager,
        entry: fastPool.entry,
        cycle: firstCycle,
        netSats: net,
        sbtcToken: sbtcContracts('devnet', pox.sbtcToken).token,
      }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(claim.tx_status).toBe('success');
    expect((await sbtcOf(wallet1.address)) - before).toBe(net);
    rows = await fetchStakerRewardsByCycle(api, { pox, staker: wallet1.address });
    expect(rows.find((row) => row.cycle === firstCycle)).toMatchObject({
      state: 'claimed',
      grossSats: claimable?.grossSats,
    });

    // The stake is in its last locked cycle: an update must extend (and may increase).
    position = await fetchStakingPosition(api, { pox, staker: wallet1.address });
    expect(position.status).toBe('unstaking');
    const current = {
      manager: fastPool.manager,
      entry: fastPool.entry,
      amountMicroStx: 1_000n * STX,
      unlockCycle: position.unlockCycle ?? 0,
    };
    const update = await send(
      buildStakeUpdate({
        pox,
        current,
        target: fastPool,
        cyclesToExtend: 2,
        amountIncrease: 500n * STX,
        payout: undefined,
      }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(update.tx_status).toBe('success');
    position = await fetchStakingPosition(api, { pox, staker: wallet1.address });
    expect(position).toMatchObject({
      status: 'staked',
      amountMicroStx: 1_500n * STX,
      unlockCycle: current.unlockCycle + 2,
    });

    const unstake = await send(
      buildUnstake({ pox, current: fastPool }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(unstake.tx_status).toBe('success');
    expect((await fetchStakingPosition(api, { pox, staker: wallet1.address })).status).toBe(
      'unstaking',
    );
    await advance('next-cycle');
    pox = await pox5State();
    expect((await fetchStakingPosition(api, { pox, staker: wallet1.address })).status).toBe(
      'ended',
    );
  });

  it('a BTC payout is stored by the manager and read back to re-send; PlanBetter takes {pox-addr} alone; Stacking DAO stakes through its wrapper', async () => {
    const api = devnetApi();
    const pox = await pox5State();
    const xverse = pool('xverse');
    const check = btcPayoutCalldata(btcAddressFromPublicKey(wallet3.publicKey, 'devnet'), 'devnet');
    if (!check.valid) throw new Error(check.message);
    const staked = await send(
      buildStake({
        pox,
        target: xverse,
        amountMicroStx: 100n * STX,
        cycles: 1,
        payout: check.calldata,
      }),
      wallet3.privateKey,
      wallet3.address,
    );
    expect(staked.tx_status).toBe('success');
    const stored = await fetchStoredPayout(api, {
      manager: xverse.manager,
      staker: wallet3.address,
    });
    if (stored.kind !== 'stored') throw new Error(`no stored payout read back: ${stored.kind}`);
    expect(encodeSignerCalldata(stored.calldata)).toEqual(encodeSignerCalldata(check.calldata));

    // PlanBetter (stand-in): the app's `{pox-addr}` calldata and its 1,000 STX minimum
    const planbetter = pool('planbetter');
    expect(planbetter.minStakeMicroStx).toBe(1_000n * STX);
    const own = btcPayoutCalldata(btcAddressFromPublicKey(wallet1.publicKey, 'devnet'), 'devnet');
    if (!own.valid) throw new Error(own.message);
    const toPlanbetter = await send(
      buildStake({
        pox,
        target: planbetter,
        amountMicroStx: 1_000n * STX,
        cycles: 1,
        payout: own.calldata,
      }),
      wallet1.privateKey,
      wallet1.address,
    );
    expect(toPlanbetter.tx_status).toBe('success');
    // it keeps the address alone, read back as the `{pox-addr}` an update re-sends
    const kept = await fetchStoredPayout(api, {
      manager: planbetter.manager,
      staker: wallet1.address,
    });
    if (kept.kind !== 'stored') throw new Error(`PlanBetter's payout not read back: ${kept.kind}`);
    expect(encodeSignerCalldata(kept.calldata, 'pox-addr')).toEqual(
      encodeSignerCalldata(own.calldata, 'pox-addr'),
    );

    const dao = pool('stacking-dao');
    if (dao.entry.kind !== 'native-pool') throw new Error('stacking-dao is a native pool');
    const wrapper = await fetchContractInterface(api, dao.entry.contract);
    expect(wrapper.found && isNativePoolWrapper(wrapper.contractInterface)).toBe(true);
    expect(await fetchManagerInterface(api, dao.manager)).toMatchObject({
      implementsTrait: true,
      claim: 'native-pool',
      canPull: true,
    });
    const viaWrapper = await send(
      buildStake({ pox, target: dao, amountMicroStx: 100n * STX, cycles: 1, payout: undefined }),
      wallet2.privateKey,
      wallet2.address,
    );
    expect(viaWrapper.tx_status).toBe('success');
    expect(await fetchStakingPosition(api, { pox, staker: wallet2.address })).toMatchObject({
      status: 'starting-next-cycle',
      manager: dao.manager,
    });
  });

  it('refusals: the prepare phase before the wallet, the unregistered manager in words, a chain error in words', async () => {
    const api = devnetApi();
    let pox = await pox5State();
    const unregistered = signerManagers.find((m) => m.slug === 'unregistered')?.contract.id ?? '';
    await expect(
      checkOwnManagerOnChain(api, { pox5: pox.contractId, contractId: unregistered }),
    ).resolves.toEqual({
      ok: false,
      reason: 'This signer-manager is not registered with pox-5, so pox-5 refuses stake to it.',
    });
    const below = signerManagers.find((m) => m.slug === 'below-minimum')?.contract.id ?? '';
    await expect(
      checkOwnManagerOnChain(api, { pox5: pox.contractId, contractId: below }),
    ).resolves.toMatchObject({ ok: true });

    // PlanBetter without an address: refused before the wallet opens.
    const planbetter = pool('planbetter');
    expect(() =>
      buildStake({ pox, target: planbetter, amountMicroStx: STX, cycles: 1, payout: undefined }),
    ).toThrow(/required/);
    // A chain refusal in words: pox-5's own u17 for a manager without a grant. (A failed
    // transaction of a builder shows no code here: its Deny-mode condition fails with it, and the
    // devnet reports `(err none)`.)
    const grant = await node.api.readOnly(
      pox.contractId,
      'verify-signer-key-grant',
      [Cl.principal(unregistered), Cl.bufferFromHex(`02${'11'.repeat(32)}`)],
      wallet1.address,
    );
    expect(describeStakingError(`(err u${clarityText(grant)})`, { contract: pox.contractId })).toBe(
      'ERR_SIGNER_KEY_GRANT_NOT_FOUND: this signer-manager currently can’t accept stake (its signer key grant is missing).',
    );

    await advance('prepare-phase');
    pox = await pox5State();
    expect(pox.inPreparePhase).toBe(true);
    expect(() =>
      buildStake({
        pox,
        target: pool('xverse'),
        amountMicroStx: STX,
        cycles: 1,
        payout: undefined,
      }),
    ).toThrow(StakingClosedError);
  });
});
