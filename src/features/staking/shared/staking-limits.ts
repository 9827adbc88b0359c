// The numbers every staking form shares. Sources: docs/staking-pox-5.md#staking-model (1–96 cycles,
// `MAX_NUM_CYCLES`, pox-5.clar `check-pox-lock-period`), docs/staking-pox-5.md#rewards (the
// reference manager's BTC payout rules), docs/staking-pox-5.md#prior-art-leather (the default
// duration).

/** pox-5's `MAX_NUM_CYCLES`: a stake lasts 1 to 96 reward cycles (else `(err u20)`). */
export const MAX_STAKING_CYCLES = 96;

/**
 * The duration a new stake starts with. Leather's live staking page defaults to 48
 * (docs/staking-pox-5.md#prior-art-leather, PR #2557). We keep the same figure: a person moving
 * from Leather sees what they know; unstake works at any time outside the prepare phase and ends
 * with the running cycle, so a long default traps no one; and at half the maximum an update can
 * still extend it by as much again.
 */
export const DEFAULT_STAKING_CYCLES = 48;

/** A BTC payout's withdrawal fee cap sent as calldata `max-fee` (sats), until the person types
 * another: the figure of src/stacks/staking/signer-calldata.ts (`DEFAULT_MAX_FEE_SATS`, reasoned
 * there), repeated here because that module loads @stacks/transactions and the form must not. */
export const DEFAULT_BTC_MAX_FEE_SATS = 3_000n;

/** The highest `max-fee` the form takes: beyond this a claim would rarely clear the dust rule. */
export const MAX_BTC_MAX_FEE_SATS = 1_000_000n;

/** The reference manager's dust limit for a BTC withdrawal (docs/staking-pox-5.md#rewards, sBTC
 * u502). */
export const BTC_DUST_LIMIT_SATS = 546n;

/** STX kept unlocked for the transaction fee: locked STX cannot pay one, so an amount that locks
 * everything would leave the stake unpayable (260 bytes × 400 µSTX/byte,
 * docs/product-decisions.md#constants figures, as the stacking fee estimate always was). */
export const STAKING_FEE_RESERVE_MICRO_STX = 260n * 400n;
