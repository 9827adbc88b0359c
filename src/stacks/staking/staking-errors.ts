// Failed staking transactions in words ("Every pox-5 error code and the managers' own
// codes become plain words; an unknown code says which contract refused and its number").
// A result arrives as its Clarity repr (`tx_result.repr`, e.g. "(err u47)"). A manager's
// `validate-stake!` error reaches the user unchanged through pox-5's `try!`
// (docs/staking-pox-5.md#error-codes), so a call to pox-5 (or a listed wrapper) consults both
// tables; their ranges do not overlap. A call to a manager reads only the managers' table: its
// u1–u99 are its own, not pox-5's. Plain strings, no @stacks/transactions: the transaction status
// may show these on any page.

import { isPox5Contract } from './is-pox-5-contract';
import { stakingPools } from './staking-pools';

interface KnownStakingError {
  name: string;
  sentence: string;
}

type ErrorTable = Readonly<Record<number, KnownStakingError>>;

const CHANGES_CLOSED =
  'changes are closed in the last blocks of each cycle (the prepare phase); try again when the next cycle starts.';

/** pox-5.clar (4.0.1) lines 1–53, every constant; sentences from docs/staking-pox-5.md#error-codes
 * where it has one. */
export const POX_5_ERRORS: ErrorTable = {
  1: {
    name: 'ERR_UNAUTHORIZED',
    sentence: 'this account may not do that, or must send it directly.',
  },
  2: { name: 'ERR_CANNOT_SETUP_BOND_TOO_SOON', sentence: 'this bond cannot be set up yet.' },
  3: { name: 'ERR_CANNOT_SETUP_BOND_TOO_LATE', sentence: 'it is too late to set up this bond.' },
  4: { name: 'ERR_BOND_ALREADY_SETUP', sentence: 'this bond is already set up.' },
  5: { name: 'ERR_STAKER_ALREADY_ADDED', sentence: 'this staker is already on the bond’s list.' },
  7: { name: 'ERR_BOND_NOT_FOUND', sentence: 'there is no such bond.' },
  8: {
    name: 'ERR_INSUFFICIENT_STX',
    sentence: 'not enough STX (to increase a stake, the increase must come from unlocked STX).',
  },
  9: { name: 'ERR_ALREADY_REGISTERED', sentence: 'you already hold an overlapping bond.' },
  10: { name: 'ERR_TOO_MUCH_SATS', sentence: 'more than your bond allowance.' },
  11: { name: 'ERR_NOT_ALLOWLISTED', sentence: 'you are not on this bond’s allowlist.' },
  12: { name: 'ERR_SIGNER_KEY_GRANT_USED', sentence: 'this signer-key grant was already used.' },
  13: { name: 'ERR_INVALID_SIGNATURE_RECOVER', sentence: 'the signer-key signature is invalid.' },
  14: {
    name: 'ERR_INVALID_SIGNATURE_PUBKEY',
    sentence: 'the signer-key signature is from another key.',
  },
  17: {
    name: 'ERR_SIGNER_KEY_GRANT_NOT_FOUND',
    sentence: 'this signer-manager currently can’t accept stake (its signer key grant is missing).',
  },
  19: {
    name: 'ERR_ALREADY_STAKED',
    sentence: 'you already have a staking position; change it with Update.',
  },
  20: {
    name: 'ERR_INVALID_NUM_CYCLES',
    sentence: 'the duration must be 1–96 cycles (in your last cycle, extend by at least 1).',
  },
  23: {
    name: 'ERR_SIGNER_NOT_FOUND',
    sentence: 'this signer-manager isn’t registered with pox-5.',
  },
  24: {
    name: 'ERR_INVALID_START_BURN_HEIGHT',
    sentence: 'a new cycle began before the transaction confirmed; nothing changed, try again.',
  },
  26: {
    name: 'ERR_UNAUTHORIZED_SIGNER_REGISTRATION',
    sentence: 'this signer registration is not allowed.',
  },
  27: { name: 'ERR_NOT_STAKING', sentence: 'this account has no active stake.' },
  28: { name: 'ERR_UNSTAKE_IN_PREPARE_PHASE', sentence: CHANGES_CLOSED },
  29: {
    name: 'ERR_INVALID_BOND_PERIOD_ORDERING',
    sentence: 'the bonds were listed in the wrong order.',
  },
  30: {
    name: 'ERR_DISTRIBUTION_ALREADY_COMPUTED',
    sentence: 'rewards were already computed for this distribution.',
  },
  31: { name: 'ERR_BOND_NOT_ACTIVE', sentence: 'this bond is not active.' },
  32: { name: 'ERR_NO_CLAIMABLE_REWARDS', sentence: 'there is nothing to claim for this cycle.' },
  33: {
    name: 'ERR_ACTIVE_BOND_NOT_INCLUDED',
    sentence: 'an active bond was left out of the call.',
  },
  34: { name: 'ERR_NOT_BOND_PARTICIPANT', sentence: 'you have no active bond.' },
  35: {
    name: 'ERR_CANNOT_ANNOUNCE_L1_EARLY_UNLOCK',
    sentence: 'this bond is not locked on Bitcoin, so there is no early exit to announce.',
  },
  36: {
    name: 'ERR_INVALID_OLD_SIGNER_MANAGER',
    sentence: 'the position shown was out of date; refresh and try again.',
  },
  37: { name: 'ERR_INVALID_UNSTAKE_SBTC_AMOUNT', sentence: 'more sBTC than is staked.' },
  38: { name: 'ERR_CANNOT_UNSTAKE_SBTC', sentence: 'this bond is not backed by sBTC.' },
  39: { name: 'ERR_READ_TX_OUT_OF_BOUNDS', sentence: 'the Bitcoin transaction could not be read.' },
  40: { name: 'ERR_INVALID_BTC_HEADER', sentence: 'the Bitcoin block header is wrong.' },
  41: { name: 'ERR_INVALID_MERKLE_PROOF', sentence: 'the Bitcoin proof is wrong.' },
  42: { name: 'ERR_INVALID_LOCKUP_SCRIPT', sentence: 'the Bitcoin lock script is wrong.' },
  43: { name: 'ERR_BOND_ALREADY_STARTED', sentence: 'this bond has already started.' },
  44: {
    name: 'ERR_UPDATE_BOND_SAME_SIGNER',
    sentence: 'the bond is already with this signer-manager.',
  },
  45: {
    name: 'ERR_INVALID_LOCKUP_AMOUNT',
    sentence: 'the Bitcoin lock holds a different amount.',
  },
  46: {
    name: 'ERR_DUPLICATE_LOCKUP_OUTPOINT',
    sentence: 'the same Bitcoin output was listed twice.',
  },
  47: { name: 'ERR_STAKE_IN_PREPARE_PHASE', sentence: CHANGES_CLOSED },
  48: {
    name: 'ERR_ROLLOVER_TOO_EARLY',
    sentence: 'a rollover opens in the bond’s last half-cycle.',
  },
  49: { name: 'ERR_REENTRANT_CALL', sentence: 'the signer-manager misbehaved; nothing changed.' },
  50: {
    name: 'ERR_L1_EARLY_EXIT_ALREADY_ANNOUNCED',
    sentence: 'the early exit was already announced.',
  },
  51: {
    name: 'ERR_INSUFFICIENT_RESERVE_BALANCE',
    sentence: 'the reward reserve is too small for this.',
  },
  52: { name: 'ERR_INVALID_UNLOCK_HEIGHT', sentence: 'the Bitcoin unlock height is too low.' },
  53: {
    name: 'ERR_REWARDS_PAUSED',
    sentence: 'reward claims are paused on this chain (a one-way switch).',
  },
};

