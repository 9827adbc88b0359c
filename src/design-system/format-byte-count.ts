/** 1 KB = 1,000 bytes, as limits on chain are written (100,000 bytes reads "100 KB"). */
const BYTES_PER_KB = 1_000;
import { formatNumber } from '@/lib/format-number';
const BYTES_PER_MB = 1_000_000;

/** Rounded down, so a size under a limit never reads as the limit itself. */
function size(bytes: number): string {
  if (bytes < BYTES_PER_KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [unit, name] = bytes < BYTES_PER_MB ? [BYTES_PER_KB, 'KB'] : [BYTES_PER_MB, 'MB'];
  const tenths = Math.floor((bytes * 10) / unit) / 10;
  return `${formatNumber(tenths, { maximumFractionDigits: 1 })} ${name}`;
}

/**
 * "12.3 KB of 100 KB". Just over the limit, rounding would make both sides read the same
 * ("100 KB of 100 KB"), so the exact counts show instead.
 */
export function formatByteCount(bytes: number, maxBytes: number): string {
  const used = size(bytes);
  const max = size(maxBytes);
  if (bytes > maxBytes && used === max) {
    const exact = (n: number) => `${formatNumber(n)} bytes`;
    return `${exact(bytes)} of ${exact(maxBytes)}`;
  }
  return `${used} of ${max}`;
}
