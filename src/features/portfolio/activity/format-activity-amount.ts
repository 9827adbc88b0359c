import { formatTokenAmount } from '@/lib/token-amount';
import type { ActivityAmount } from './activity-entry';

/**
 * One amount of an activity entry with its unit, exact ("12.5 STX", "0.0004 sBTC"). While the
 * token's decimals are unknown the amount is written in its base units and says so, rather than
 * guessing where the point goes.
 */
export function formatActivityAmount({ baseUnits, decimals, unit }: ActivityAmount): string {
  if (decimals === undefined) {
    return formatTokenAmount(baseUnits, { symbol: `base units of ${unit}`, decimals: 0 });
  }
  return formatTokenAmount(baseUnits, { symbol: unit, decimals });
}
