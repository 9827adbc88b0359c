// The numbers every staking form and builder shares, in one place. Pure: the forms load it before
// anything heavy. Two staking numbers live elsewhere because more than staking needs them: the
// 1–96 cycles of a stake (MAX_STAKING_CYCLES, src/config/staking-choices.ts, which analytics also
// names) and sBTC's withdrawal dust limit (WITHDRAWAL_DUST_LIMIT_SATS, ../sbtc/withdrawal-errors.ts).

/**
 * The duration a new stake starts with. Leather's live staking page defaults to 48. We keep the
 * same figure: a person moving from Leather sees what they know; unstake works at any time
 * outside the prepare phase and ends with the running cycle, so a long default traps no one; and
 * at half the maximum an update can still extend it by as much again.
 */
export const DEFAULT_STAKING_CYCLES = 48;

/**
 * The default withdrawal fee cap of a BTC payout, sent as calldata `max-fee` (sats) until the
 * person types another. The reference manager refuses a BTC claim unless `earned ≥ max-fee` and
 * `earned − max-fee > 546` sats, so a lower cap lets smaller cycles pay out; a cap below what the
 * sBTC signers charge gets the withdrawal rejected (then `reclaim-failed-withdrawal`). 3,000 sats
 * covers a one-input, one-output withdrawal at a few hundred sat/vB.
 */
export const DEFAULT_BTC_MAX_FEE_SATS = 3_000n;

/** The highest `max-fee` the form takes: beyond this a claim would rarely clear the dust rule. */
export const MAX_BTC_MAX_FEE_SATS = 1_000_000n;

/** STX kept unlocked for the transaction fee: locked STX cannot pay one, so an amount that locks
 * everything would leave the stake unpayable (260 bytes × 400 µSTX/byte,
 * docs/product-decisions.md#constants figures, as the stacking fee estimate always was). */
export const STAKING_FEE_RESERVE_MICRO_STX = 260n * 400n;
