// Every pox-5 reader: the exact call it makes (contract, function, sender, arguments) and how it
// decodes the answer, through MSW (src/test/call-read-recorder.ts).
import { hex } from '@scure/base';
import { Cl, serializeCV } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { argHex, recordCallRead } from '@/test/call-read-recorder';
import { fetchAmountDelegatedForSigner } from './amount-delegated-for-signer';
import { fetchManagerEarnedStakerRewards } from './manager-earned-staker-rewards';
import { fetchPoxEarned } from './pox-earned';
import { fetchPox4History } from './pox4-history';
import { fetchCycleMembership } from './signer-cycle-membership';
import { fetchSignerInfo } from './signer-info';
import { fetchSignerKeyGrant } from './signer-key-grant';
import { fetchSignerSetContains } from './signer-set-contains';
import { fetchStakerInfo } from './staker-info';
import { fetchStoredPayout } from './stored-payout';
import { fetchManagerFeeSchedule } from './manager-fee';
import { fetchPendingPayout } from './pending-payout';
import { max500ManagerInterface } from '@/mocks/fixtures/staking-interfaces';
import { referenceManagerInterface } from '@/mocks/fixtures/staking';

const server = setupTestServer();

const network = NETWORK_DEFAULTS.mainnet;
/** The stored-payout reader also looks the manager up in the network's pool list. */
const mainnet = { ...network, kind: 'mainnet' as const };
const POX_5 = 'SP000000000000000000002Q6VF78.pox-5';
const BOOT = 'SP000000000000000000002Q6VF78';
const STAKER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const MANAGER = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';
const MAX500 = 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager';

/** The manager's interface as the node answers it: the reference manager's for MANAGER, max500's
 * for MAX500 — the readers pick their functions by it (manager-interface.ts). */
function serveInterfaces() {
  server.use(
    http.get(`${network.apiUrl}/v2/contracts/interface/:address/:name`, ({ params }) =>
      HttpResponse.json(
        params.name === 'fastpool-max500-signer-manager'
          ? max500ManagerInterface
          : referenceManagerInterface,
      ),
    ),
  );
}

const payoutTuple = (hash: string, extra: Record<string, ReturnType<typeof Cl.uint>> = {}) =>
  Cl.tuple({
    'pox-addr': Cl.tuple({ version: Cl.bufferFromHex('04'), hashbytes: Cl.bufferFromHex(hash) }),
    'max-fee': Cl.uint(3_000),
    ...extra,
  });

