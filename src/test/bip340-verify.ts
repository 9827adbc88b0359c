import { tagSchnorr } from '@scure/btc-signer/utils';

// BIP-340 Schnorr verification, written from the BIP's pseudocode for tests only: the app signs
// taproot with @scure/btc-signer, which has no verifier, and the curve library under it is not
// one of our dependencies. Plain affine arithmetic on secp256k1; slow, and fine for a test.

const P = 2n ** 256n - 2n ** 32n - 977n;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
type Point = { x: bigint; y: bigint } | null;
const G: Point = {
  x: 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  y: 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
};

const mod = (a: bigint, m = P) => ((a % m) + m) % m;
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = mod(result * b);
    b = mod(b * b);
  }
  return result;
}
const inverse = (a: bigint) => power(a, P - 2n);

function add(a: Point, b: Point): Point {
  if (a === null) return b;
  if (b === null) return a;
  if (a.x === b.x && mod(a.y + b.y) === 0n) return null;
  const slope =
    a.x === b.x && a.y === b.y
      ? mod(3n * a.x * a.x * inverse(2n * a.y))
      : mod((b.y - a.y) * inverse(b.x - a.x));
  const x = mod(slope * slope - a.x - b.x);
  return { x, y: mod(slope * (a.x - x) - a.y) };
}

function multiply(k: bigint, point: Point): Point {
  let result: Point = null;
  let addend = point;
  for (let n = k; n > 0n; n >>= 1n) {
    if (n & 1n) result = add(result, addend);
    addend = add(addend, addend);
  }
  return result;
}

const toInt = (bytes: Uint8Array) =>
  bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

function liftX(x: bigint): Point {
  if (x >= P) return null;
  const c = mod(x ** 3n + 7n);
  const y = power(c, (P + 1n) / 4n);
  if (mod(y * y) !== c) return null;
  return { x, y: y % 2n === 0n ? y : P - y };
}

/** BIP-340 verify(pk, m, sig): true when `signature` (64 bytes) signs `message` (32 bytes) for
 * the x-only public key `publicKey` (32 bytes). */
export function verifySchnorr(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const point = liftX(toInt(publicKey));
  const r = toInt(signature.slice(0, 32));
  const s = toInt(signature.slice(32));
  if (point === null || r >= P || s >= N) return false;
  const e = mod(
    toInt(tagSchnorr('BIP0340/challenge', signature.slice(0, 32), publicKey, message)),
    N,
  );
  const R = add(multiply(s, G), multiply(N - e, point));
  return R !== null && R.y % 2n === 0n && R.x === r;
}
