// The last line of defence for analytics privacy (docs/analytics.md). The event map's types
// already allow only closed lists of values; this catches what types cannot see — a value built
// at run time, a page path, a Segment call outside the map — before it leaves the browser.

const IDENTIFYING_PATTERNS: readonly { looksLike: string; pattern: RegExp }[] = [
  // c32 alphabet after a mainnet/testnet single-sig or multisig version letter.
  { looksLike: 'a Stacks address', pattern: /S[MNPT][0-9A-HJKMNP-TV-Z]{28,41}/i },
  // Bech32 (segwit, taproot) on mainnet, testnet and regtest.
  { looksLike: 'a Bitcoin address', pattern: /\b(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}\b/i },
  // Base58 legacy and script addresses (1…, 3… on mainnet; m…, n…, 2… on testnet).
  { looksLike: 'a Bitcoin address', pattern: /\b[123mn][1-9A-HJ-NP-Za-km-z]{25,34}\b/ },
  // A Stacks or Bitcoin txid, with or without 0x.
  { looksLike: 'a transaction id', pattern: /(?:0x)?[0-9a-f]{64}/i },
];

/** "25", "1,000.5", "-3": a number written as text, which is how an exact amount would slip in. */
const PLAIN_NUMBER = /^\s*[-+]?(?:\d[\d,_ ]*)?\.?\d+\s*$/;

/** Objects nest this deep at most; anything deeper is refused rather than walked forever. */
const MAX_DEPTH = 4;

/**
 * Why `value` must not be sent, or undefined when it may. Refused: any string containing a
 * Stacks or Bitcoin address or a txid; a number written as a string; a bigint; any number (no
 * event carries one: every property is a slug, a bucket such as "100-1k" or a reason, so a
 * number can only be an amount or a count that slipped in). Objects and arrays are checked inside.
 * The answer names where the value is, never the value itself.
 */
export function findIdentifyingValue(
  value: unknown,
  where = 'value',
  depth = 0,
): string | undefined {
  if (typeof value === 'string') {
    if (PLAIN_NUMBER.test(value)) return `${where} looks like an exact amount`;
    const match = IDENTIFYING_PATTERNS.find(({ pattern }) => pattern.test(value));
    return match && `${where} looks like ${match.looksLike}`;
  }
  if (typeof value === 'bigint' || typeof value === 'number') {
    return `${where} looks like an exact amount`;
  }
  if (typeof value === 'object' && value !== null) {
    if (depth >= MAX_DEPTH) return `${where} nests too deep to check`;
    for (const [key, inner] of Object.entries(value)) {
      // A key can carry data too ({ [address]: true }); array indexes are plain numbers, fine.
      const keyMatch = IDENTIFYING_PATTERNS.find(({ pattern }) => pattern.test(key));
      if (keyMatch) return `a key in ${where} looks like ${keyMatch.looksLike}`;
      const problem = findIdentifyingValue(inner, `${where}.${key}`, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}
