import { Cl } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { functionsOnlyInterface } from '@/mocks/fixtures/contract-interfaces';
import { referenceManagerInterface } from '@/mocks/fixtures/staking';
import { recordCallRead } from '@/test/call-read-recorder';
import { checkOwnManagerOnChain, ownManagerIdProblem } from './bring-your-own-manager';
import { readManagerInterface } from './manager-interface';

const server = setupTestServer();

const network = { ...NETWORK_DEFAULTS.mainnet, kind: 'mainnet' as const };
const POX_5 = 'SP000000000000000000002Q6VF78.pox-5';
const MANAGER = 'SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT.hiro-contract';
const iface = (body: { functions: readonly unknown[]; variables: readonly unknown[] }) =>
  server.use(
    http.get(
      `${network.apiUrl}/v2/contracts/interface/SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT/hiro-contract`,
      () => HttpResponse.json(body),
    ),
  );

describe('bring your own signer-manager', () => {
  it('refuses a malformed id or another network’s before asking the chain', () => {
    expect(ownManagerIdProblem('hiro-contract', 'mainnet')).toMatch(/Enter a contract id/);
    expect(ownManagerIdProblem('ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.x', 'mainnet')).toBe(
      'This is a testnet contract id; the selected network is mainnet.',
    );
    expect(ownManagerIdProblem(MANAGER, 'mainnet')).toBeUndefined();
  });

  it('ok when it implements the trait, is registered and holds a live grant', async () => {
    iface(referenceManagerInterface);
    const calls = recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'get-signer-info'
        ? Cl.some(Cl.bufferFromHex(`02${'11'.repeat(32)}`))
        : Cl.ok(Cl.bool(true)),
    );
    await expect(
      checkOwnManagerOnChain(network, { pox5: POX_5, contractId: ` ${MANAGER} ` }),
    ).resolves.toMatchObject({
      ok: true,
      manager: MANAGER,
      managerInterface: {
        implementsTrait: true,
        claim: 'reference',
        canPull: true,
        earnedReader: true,
        feesBips: true,
      },
    });
    expect(calls.map((c) => c.functionName)).toEqual([
      'get-signer-info',
      'verify-signer-key-grant',
    ]);
  });

  it('each refusal in words: not a manager, not registered, no live grant', async () => {
    iface({
      ...referenceManagerInterface,
      functions: referenceManagerInterface.functions.slice(1),
    });
    await expect(
      checkOwnManagerOnChain(network, { pox5: POX_5, contractId: MANAGER }),
    ).resolves.toEqual({
      ok: false,
      reason:
        'This contract is not a signer-manager: it does not implement pox-5’s signer-manager-trait.',
    });
    iface(referenceManagerInterface);
    recordCallRead(server, network.apiUrl, () => Cl.none());
    await expect(
      checkOwnManagerOnChain(network, { pox5: POX_5, contractId: MANAGER }),
    ).resolves.toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not registered/) as unknown,
    });
    recordCallRead(server, network.apiUrl, ({ functionName }) =>
      functionName === 'get-signer-info'
        ? Cl.some(Cl.bufferFromHex(`02${'11'.repeat(32)}`))
        : Cl.error(Cl.uint(17)),
    );
    await expect(
      checkOwnManagerOnChain(network, { pox5: POX_5, contractId: MANAGER }),
    ).resolves.toMatchObject({
      ok: false,
      reason: expect.stringMatching(/grant is not live/) as unknown,
    });
  });

  it('reads a native pool’s claim', () => {
    const manager = functionsOnlyInterface([
      {
        name: 'claim-staker-rewards',
        access: 'public',
        args: [
          { name: 'reward-cycle', type: 'uint128' },
          { name: 'bond-index', type: { optional: 'uint128' } },
        ],
        outputs: { type: 'bool' },
      },
    ]);
    expect(readManagerInterface(manager)).toEqual({
      implementsTrait: false,
      claim: 'native-pool',
      canPull: false,
      earnedReader: false,
      feesBips: false,
      max500: false,
    });
  });
});
