// pox-5 `stake`, or Stacking DAO's wrapper `delegate`, for a wallet's stx_callContract. Loaded
// lazily: it pulls `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import { isStakingCycles, MAX_STAKING_CYCLES } from '@/config/staking-choices';
import { contractPrincipalCV } from '../clarity/contract-principal-cv';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { signerCalldataCV, type CalldataForm, type SignerCalldata } from './signer-calldata';
import type { PoolEntry, PoolPayout } from './staking-pools';
import { assertChangesOpen, type Pox5State } from './staking-window';

/** Where the stake goes: a listed pool, or a manager the person brought (pox-5 entry). */
export interface StakeCallTarget {
  manager: string;
  entry: PoolEntry;
  /** A brought manager's payout is unknown: `undefined` lets the person choose. */
  payout: PoolPayout | undefined;
  /** The calldata form its `validate-stake!` reads (signer-calldata.ts); undefined: the
   * reference manager's `{pox-addr, max-fee}`, what a brought manager most likely runs. */
  calldata?: CalldataForm;
}

const MAX_U64 = (1n << 64n) - 1n;

/** Throws for an amount no stake can have (a UI mistake, never sent). */
export function assertStakeAmount(amountMicroStx: bigint, what = 'amount'): void {
  // A Staking post-condition carries a u64, which every STX that will ever exist fits.
  if (amountMicroStx <= 0n || amountMicroStx > MAX_U64) {
    throw new RangeError(`Invalid ${what}: ${amountMicroStx.toString()} µSTX.`);
  }
}

/** Throws when the payout does not fit the manager: a BTC-only manager needs an address
 * (PlanBetter refuses with u1012), an sBTC-only one must not get one. */
export function assertPayoutFits(
  target: StakeCallTarget,
  payout: SignerCalldata | undefined,
): void {
  if (target.payout === 'btc' && !payout) {
    throw new Error('This signer-manager pays in BTC only: a BTC payout address is required.');
  }
  if (payout && (target.payout === 'sbtc' || target.entry.kind === 'native-pool')) {
    throw new Error('This signer-manager pays in sBTC only: it takes no BTC payout address.');
  }
}

export interface BuildStakeInput {
  pox: Pox5State;
  target: StakeCallTarget;
  amountMicroStx: bigint;
  cycles: number;
  /** A BTC payout address and fee cap; undefined for sBTC. */
  payout: SignerCalldata | undefined;
}

/**
 * - pox-5: `stake (signer-manager amount-ustx num-cycles start-burn-ht signer-calldata)`
 *   (docs/staking-pox-5.md#functions). `start-burn-ht` is the current burn height: pox-5 requires
 * it to be in the
 *   current cycle (u24), which stops a stake signed now from enrolling a cycle later
 * (docs/staking-pox-5.md#staking-model).
 * - native pool: wrapper `delegate (amount-ustx num-cycles start-burn-ht)` (helper brief; the
 *   wrapper passes its own manager to pox-5 `stake`, with the user as staker).
 * Post-condition (docs/staking-pox-5.md#post-conditions): the origin locks exactly `amount`
 * (`ustxToLock`, Deny mode); no STX or token moves.
 */
export function buildStake({
  pox,
  target,
  amountMicroStx,
  cycles,
  payout,
}: BuildStakeInput): DenyModeContractCallRequest {
  assertChangesOpen(pox);
  assertStakeAmount(amountMicroStx);
  if (!isStakingCycles(cycles)) {
    throw new RangeError(
      `A stake lasts 1 to ${String(MAX_STAKING_CYCLES)} whole cycles, not ${String(cycles)}.`,
    );
  }
  assertPayoutFits(target, payout);
  const postConditions = [Pc.origin().willSendEq(amountMicroStx).ustxToLock()];
  const startBurnHeight = Cl.uint(pox.burnHeight);
  if (target.entry.kind === 'native-pool') {
    return denyModeContractCall(
      target.entry.contract,
      'delegate',
      [Cl.uint(amountMicroStx), Cl.uint(cycles), startBurnHeight],
      postConditions,
    );
  }
  return denyModeContractCall(
    pox.contractId,
    'stake',
    [
      contractPrincipalCV(target.manager),
      Cl.uint(amountMicroStx),
      Cl.uint(cycles),
      startBurnHeight,
      signerCalldataCV(payout, target.calldata),
    ],
    postConditions,
  );
}