/**
 * The managers' own codes (docs/staking-pox-5.md#error-codes): the reference signer-manager
 * u1001–u1011 (our devnet managers share them), PlanBetter's u1012, Stacking DAO's v1 managers
 * u30001–30003, its native pool u37001–37003, and the sBTC withdrawal a BTC payout goes through,
 * u500–u508.
 */
const MANAGER_ERRORS: ErrorTable = {
  // sbtc-withdrawal.clar (stacks-sbtc, the version with u507/u508): what a BTC payout's
  // `initiate-withdrawal-request` raises.
  500: {
    name: 'ERR_INVALID_ADDR_VERSION',
    sentence: 'the BTC payout address kind is not accepted.',
  },
  501: { name: 'ERR_INVALID_ADDR_HASHBYTES', sentence: 'the BTC payout address is malformed.' },
  502: {
    name: 'ERR_DUST_LIMIT',
    sentence:
      'the BTC payout is below Bitcoin’s dust limit (546 sats after the fee cap); let more rewards build up first.',
  },
  503: { name: 'ERR_INVALID_REQUEST', sentence: 'sBTC found no such withdrawal request.' },
  504: { name: 'ERR_INVALID_CALLER', sentence: 'sBTC refused the withdrawal’s caller.' },
  505: { name: 'ERR_ALREADY_PROCESSED', sentence: 'this withdrawal was already processed.' },
  506: { name: 'ERR_FEE_TOO_HIGH', sentence: 'the withdrawal fee is above the cap you set.' },
  507: { name: 'ERR_WITHDRAWAL_INDEX', sentence: 'the sBTC withdrawal batch failed.' },
  508: { name: 'ERR_INVALID_BURN_HASH', sentence: 'sBTC refused the withdrawal’s Bitcoin block.' },
  1003: {
    name: 'ERR_INVALID_CALLDATA',
    sentence: 'the signer-manager could not read the payout details sent with the stake.',
  },
  1004: {
    name: 'ERR_INVALID_POX_ADDR',
    sentence: 'the signer-manager does not accept this BTC payout address.',
  },
  1001: {
    name: 'ERR_NO_CLAIMABLE_REWARDS',
    sentence:
      'the signer-manager owes nothing for this cycle now, or the amount is below the most the Bitcoin fee may take for a BTC payout.',
  },
  1002: {
    name: 'ERR_UNAUTHORIZED_ADMIN',
    sentence: 'only the signer-manager’s admins may do that.',
  },
  1005: {
    name: 'ERR_INVALID_FEES_BIPS',
    sentence: 'the signer-manager’s fee must be below 100 %.',
  },
  1006: {
    name: 'ERR_UNAUTHORIZED_CALLER',
    sentence: 'the signer-manager accepts this only from pox-5 or its admins.',
  },
  1007: {
    name: 'ERR_INSUFFICIENT_FEES',
    sentence: 'the signer-manager holds fewer fees than that.',
  },
  1012: {
    name: 'ERR_CALLDATA_REQUIRED',
    sentence: 'this signer-manager pays in BTC only: a BTC payout address is required.',
  },
  // Stacking DAO's v1 managers: only u30002's name is known (docs/staking-pox-5.md#error-codes);
  // the others are worded for what they are, without a guessed constant.
  30001: {
    name: 'STACKING_DAO_MANAGER_U30001',
    sentence: 'Stacking DAO’s signer-manager refused this (its own code u30001).',
  },
  30002: {
    name: 'ERR_STAKER_NOT_ALLOWED',
    sentence: 'this signer-manager accepts only stakers on its allowlist.',
  },
  30003: {
    name: 'STACKING_DAO_MANAGER_U30003',
    sentence: 'Stacking DAO’s signer-manager refused this (its own code u30003).',
  },
  // The native pool's manager (devnet/contracts/native-pool-signer-manager.clar, same codes as
  // Stacking DAO's `native-pool-signer-manager`, docs/staking-pox-5.md#error-codes).
  37001: {
    name: 'ERR_UNAUTHORIZED',
    sentence: 'the native pool’s signer-manager accepts this only from its wrapper or admins.',
  },
  37002: {
    name: 'ERR_NO_CLAIMABLE_REWARDS',
    sentence: 'the native pool owes you nothing for this cycle now.',
  },
  37003: {
    name: 'ERR_CALLDATA_NOT_ACCEPTED',
    sentence: 'the native pool pays in sBTC only: no BTC payout address can be sent.',
  },
};

