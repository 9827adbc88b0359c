// Reading `Accept-Encoding` as RFC 9110 §12.5.3 defines it, to choose which of a file's
// compressed copies to send (server/serve.mjs). Pure: no I/O.
//
//   Accept-Encoding = #( codings [ weight ] )
//   codings         = content-coding / "identity" / "*"
//   weight          = OWS ";" OWS "q=" qvalue                       (RFC 9110 §12.4.2)
//   qvalue          = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )

/** A token (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A qvalue (RFC 9110 §12.4.2): 0 to 1, at most three decimals. */
const QVALUE = /^(?:0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?)$/;
/** Optional whitespace (RFC 9110 §5.6.3). */
const OWS = /^[ \t]+|[ \t]+$/g;

/**
 * The weight the header gives each coding it names, lower-cased; `*` for the wildcard. A member
 * whose weight is malformed or outside 0..1 (`br;q=2`, `br;q=-1`, `br;q=abc`, `br;level=1`) gives
 * its coding 0: not acceptable, rather than guess what the client meant. A coding named twice keeps
 * its lowest weight. Content codings are case-insensitive (RFC 9110 §8.4.1), and so is the
 * parameter name `q` (RFC 9110 §5.6.6); `x-gzip` is `gzip` (RFC 9110 §8.4.1.3).
 * @param {string} header
 * @returns {Map<string, number>}
 */
export function parseAcceptEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const member of header.split(',')) {
    const [rawName = '', ...params] = member.split(';').map((part) => part.replace(OWS, ''));
    // Empty list elements are allowed and mean nothing (RFC 9110 §5.6.1).
    if (rawName === '' && params.length === 0) continue;
    if (!TOKEN.test(rawName)) continue;
    const lowered = rawName.toLowerCase();
    const name = lowered === 'x-gzip' ? 'gzip' : lowered;
    let weight = 1;
    if (params.length > 0) {
      const param = params.length === 1 ? /^[qQ]=(.*)$/.exec(params[0] ?? '') : null;
      const value = param?.[1];
      weight = value !== undefined && QVALUE.test(value) ? Number(value) : 0;
    }
    weights.set(name, Math.min(weight, weights.get(name) ?? 1));
  }
  return weights;
}

/**
 * The encoding to send: one of `available` (in the server's order of preference) or
 * `'identity'`. The acceptable coding with the highest weight wins, ties going to the server's
 * order, `identity` last. `*` stands for every coding the header does not name, `identity`
 * included; `identity` is acceptable unless refused by `identity;q=0` or by `*;q=0` without an
 * `identity` entry (RFC 9110 §12.5.3).
 *
 * With no header the client takes any coding, but a client that sends none (a script, curl
 * without `--compressed`) rarely decodes any, so it gets the file itself, as nginx's
 * `gzip_static` does. When nothing available is acceptable, identity included, the file is
 * sent as it is rather than 406: RFC 9110 §12.1 lets a server disregard the header, and that
 * is what clients handle (https://github.com/httpwg/http-core/issues/980).
 * @param {string | undefined} header
 * @param {readonly string[]} available
 * @returns {string}
 */
export function chooseEncoding(header, available) {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  /** @param {string} coding */
  const weightOf = (coding) => weights.get(coding) ?? wildcard ?? 0;
  let best = 'identity';
  // Unnamed, identity is acceptable but wanted least: any named coding beats it.
  let bestWeight = weights.get('identity') ?? (wildcard === 0 ? 0 : (wildcard ?? Number.MIN_VALUE));
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > 0 && (weight > bestWeight || (weight === bestWeight && best === 'identity'))) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
