import { formatTokenAmount } from '@/lib/token-amount';
import type { ActivityAmount } from './activity-entry';

// An NFT's or an unnamed token's unit is its asset identifier (`SP….contract::asset u3`), up to
// hundreds of characters with the id's Clarity value: on a 390 px row it would overflow (review 14
// #13). The row shows the contract's name and asset only, the id cut in the middle past a bound;
// the full unit stays in the CSV and the row's title.

/** A contract principal's address part, with its dot: `SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.` */
const CONTRACT_ADDRESS = /\bS[0-9A-Z]{27,40}\./g;
/** Longest unit shown whole; ids beyond it (a long tuple or buffer) are cut in the middle. */
const MAX_UNIT_CHARS = 40;

/** `devnet-nft::nft u3` from `ST1….devnet-nft::nft u3`; long units cut in the middle with "…". */
export function shortActivityUnit(unit: string): string {
  const short = unit.replace(CONTRACT_ADDRESS, '');
  if (short.length <= MAX_UNIT_CHARS) return short;
  const half = Math.floor((MAX_UNIT_CHARS - 1) / 2);
  return `${short.slice(0, half)}…${short.slice(-half)}`;
}

/**
 * One amount of an activity entry with its unit, exact ("12.5 STX", "0.0004 sBTC"), the unit
 * shortened for the list. While the token's decimals are unknown the amount is written in its
 * base units and says so, rather than guessing where the point goes.
 */
export function formatActivityAmount({ baseUnits, decimals, unit }: ActivityAmount): string {
  const shown = shortActivityUnit(unit);
  if (decimals === undefined) {
    return formatTokenAmount(baseUnits, { symbol: `base units of ${shown}`, decimals: 0 });
  }
  return formatTokenAmount(baseUnits, { symbol: shown, decimals });
}
