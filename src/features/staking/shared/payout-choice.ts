/** What a manager pays rewards in (staking-pools.ts `payout`): BTC-only managers need an address. */
export type ManagerPayouts = 'sbtc' | 'btc' | 'sbtc-or-btc';

/** A payout the person can pick where the manager offers both. */
export type PayoutChoice = 'sbtc' | 'btc';

/** Which payout is sent: the person's choice where the manager offers both, else what it pays.
 * One rule for the Stake and Update forms. */
export function effectivePayout(choice: PayoutChoice, payouts: ManagerPayouts): PayoutChoice {
  if (payouts === 'sbtc-or-btc') return choice;
  return payouts;
}

/**
 * The Update form's payout: the BTC payout the manager keeps ('stored') while it is chosen and
 * the manager stays (a new manager keeps nothing yet), else the Stake form's rule, a lost
 * 'stored' choice read as a new BTC address.
 */
export function updatePayoutKind(
  choice: PayoutChoice | 'stored',
  { keepsStored, payouts }: { keepsStored: boolean; payouts: ManagerPayouts },
): PayoutChoice | 'stored' {
  if (choice === 'stored' && keepsStored) return 'stored';
  return effectivePayout(choice === 'stored' ? 'btc' : choice, payouts);
}