describe('pox-5 readers', () => {
  it('get-staker-info (staker) → amount, first cycle, cycles, manager, unlock cycle; none → undefined', async () => {
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.some(
        Cl.tuple({
          'amount-ustx': Cl.uint(7),
          'first-reward-cycle': Cl.uint(145),
          'num-cycles': Cl.uint(12),
          signer: Cl.principal(MANAGER),
        }),
      ),
    );
    await expect(fetchStakerInfo(network, { pox5: POX_5, staker: STAKER })).resolves.toEqual({
      amountMicroStx: 7n,
      firstCycle: 145,
      numCycles: 12,
      manager: MANAGER,
      unlockCycle: 157,
    });
    expect(calls).toEqual([
      {
        contract: POX_5,
        functionName: 'get-staker-info',
        sender: STAKER,
        args: [argHex(Cl.principal(STAKER))],
      },
    ]);
    recordCallRead(server, network.apiUrl, () => Cl.none());
    await expect(
      fetchStakerInfo(network, { pox5: POX_5, staker: STAKER }),
    ).resolves.toBeUndefined();
  });

  it('get-signer-cycle-membership (staker, cycle)', async () => {
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.some(Cl.tuple({ 'amount-ustx': Cl.uint(9), signer: Cl.principal(MANAGER) })),
    );
    await expect(
      fetchCycleMembership(network, { pox5: POX_5, staker: STAKER, cycle: 146 }),
    ).resolves.toEqual({
      amountMicroStx: 9n,
      manager: MANAGER,
    });
    expect(calls[0]).toEqual({
      contract: POX_5,
      functionName: 'get-signer-cycle-membership',
      sender: STAKER,
      args: [argHex(Cl.principal(STAKER)), argHex(Cl.uint(146))],
    });
  });

  it('get-signer-info (manager) → registered with its key, or not', async () => {
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.some(Cl.bufferFromHex(`02${'ab'.repeat(32)}`)),
    );
    await expect(fetchSignerInfo(network, { pox5: POX_5, manager: MANAGER })).resolves.toEqual({
      registered: true,
      signerKey: `02${'ab'.repeat(32)}`,
    });
    expect(calls[0]).toEqual({
      contract: POX_5,
      functionName: 'get-signer-info',
      sender: BOOT,
      args: [argHex(Cl.principal(MANAGER))],
    });
    recordCallRead(server, network.apiUrl, () => Cl.none());
    await expect(fetchSignerInfo(network, { pox5: POX_5, manager: MANAGER })).resolves.toEqual({
      registered: false,
    });
  });

  it('verify-signer-key-grant (manager, key): (ok true) live, (err u17) not', async () => {
    const key = `03${'cd'.repeat(32)}`;
    const calls = recordCallRead(server, network.apiUrl, () => Cl.ok(Cl.bool(true)));
    await expect(
      fetchSignerKeyGrant(network, { pox5: POX_5, manager: MANAGER, signerKey: key }),
    ).resolves.toBe(true);
    expect(calls[0]?.args).toEqual([argHex(Cl.principal(MANAGER)), argHex(Cl.bufferFromHex(key))]);
    expect(calls[0]?.functionName).toBe('verify-signer-key-grant');
    recordCallRead(server, network.apiUrl, () => Cl.error(Cl.uint(17)));
    await expect(
      fetchSignerKeyGrant(network, { pox5: POX_5, manager: MANAGER, signerKey: key }),
    ).resolves.toBe(false);
  });

  it('get-amount-delegated-for-signer, signer-set-contains-for-cycle, get-earned (manager, cycle[, none])', async () => {
    const calls = recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'signer-set-contains-for-cycle'
        ? Cl.bool(false)
        : Cl.uint(functionName === 'get-earned' ? 5 : 50_000_000_000n),
    );
    const args = { pox5: POX_5, manager: MANAGER, cycle: 147 };
    await expect(fetchAmountDelegatedForSigner(network, args)).resolves.toBe(50_000_000_000n);
    await expect(fetchSignerSetContains(network, args)).resolves.toBe(false);
    await expect(fetchPoxEarned(network, args)).resolves.toBe(5n);
    const two = [argHex(Cl.principal(MANAGER)), argHex(Cl.uint(147))];
    expect(calls.map(({ functionName, args: a, sender }) => [functionName, a, sender])).toEqual([
      ['get-amount-delegated-for-signer', two, BOOT],
      ['signer-set-contains-for-cycle', two, BOOT],
      ['get-earned', [...two, argHex(Cl.none())], BOOT],
    ]);
  });

  it('the manager’s get-earned-staker-rewards (staker, cycle, none) → net and fee; a manager without it → undefined', async () => {
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.tuple({ earned: Cl.uint(114_000), fees: Cl.uint(6_000) }),
    );
    await expect(
      fetchManagerEarnedStakerRewards(network, { manager: MANAGER, staker: STAKER, cycle: 146 }),
    ).resolves.toEqual({
      earnedSats: 114_000n,
      feesSats: 6_000n,
    });
    expect(calls[0]).toEqual({
      contract: MANAGER,
      functionName: 'get-earned-staker-rewards',
      sender: STAKER,
      args: [argHex(Cl.principal(STAKER)), argHex(Cl.uint(146)), argHex(Cl.none())],
    });
    recordCallRead(server, network.apiUrl, () => ({
      okay: false,
      cause: 'Unchecked(UndefinedFunction("get-earned-staker-rewards"))',
    }));
    await expect(
      fetchManagerEarnedStakerRewards(network, { manager: MANAGER, staker: STAKER, cycle: 146 }),
    ).resolves.toBeUndefined();
  });

  it('the manager’s get-pox-addr (staker) → the stored BTC payout to re-send, or none', async () => {
    serveInterfaces();
    const hash = '751e76e8199196d454941c45d1b3a323f1433bd6';
    const calls = recordCallRead(server, network.apiUrl, () => Cl.some(payoutTuple(hash)));
    const stored = await fetchStoredPayout(mainnet, { manager: MANAGER, staker: STAKER });
    if (stored.kind !== 'stored') throw new Error(`expected a stored payout, got ${stored.kind}`);
    expect(stored.calldata.maxFeeSats).toBe(3_000n);
    expect(stored.calldata.poxAddress.version).toBe(4);
    expect(hex.encode(stored.calldata.poxAddress.hashbytes)).toBe(hash);
    expect(calls[0]).toEqual({
      contract: MANAGER,
      functionName: 'get-pox-addr',
      sender: STAKER,
      args: [argHex(Cl.principal(STAKER))],
    });
    recordCallRead(server, network.apiUrl, () => Cl.none());
    await expect(fetchStoredPayout(mainnet, { manager: MANAGER, staker: STAKER })).resolves.toEqual(
      { kind: 'none' },
    );
  });

  it('max500: get-payout-config (staker) → the stored payout with its min-claim', async () => {
    serveInterfaces();
    const hash = '751e76e8199196d454941c45d1b3a323f1433bd6';
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.some(payoutTuple(hash, { 'min-claim': Cl.uint(10_000) })),
    );
    const stored = await fetchStoredPayout(mainnet, { manager: MAX500, staker: STAKER });
    if (stored.kind !== 'stored') throw new Error(`expected a stored payout, got ${stored.kind}`);
    expect(stored.calldata).toMatchObject({ maxFeeSats: 3_000n, minClaimSats: 10_000n });
    expect(calls.map((call) => call.functionName)).toEqual(['get-payout-config']);
  });

  it('the fee in force: the reference manager’s fees-bips var; max500’s get-pending-fees with a queued rise', async () => {
    serveInterfaces();
    server.use(
      http.get(`${network.apiUrl}/v2/data_var/:address/:name/fees-bips`, () =>
        HttpResponse.json({ data: `0x${serializeCV(Cl.uint(500))}` }),
      ),
    );
    await expect(fetchManagerFeeSchedule(network, MANAGER)).resolves.toEqual({ activeBips: 500 });
    const calls = recordCallRead(server, network.apiUrl, () =>
      Cl.tuple({
        'activation-cycle': Cl.uint(150),
        'active-bips': Cl.uint(0),
        'pending-bips': Cl.uint(300),
      }),
    );
    await expect(fetchManagerFeeSchedule(network, MAX500)).resolves.toEqual({
      activeBips: 0,
      queued: { bips: 300, fromCycle: 150 },
    });
    expect(calls[0]).toMatchObject({
      contract: MAX500,
      functionName: 'get-pending-fees',
      args: [],
    });
    recordCallRead(server, network.apiUrl, () =>
      Cl.tuple({
        'activation-cycle': Cl.uint(150),
        'active-bips': Cl.uint(300),
        'pending-bips': Cl.uint(300),
      }),
    );
    await expect(fetchManagerFeeSchedule(network, MAX500)).resolves.toEqual({ activeBips: 300 });
    recordCallRead(server, network.apiUrl, () =>
      Cl.tuple({
        'activation-cycle': Cl.uint(150),
        'active-bips': Cl.uint(10_000),
        'pending-bips': Cl.uint(300),
      }),
    );
    await expect(fetchManagerFeeSchedule(network, MAX500)).rejects.toThrow(/not below 10000/);
  });

  it('max500’s get-pending-payout (staker); 0 for a manager that keeps no settled balance', async () => {
    serveInterfaces();
    const calls = recordCallRead(server, network.apiUrl, () => Cl.uint(1_234));
    await expect(fetchPendingPayout(network, { manager: MAX500, staker: STAKER })).resolves.toBe(
      1_234n,
    );
    expect(calls).toEqual([
      {
        contract: MAX500,
        functionName: 'get-pending-payout',
        sender: STAKER,
        args: [argHex(Cl.principal(STAKER))],
      },
    ]);
    await expect(fetchPendingPayout(network, { manager: MANAGER, staker: STAKER })).resolves.toBe(
      0n,
    );
  });

  it('a stored payout it cannot re-send, or a refused read, is unknown — never "none stored"', async () => {
    serveInterfaces();
    // The address alone, no max-fee: re-sending `none` would delete it
    // (docs/staking-pox-5.md#signer-managers).
    recordCallRead(server, network.apiUrl, () =>
      Cl.some(Cl.tuple({ version: Cl.bufferFromHex('04'), hashbytes: Cl.bufferFromHex('00') })),
    );
    await expect(
      fetchStoredPayout(mainnet, { manager: MANAGER, staker: STAKER }),
    ).resolves.toMatchObject({ kind: 'unknown' });
    // A pox-addr that is not one.
    recordCallRead(server, network.apiUrl, () =>
      Cl.some(Cl.tuple({ 'pox-addr': Cl.uint(1), 'max-fee': Cl.uint(3_000) })),
    );
    await expect(
      fetchStoredPayout(mainnet, { manager: MANAGER, staker: STAKER }),
    ).resolves.toMatchObject({ kind: 'unknown' });
    server.use(
      http.post(`${network.apiUrl}/v2/contracts/call-read/:address/:name/get-pox-addr`, () =>
        HttpResponse.json({ okay: false, cause: 'Unchecked(NoSuchPublicFunction)' }),
      ),
    );
    await expect(
      fetchStoredPayout(mainnet, { manager: MANAGER, staker: STAKER }),
    ).resolves.toMatchObject({ kind: 'unknown' });
  });

  it('pox-4 history: a delegation or a stacker record on the pox-4 beside pox-5', async () => {
    const calls = recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'get-delegation-info'
        ? Cl.some(Cl.tuple({ 'amount-ustx': Cl.uint(1) }))
        : Cl.none(),
    );
    await expect(fetchPox4History(network, { pox5: POX_5, staker: STAKER })).resolves.toBe(true);
    expect(calls.map((c) => [c.contract, c.functionName, c.args]).sort()).toEqual([
      [
        'SP000000000000000000002Q6VF78.pox-4',
        'get-delegation-info',
        [argHex(Cl.principal(STAKER))],
      ],
      ['SP000000000000000000002Q6VF78.pox-4', 'get-stacker-info', [argHex(Cl.principal(STAKER))]],
    ]);
    recordCallRead(server, network.apiUrl, () => ({ okay: false, cause: 'NoSuchContract' }));
    await expect(fetchPox4History(network, { pox5: POX_5, staker: STAKER })).resolves.toBe(false);
  });
});
