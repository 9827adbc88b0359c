// Hiro's primary testnet on PoX-5: every contract id a staking call names comes from its /v2/pox
// answer — pox-5 at the testnet boot address, and the testnet's own sBTC — never from a table.
import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import {
  HIRO_TESTNET_POX_5,
  HIRO_TESTNET_SBTC_REGISTRY,
  HIRO_TESTNET_SBTC_TOKEN,
  poxInfoHiroTestnet,
} from '@/mocks/fixtures/hiro-testnet-pox';
import { sbtcContracts } from '../sbtc/sbtc-contracts';
import { buildClaimStakerRewards } from './build-claim-staker-rewards';
import { buildPullRewards } from './build-pull-rewards';
import { buildStake } from './build-stake';
import { buildUnstake } from './build-unstake';
import { poxStateResponseSchema, requirePox5, toPoxState, withStakingCycle } from './pox-state';
import { StakingClosedError } from './staking-window';

const pox = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfoHiroTestnet)));
const MANAGER = 'ST31XHNM0GZ2K978FPP4QA3STNQ73Z8C9G9MJEPK2.signer-manager';
const STAKER = 'ST2QKZ4FKHAH1NQKYKYAYZPY440FEPK7GZ1R5HBP2';
const target = { manager: MANAGER, entry: { kind: 'pox-5' as const }, payout: undefined };

describe('staking on Hiro’s PoX-5 testnet', () => {
  it('a stake goes to the pox-5 the node names, at its burn height', () => {
    const request = buildStake({
      pox,
      target,
      amountMicroStx: 1_000n,
      cycles: 2,
      payout: undefined,
    });
    expect(request.contract).toBe(HIRO_TESTNET_POX_5);
    expect(request.functionArgs).toEqual([
      Cl.contractPrincipal('ST31XHNM0GZ2K978FPP4QA3STNQ73Z8C9G9MJEPK2', 'signer-manager'),
      Cl.uint(1_000n),
      Cl.uint(2),
      Cl.uint(22_850),
      Cl.none(),
    ]);
  });

  it('unstake too', () => {
    expect(
      buildUnstake({ pox, current: { manager: MANAGER, entry: { kind: 'pox-5' } } }).contract,
    ).toBe(HIRO_TESTNET_POX_5);
  });

  it('the pull and the claim name the testnet’s own sBTC, which /v2/pox reports', () => {
    const sbtc = sbtcContracts('testnet', pox.sbtcToken, pox.sbtcRegistry);
    expect(sbtc).toMatchObject({
      token: HIRO_TESTNET_SBTC_TOKEN,
      registry: HIRO_TESTNET_SBTC_REGISTRY,
    });
    expect(
      buildPullRewards({ pox5: pox.contractId, manager: MANAGER, cycle: 24, sbtcToken: sbtc.token })
        .postConditions,
    ).toEqual([
      Pc.principal(HIRO_TESTNET_POX_5).willSendGte(1).ft(HIRO_TESTNET_SBTC_TOKEN, 'sbtc-token'),
    ]);
    expect(
      buildClaimStakerRewards({
        staker: STAKER,
        manager: MANAGER,
        entry: { kind: 'pox-5' },
        cycle: 24,
        netSats: 10n,
        sbtcToken: sbtc.token,
      }).postConditions,
    ).toEqual([Pc.principal(MANAGER).willSendEq(10n).ft(HIRO_TESTNET_SBTC_TOKEN, 'sbtc-token')]);
  });

  it('the API’s prepare phase closes the testnet’s stake before any wallet opens', () => {
    // cycle 25 runs 22,500…23,399; the API's tip has reached its prepare phase, the node's not yet
    const closed = withStakingCycle(pox, {
      number: 25,
      status: 'prepare_phase',
      start: { height: 22_500 },
      preparePhaseStart: { height: 23_300 },
      end: { height: 23_399 },
    });
    expect(() =>
      buildStake({ pox: closed, target, amountMicroStx: 1_000n, cycles: 2, payout: undefined }),
    ).toThrow(StakingClosedError);
  });
});
