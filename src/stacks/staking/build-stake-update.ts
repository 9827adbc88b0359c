// pox-5 `stake-update` (extend, increase and switch manager in one call), or Stacking DAO's
// wrapper `delegate-update`. Loaded lazily: it pulls `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import { MAX_STAKING_CYCLES } from '@/config/staking-choices';
import { assertPayoutFits, assertStakeAmount, type StakeCallTarget } from './build-stake';
import { contractPrincipalCV } from '../clarity/contract-principal-cv';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { signerCalldataCV, type SignerCalldata } from './signer-calldata';
import type { PoolEntry } from './staking-pools';
import { assertChangesOpen, type Pox5State } from './staking-window';

export interface CurrentStake {
  /** `get-staker-info`'s `signer`: the manager pox-5 holds (u36 if another is named). */
  manager: string;
  /** How the position was entered (a native pool's wrapper, or pox-5 itself). */
  entry: PoolEntry;
  amountMicroStx: bigint;
  /** First cycle the STX are unlocked: `first-reward-cycle + num-cycles`. */
  unlockCycle: number;
}

export interface BuildStakeUpdateInput {
  pox: Pox5State;
  current: CurrentStake;
  /** The manager after the update: the same one, or another to switch to. */
  target: StakeCallTarget;
  cyclesToExtend: number;
  amountIncrease: bigint;
  /**
   * The payout to keep. The reference manager stores whatever calldata comes with every update,
   * and `none` deletes a stored BTC address without an error
   * (docs/staking-pox-5.md#signer-managers; docs/product-decisions.md#known-bugs-not-to-repeat
   * bugs), so the caller passes the stored BTC payout again (or the new one), never "unchanged".
   */
  payout: SignerCalldata | undefined;
}

/**
 * - pox-5: `stake-update (signer-manager old-signer-manager cycles-to-extend amount-increase
 *   signer-calldata)` (docs/staking-pox-5.md#functions).
 * - native pool: wrapper `delegate-update (cycles-to-extend amount-increase)`; the wrapper cannot
 *   switch manager, so switching into or out of it needs an unstake first.
 * Post-condition (docs/staking-pox-5.md#post-conditions): the origin locks at most the NEW TOTAL,
 * current + increase — the node logs the new total lock, so a condition on the increase alone
 * aborts every update.
 */
export function buildStakeUpdate({
  pox,
  current,
  target,
  cyclesToExtend,
  amountIncrease,
  payout,
}: BuildStakeUpdateInput): DenyModeContractCallRequest {
  assertChangesOpen(pox);
  assertStakeAmount(current.amountMicroStx, 'current amount');
  if (amountIncrease < 0n) throw new RangeError('A stake can only grow; unstake to reduce it.');
  if (!Number.isInteger(cyclesToExtend) || cyclesToExtend < 0) {
    throw new RangeError(`Invalid extension: ${String(cyclesToExtend)} cycles.`);
  }
  // pox-5 checks the new horizon `unlock-cycle − current − 1` is 1–96 (u20;
  // docs/staking-pox-5.md#staking-model).
  const horizon = current.unlockCycle + cyclesToExtend - pox.currentCycle - 1;
  if (horizon < 1 || horizon > MAX_STAKING_CYCLES) {
    throw new RangeError(
      horizon < 1
        ? 'In the last locked cycle an update must extend by at least 1 cycle.'
        : `A stake may reach at most ${String(MAX_STAKING_CYCLES)} cycles ahead.`,
    );
  }
  const newTotal = current.amountMicroStx + amountIncrease;
  assertStakeAmount(newTotal, 'new total');
  assertPayoutFits(target, payout);
  const switching = target.manager !== current.manager;
  if (switching && (current.entry.kind === 'native-pool' || target.entry.kind === 'native-pool')) {
    throw new Error(
      'Moving into or out of a native pool needs an unstake first: its wrapper cannot switch managers.',
    );
  }
  const postConditions = [Pc.origin().willSendLte(newTotal).ustxToLock()];
  if (current.entry.kind === 'native-pool') {
    return denyModeContractCall(
      current.entry.contract,
      'delegate-update',
      [Cl.uint(cyclesToExtend), Cl.uint(amountIncrease)],
      postConditions,
    );
  }
  return denyModeContractCall(
    pox.contractId,
    'stake-update',
    [
      contractPrincipalCV(target.manager),
      contractPrincipalCV(current.manager),
      Cl.uint(cyclesToExtend),
      Cl.uint(amountIncrease),
      signerCalldataCV(payout, target.calldata),
    ],
    postConditions,
  );
}