/**
 * Fast Pool's max500 (also Asymmetric Research's manager) numbers its own codes past the
 * reference's, and its u1012 is not PlanBetter's: devnet/vendor/managers/
 * fastpool-max500-signer-manager.clar, `ERR_*` constants at its head. These win over the table
 * above for a listed pool whose manager runs it.
 */
const MAX500_ERRORS: ErrorTable = {
  1008: {
    name: 'ERR_UNKNOWN_WITHDRAWAL_REQUEST',
    sentence: 'the signer-manager knows no such sBTC withdrawal.',
  },
  1009: {
    name: 'ERR_WITHDRAWAL_NOT_REJECTED',
    sentence: 'that sBTC withdrawal was not rejected, so there is nothing to reclaim.',
  },
  1010: { name: 'ERR_NO_REFUNDS', sentence: 'there is no refund to sweep.' },
  1011: {
    name: 'ERR_WITHDRAWAL_NOT_ACCEPTED',
    sentence: 'that sBTC withdrawal has not been accepted yet.',
  },
  1012: {
    name: 'ERR_BELOW_DUST_LIMIT',
    sentence:
      'the Bitcoin payout would not leave more than 546 sats after the fee cap; let more rewards build up first.',
  },
  1013: {
    name: 'ERR_BELOW_MIN_CLAIM',
    sentence: 'below your minimum claim, only you may start a Bitcoin payout.',
  },
  1014: {
    name: 'ERR_INVALID_MIN_CLAIM',
    sentence: 'the minimum claim must exceed the fee cap plus 546 sats.',
  },
  1015: { name: 'ERR_CANNOT_REMOVE_SELF', sentence: 'an admin cannot remove itself.' },
  1016: {
    name: 'ERR_NO_PENDING_PAYOUT',
    sentence: 'the signer-manager holds nothing settled for you to pay out.',
  },
  1017: { name: 'ERR_NO_REFUND_CREDIT', sentence: 'there is no refund credited to you.' },
};

