// The app's readers and claim builder against the real max500 source (devnet/vendor/managers/
// fastpool-max500-signer-manager.clar), deployed as Fast Pool's and Asymmetric Research's managers:
// its interface is told apart from the reference manager's, its fee in force and queued rise come
// from `get-pending-fees`, and a claim after someone else settled one of the staker's cycles pays
// both — the post-condition the app builds names exactly that sum, or the transaction would abort
// and cost its fee; so does `payout` alone. Mock mode's max500 interface (src/mocks/fixtures/staking-interfaces.ts) is
// checked against the deployed one here.
import { readFileSync } from 'node:fs';
import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildClaimRequest } from '../src/features/staking/shared/build-claim-requests';
import { NETWORK_DEFAULTS } from '../src/config/networks';
import { max500ManagerInterface } from '../src/mocks/fixtures/staking-interfaces';
import { fetchManagerFeeSchedule } from '../src/stacks/staking/manager-fee';
import { fetchContractInterface } from '../src/stacks/api/contract-interface';
import { readManagerInterface } from '../src/stacks/staking/manager-interface';
import { buildPayout } from '../src/stacks/staking/build-payout';
import { fetchPendingPayout } from '../src/stacks/staking/pending-payout';
import { describeStakingError } from '../src/stacks/staking/staking-errors';
import { accounts, wallet3 } from './accounts.mjs';
import { POX_5, SBTC_TOKEN, signerManagers } from './contracts.mjs';
import { PoxJson, clarityText, useTestDevnet } from './test-helpers';

const node = useTestDevnet({ resetBeforeEach: false });
const network = () => ({
  ...NETWORK_DEFAULTS.devnet,
  name: 'devnet' as const,
  kind: 'devnet' as const,
  custom: false,
  apiUrl: node.devnet.url,
});

const sbtcBalance = async (who: string) =>
  BigInt(clarityText(await node.api.readOnly(SBTC_TOKEN, 'get-balance', [Cl.principal(who)], who)));

/** The manager's permissionless collection of a cycle from pox-5 (`claim-rewards`). */
async function pull(manager: string, cycle: number) {
  const mined = await node.api.sendRequest(
    {
      contract: manager,
      functionName: 'claim-rewards',
      functionArgs: [Cl.list([]), Cl.uint(cycle)],
      postConditions: [Pc.principal(POX_5).willSendGte(1).ft(SBTC_TOKEN, 'sbtc-token')],
    },
    wallet3,
  );
  expect(mined.tx_status, `pull ${cycle}`).toBe('success');
}

const managerOf = (slug: string) => {
  const found = signerManagers.find((m) => m.slug === slug);
  if (!found) throw new Error(`no devnet manager ${slug}`);
  return found;
};

