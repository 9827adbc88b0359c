// sBTC amounts: the token has 8 decimals and the chain counts sats (docs/staking-pox-5.md#rewards).
// Kept as bigint end to end, so a reward is shown to the sat the manager sends. Sats themselves are
// written by lib/bitcoin-amount.ts (formatSats), like every Bitcoin amount.
import { formatTokenAmount } from '@/lib/token-amount';

/** "0.00084999 sBTC" from sats; trailing zeros of the fraction are dropped ("1 sBTC"). */
export function formatSbtc(sats: bigint): string {
  return formatTokenAmount(sats, { symbol: 'sBTC', decimals: 8 });
}