/** Whether `contract` is a listed pool's manager for new stakes that runs max500
 * (staking-pools.ts; a pool's other managers may run other code, as Fast Pool's fastpool-1). */
function isMax500Manager(contract: string): boolean {
  return NETWORK_KINDS.some((kind) =>
    stakingPools(kind).some((pool) => pool.calldata === 'max500' && pool.manager === contract),
  );
}

/** `(err u47)` → 47; pox-5 and the managers answer uints only. Anything else → undefined. */
export function errorCodeOf(resultRepr: string): number | undefined {
  const match = /^\(err\s+u(\d{1,10})\)$/.exec(resultRepr.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export interface StakingCallContext {
  /** The contract the transaction called (pox-5, a manager, or a wrapper). */
  contract: string;
  /** The signer-manager involved, when it is not `contract` (a `stake` to it): an unknown
   * manager code names it, since pox-5 passed its `validate-stake!` error on. */
  manager?: string | undefined;
}

/** pox-5's codes end at u53; what is above came from a manager or sBTC. */
const LAST_POX_5_CODE = 99;

const NETWORK_KINDS = ['mainnet', 'testnet', 'devnet'] as const;

/** pox-5 itself, or a listed pool's wrapper that calls it for the staker
 * (docs/staking-pox-5.md#signer-managers): only then is a low code pox-5's; a manager's own u1–u99
 * means something else. */
function callsPox5(contract: string): boolean {
  return (
    isPox5Contract(contract) ||
    NETWORK_KINDS.some((kind) =>
      stakingPools(kind).some(
        (pool) => pool.entry.kind === 'native-pool' && pool.entry.contract === contract,
      ),
    )
  );
}

/**
 * A failed staking call in words: "CONSTANT: what it means.", or for a code no table knows
 * "Rejected by <contract id>, code uN.". `undefined` when the result is not `(err uN)`.
 */
export function describeStakingError(
  resultRepr: string | undefined,
  context: StakingCallContext,
): string | undefined {
  if (resultRepr === undefined) return undefined;
  const code = errorCodeOf(resultRepr);
  if (code === undefined) return undefined;
  const pox5Code = code <= LAST_POX_5_CODE;
  const manager = context.manager ?? context.contract;
  const known = pox5Code
    ? callsPox5(context.contract)
      ? POX_5_ERRORS[code]
      : undefined
    : ((isMax500Manager(manager) ? MAX500_ERRORS[code] : undefined) ?? MANAGER_ERRORS[code]);
  if (known) return `${known.name}: ${known.sentence}`;
  const refusedBy =
    code <= LAST_POX_5_CODE ? context.contract : (context.manager ?? context.contract);
  return `Rejected by ${refusedBy}, code u${String(code)}.`;
}
