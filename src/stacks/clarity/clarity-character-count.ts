const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/g;

/** A string's length as Clarity counts a string-utf8's: in characters (Unicode code points),
 * not bytes — `(string-utf8 2)` takes "é😀" (checked on the devnet). */
export function clarityCharacterCount(text: string): number {
  return text.replace(SURROGATE_PAIR, '_').length;
}