describe('max500 through the app’s readers', () => {
  it('every ERR_ constant of its source is worded by its own name', () => {
    const source = readFileSync(
      new URL('vendor/managers/fastpool-max500-signer-manager.clar', import.meta.url),
      'utf8',
    );
    const constants = [...source.matchAll(/\(define-constant (ERR_\w+) \(err u(\d+)\)\)/g)];
    expect(constants.length).toBeGreaterThan(10);
    const max500 = managerOf('fast-pool').contract.id;
    for (const [, name, code] of constants) {
      expect(
        describeStakingError(`(err u${code})`, { contract: POX_5, manager: max500 }),
        name,
      ).toMatch(new RegExp(`^${name}: `));
    }
  });

  it('its interface is max500’s (and mock mode’s copy is a faithful part of it); the reference’s is not', async () => {
    for (const slug of ['fast-pool', 'asymmetric-research']) {
      const answer = await fetchContractInterface(network(), managerOf(slug).contract.id);
      if (!answer.found) throw new Error(`${slug} has no interface`);
      const iface = answer.contractInterface;
      expect(readManagerInterface(iface).max500, slug).toBe(true);
      for (const fn of max500ManagerInterface.functions) {
        const deployed = iface.functions.find((candidate) => candidate.name === fn.name);
        expect(deployed, `${slug} ${fn.name}`).toBeDefined();
        expect(deployed?.access, fn.name).toBe(fn.access);
        expect(
          deployed?.args.map((arg) => arg.type),
          fn.name,
        ).toEqual(fn.args.map((arg) => arg.type));
        // the mock's claim-staker-rewards answers as the reference's does; only max500's own
        // readers are compared by result
        if (fn.access === 'read_only' && !fn.name.startsWith('get-earned'))
          expect(deployed?.outputs, fn.name).toEqual(fn.outputs);
      }
    }
    for (const slug of ['fast-pool-1', 'xverse', 'senseinode']) {
      const answer = await fetchContractInterface(network(), managerOf(slug).contract.id);
      if (!answer.found) throw new Error(`${slug} has no interface`);
      expect(readManagerInterface(answer.contractInterface).max500, slug).toBe(false);
    }
  });

  it('the fee in force and the rise its admin queued at boot; the reference manager’s fees-bips', async () => {
    // The devnet boots in cycle 1 and max500 delays a rise by two cycles (`update-fees`).
    const fastPool = managerOf('fast-pool');
    await expect(fetchManagerFeeSchedule(network(), fastPool.contract.id)).resolves.toEqual({
      activeBips: 0,
      queued: { bips: fastPool.feeBips, fromCycle: 2 },
    });
    const xverse = managerOf('xverse');
    await expect(fetchManagerFeeSchedule(network(), xverse.contract.id)).resolves.toEqual({
      activeBips: xverse.feeBips,
    });
    expect((await node.api.post('/_devnet/advance', { to: 'next-cycle' })).status).toBe(200);
    await expect(fetchManagerFeeSchedule(network(), fastPool.contract.id)).resolves.toEqual({
      activeBips: fastPool.feeBips,
    });
  });

  it(
    'a claim after a third party settled an earlier cycle pays both, as its post-condition says',
    { timeout: 240_000 },
    async () => {
      const fastPool = managerOf('fast-pool');
      const manager = fastPool.contract.id;
      const staker = accounts.find((account) => account.address === fastPool.seed?.staker);
      if (!staker) throw new Error('no seed staker of Fast Pool');
      // Cycles 2 and 3 complete: the seed has staked since boot.
      const cycleNow = async () => (await node.api.read(PoxJson, '/v2/pox')).current_cycle.id;
      while ((await cycleNow()) < 4)
        expect((await node.api.post('/_devnet/advance', { to: 'next-cycle' })).status).toBe(200);
      for (const cycle of [2, 3]) await pull(manager, cycle);
      // Anyone may settle a staker's cycle into their pending payout (`settle-staker-rewards`).
      const settle = await node.api.sendRequest(
        {
          contract: manager,
          functionName: 'settle-staker-rewards',
          functionArgs: [Cl.principal(staker.address), Cl.uint(2), Cl.none()],
          postConditions: [],
        },
        wallet3,
      );
      expect(settle.tx_status, settle.tx_result?.repr).toBe('success');
      const pending = await fetchPendingPayout(network(), { manager, staker: staker.address });
      expect(pending).toBeGreaterThan(0n);

      const request = await buildClaimRequest({
        network: network(),
        staker: staker.address,
        manager,
        cycle: 3,
        sbtcToken: SBTC_TOKEN,
      });
      const before = await sbtcBalance(staker.address);
      const claim = await node.api.sendRequest(request, staker);
      expect(claim.tx_status, claim.tx_result?.repr).toBe('success');
      const paid = BigInt(/earned u(\d+)/.exec(claim.tx_result?.repr ?? '')?.[1] ?? '-1');
      expect(paid).toBeGreaterThan(pending);
      const after = await sbtcBalance(staker.address);
      expect(after - before).toBe(paid);
      await expect(
        fetchPendingPayout(network(), { manager, staker: staker.address }),
      ).resolves.toBe(0n);

      // Cycle 4 settled by someone else with no cycle left to claim: `payout` as the app builds it.
      expect((await node.api.post('/_devnet/advance', { to: 'next-cycle' })).status).toBe(200);
      await pull(manager, 4);
      const settle4 = await node.api.sendRequest(
        {
          contract: manager,
          functionName: 'settle-staker-rewards',
          functionArgs: [Cl.principal(staker.address), Cl.uint(4), Cl.none()],
          postConditions: [],
        },
        wallet3,
      );
      expect(settle4.tx_status, settle4.tx_result?.repr).toBe('success');
      const settledSats = await fetchPendingPayout(network(), { manager, staker: staker.address });
      const payout = await node.api.sendRequest(
        buildPayout({
          staker: staker.address,
          manager,
          pendingSats: settledSats,
          btcMaxFeeSats: undefined,
          sbtcToken: SBTC_TOKEN,
        }),
        staker,
      );
      expect(payout.tx_status, payout.tx_result?.repr).toBe('success');
      expect((await sbtcBalance(staker.address)) - after).toBe(settledSats);
    },
  );
});
