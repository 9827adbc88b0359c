import { MAX_STAKING_CYCLES } from '@/config/staking-choices';

/** Whole cycles typed by a person, from `min` to 96, or the words for why not
 * (docs/staking-pox-5.md#staking-model). */
export function readStakingCycles(
  text: string,
  { min, max = MAX_STAKING_CYCLES }: { min: number; max?: number },
): { valid: true; cycles: number } | { valid: false; error: string } {
  const typed = text.trim();
  if (!/^\d{1,3}$/.test(typed))
    return { valid: false, error: `Enter a whole number of cycles, ${min} to ${max}` };
  const cycles = Number(typed);
  if (cycles < min || cycles > max)
    return { valid: false, error: `Enter a whole number of cycles, ${min} to ${max}` };
  return { valid: true, cycles };
}
