// A fast origin-signature check for signers whose public key is already known.
//
// `tx.verifyOrigin()` recovers the public key from the signature (secp256k1 key recovery in
// JavaScript, ≈2–3 ms: a double-and-add over a point that changes with every signature). Once a
// signer's key Q has been recovered by that full check, the next signatures of the same signer
// can be decided with fixed-base tables for G and for Q, which make the same arithmetic ≈5×
// cheaper. Node's native `crypto.verify` cannot serve: for EC keys it always hashes the message
// (SHA-256 by default), and plain ECDSA verification cannot tell a recovery id from its flip
// (the point ±R share their x), which recovery does.
//
// What stacks-core checks (stacks-core 4.0.1): `SinglesigSpendingCondition::verify` in
// stackslib/src/chainstate/stacks/auth.rs calls `TransactionSpendingCondition::next_verification`,
// which hashes the pre-sign sighash (`make_sighash_presign`: initial sighash, auth flag, fee and
// nonce big-endian) and recovers the key with `Secp256k1PublicKey::recover_to_pubkey`
// (stacks-common/src/util/secp256k1.rs: libsecp256k1's `recover_ecdsa` on the compact signature
// with recovery id byte 0–3), sets its compression from the key-encoding byte, and requires its
// hash (per hash mode) to equal the signer. Recovery with id v gives
//   Q_v = r⁻¹ (s·R_v − z·G)   where R_v has x = r (+ n when v ≥ 2) and y of parity v & 1,
// so Q_v = Q exactly when R_v = u1·G + u2·Q with u1 = z/s, u2 = r/s (mod n). That is what
// `verifies` computes: it accepts only when u1·G + u2·Q is the point the recovery id names, so a
// flipped recovery byte, another signer's key, a tampered fee/nonce/payload (another z) or a
// signature of other bytes is not accepted. It answers false — "ask the full check" — for
// everything it does not decide itself: unknown signers, multi-sig and sponsored conditions,
// recovery ids 2 and 3, r or s out of range, and high-s signatures (libsecp256k1's recovery
// accepts them; the low-s rule is only in `Secp256k1PublicKey::verify`, not on this path — they
// are left to the full check so the devnet's verdict on them does not depend on this cache).
import { createHash } from 'node:crypto';
import { publicKeyFromSignatureVrs } from '@stacks/transactions';

const P = 2n ** 256n - 2n ** 32n - 977n;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = N >> 1n;
const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;

/** Offsets of a standard single-signature transaction (SIP-005 wire format). */
const AUTH_TYPE = 5;
const HASH_MODE = 6;
const SIGNER = 7;
const NONCE = 27;
const FEE = 35;
const KEY_ENCODING = 43;
const SIGNATURE = 44;
const SIGNATURE_END = SIGNATURE + 65;
const AUTH_STANDARD = 0x04;
/** P2PKH and P2WPKH: the single-signature hash modes */
const SINGLE_SIG_MODES = new Set([0x00, 0x02]);

/** @param {bigint} a @param {bigint} m */
const mod = (a, m) => {
  const r = a % m;
  return r < 0n ? r + m : r;
};
/** Inverse by the extended Euclidean algorithm (a ≠ 0 mod m, m prime). @param {bigint} a @param {bigint} m */
function invert(a, m) {
  let [r0, r1] = [mod(a, m), m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return mod(s0, m);
}
/** @param {Uint8Array} bytes */
const toBigInt = (bytes) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);

/** Jacobian point (X/Z², Y/Z³); Z = 0 is the point at infinity. @typedef {[bigint, bigint, bigint]} Jacobian */
/** Affine point. @typedef {[bigint, bigint]} Affine */

/** Doubling, a = 0 (EFD dbl-2009-l). @param {Jacobian} p @returns {Jacobian} */
function double([x, y, z]) {
  if (z === 0n || y === 0n) return [0n, 1n, 0n];
  const a = mod(x * x, P);
  const b = mod(y * y, P);
  const c = mod(b * b, P);
  const d = mod(2n * ((x + b) ** 2n - a - c), P);
  const e = 3n * a;
  const x3 = mod(e * e - 2n * d, P);
  return [x3, mod(e * (d - x3) - 8n * c, P), mod(2n * y * z, P)];
}

/** Jacobian plus affine (EFD madd-2007-bl), the equal and opposite cases included. @param {Jacobian} p @param {Affine} q @returns {Jacobian} */
function addAffine(p, [x2, y2]) {
  const [x1, y1, z1] = p;
  if (z1 === 0n) return [x2, y2, 1n];
  const z1z1 = mod(z1 * z1, P);
  const u2 = mod(x2 * z1z1, P);
  const s2 = mod(y2 * z1 * z1z1, P);
  const h = mod(u2 - x1, P);
  const r = mod(2n * (s2 - y1), P);
  if (h === 0n) return r === 0n ? double(p) : [0n, 1n, 0n];
  const hh = mod(h * h, P);
  const i = 4n * hh;
  const j = mod(h * i, P);
  const v = mod(x1 * i, P);
  const x3 = mod(r * r - j - 2n * v, P);
  return [x3, mod(r * (v - x3) - 2n * y1 * j, P), mod((z1 + h) ** 2n - z1z1 - hh, P)];
}

/** Jacobian plus Jacobian, for building tables (EFD add-2007-bl). @param {Jacobian} p @param {Jacobian} q @returns {Jacobian} */
function add(p, q) {
  if (q[2] === 0n) return p;
  if (q[2] === 1n) return addAffine(p, [q[0], q[1]]);
  const [x1, y1, z1] = p;
  const [x2, y2, z2] = q;
  if (z1 === 0n) return q;
  const z1z1 = mod(z1 * z1, P);
  const z2z2 = mod(z2 * z2, P);
  const u1 = mod(x1 * z2z2, P);
  const u2 = mod(x2 * z1z1, P);
  const s1 = mod(y1 * z2 * z2z2, P);
  const s2 = mod(y2 * z1 * z1z1, P);
  const h = mod(u2 - u1, P);
  const r = mod(2n * (s2 - s1), P);
  if (h === 0n) return r === 0n ? double(p) : [0n, 1n, 0n];
  const i = mod(4n * h * h, P);
  const j = mod(h * i, P);
  const v = mod(u1 * i, P);
  const x3 = mod(r * r - j - 2n * v, P);
  const z3 = mod(((z1 + z2) ** 2n - z1z1 - z2z2) * h, P);
  return [x3, mod(r * (v - x3) - 2n * s1 * j, P), z3];
}

/** Affine form of Jacobian points, one inversion for all (Montgomery's trick). @param {Jacobian[]} points @returns {Affine[]} */
function toAffine(points) {
  /** @type {bigint[]} */
  const prefix = [];
  let acc = 1n;
  for (const [, , z] of points) {
    prefix.push(acc);
    acc = mod(acc * z, P);
  }
  let inv = invert(acc, P);
  /** @type {Affine[]} */
  const out = new Array(points.length);
  for (let k = points.length - 1; k >= 0; k--) {
    const [x, y, z] = /** @type {Jacobian} */ (points[k]);
    const zi = mod(inv * /** @type {bigint} */ (prefix[k]), P);
    inv = mod(inv * z, P);
    const zi2 = mod(zi * zi, P);
    out[k] = [mod(x * zi2, P), mod(y * zi2 * zi, P)];
  }
  return out;
}

/**
 * Fixed-base table: window i holds d·2^(w·i)·Q for d = 1 … 2^w − 1, so k·Q is one addition per
 * window and no doubling.
 * @param {Affine} q @param {number} w
 */
function table(q, w) {
  const windows = Math.ceil(256 / w);
  const size = 2 ** w - 1;
  /** @type {Jacobian[]} */
  const points = [];
  /** @type {Jacobian} */
  let base = [q[0], q[1], 1n];
  for (let i = 0; i < windows; i++) {
    /** @type {Jacobian} */
    let multiple = base;
    for (let d = 1; d <= size; d++) {
      points.push(multiple);
      multiple = add(multiple, base);
    }
    base = multiple; // 2^w · base
  }
  return { w, windows, size, points: toAffine(points) };
}
/** @typedef {ReturnType<typeof table>} Table */

/** acc + k·Q for a table of Q. @param {Jacobian} acc @param {Table} t @param {bigint} k */
function addMultiple(acc, t, k) {
  const mask = BigInt(t.size);
  const shift = BigInt(t.w);
  let rest = k;
  for (let i = 0; i < t.windows && rest > 0n; i++) {
    const digit = Number(rest & mask);
    rest >>= shift;
    if (digit !== 0) acc = addAffine(acc, /** @type {Affine} */ (t.points[i * t.size + digit - 1]));
  }
  return acc;
}

/** @type {Table | undefined} built on first use (≈8,000 points, a few tens of ms once) */
let gTable;

/**
 * The pre-sign sighash of a standard single-sig transaction's origin, from its bytes: the
 * initial sighash is the txid of the transaction with its nonce, fee and signature cleared
 * (`clear` in auth.rs; `intoInitialSighashAuth` in @stacks/transactions), then
 * `make_sighash_presign` over it with the standard auth flag, the fee and the nonce.
 * @param {Uint8Array} bytes
 */
function presignSighash(bytes) {
  const cleared = Buffer.from(bytes);
  cleared.fill(0, NONCE, KEY_ENCODING);
  cleared.fill(0, SIGNATURE, SIGNATURE_END);
  const initial = createHash('sha512-256').update(cleared).digest();
  return createHash('sha512-256')
    .update(initial)
    .update(new Uint8Array([AUTH_STANDARD]))
    .update(bytes.subarray(FEE, KEY_ENCODING))
    .update(bytes.subarray(NONCE, FEE))
    .digest();
}

/** @param {Uint8Array} bytes the signer's cache key, or null when not a standard single-sig origin */
function signerId(bytes) {
  if (bytes.length < SIGNATURE_END || bytes[AUTH_TYPE] !== AUTH_STANDARD) return null;
  const mode = /** @type {number} */ (bytes[HASH_MODE]);
  if (!SINGLE_SIG_MODES.has(mode)) return null;
  const encoding = /** @type {number} */ (bytes[KEY_ENCODING]);
  if (encoding > 1) return null;
  // The key's compression is part of what the signer hash commits to, so it is part of the id.
  return `${mode}:${encoding}:${Buffer.from(bytes.subarray(SIGNER, NONCE)).toString('hex')}`;
}

export class KnownSigners {
  /** @param {number} [limit] signers kept (≈90 KB of table each); the oldest goes first */
  constructor(limit = 128) {
    this.limit = limit;
    /** @type {Map<string, Table>} */
    this.keys = new Map();
  }

  /**
   * Remember the signer of a transaction whose origin signature the full check (`verifyOrigin`)
   * has just accepted: its key is what that check recovered, recovered once more here.
   * @param {Uint8Array} bytes
   */
  remember(bytes) {
    const id = signerId(bytes);
    if (id === null || this.keys.has(id)) return;
    const signature = Buffer.from(bytes.subarray(SIGNATURE, SIGNATURE_END)).toString('hex');
    const digest = presignSighash(bytes).toString('hex');
    const point = decodePoint(publicKeyFromSignatureVrs(digest, signature));
    if (!point) return;
    if (this.keys.size >= this.limit) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.keys.set(id, table(point, 4));
  }

  /**
   * True when the origin signature is certainly the known signer's, with the recovery id a node
   * would recover that key from; false when the full check must decide.
   * @param {Uint8Array} bytes
   */
  verifies(bytes) {
    const id = signerId(bytes);
    const q = id === null ? undefined : this.keys.get(id);
    if (!q) return false;
    const v = /** @type {number} */ (bytes[SIGNATURE]);
    const r = toBigInt(bytes.subarray(SIGNATURE + 1, SIGNATURE + 33));
    const s = toBigInt(bytes.subarray(SIGNATURE + 33, SIGNATURE_END));
    if (v > 1 || r === 0n || r >= N || s === 0n || s > HALF_N) return false;
    const z = mod(toBigInt(presignSighash(bytes)), N);
    const w = invert(s, N);
    gTable ??= table([GX, GY], 8);
    const sum = addMultiple(addMultiple([0n, 1n, 0n], gTable, mod(z * w, N)), q, mod(r * w, N));
    if (sum[2] === 0n) return false;
    const [[x, y]] = /** @type {[Affine]} */ (toAffine([sum]));
    // r < n here, so x = r also says the recovery id's "x ≥ n" bit (v & 2) is right.
    return x === r && Number(y & 1n) === v;
  }
}

/** @param {string} hex a compressed or uncompressed public key @returns {Affine | null} */
function decodePoint(hex) {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length === 65 && bytes[0] === 0x04) {
    return [toBigInt(bytes.subarray(1, 33)), toBigInt(bytes.subarray(33))];
  }
  if (bytes.length !== 33 || (bytes[0] !== 0x02 && bytes[0] !== 0x03)) return null;
  const x = toBigInt(bytes.subarray(1));
  // p ≡ 3 (mod 4): √a = a^((p+1)/4)
  let y = powMod(mod(x ** 3n + 7n, P), (P + 1n) / 4n, P);
  if (Number(y & 1n) !== (bytes[0] & 1)) y = P - y;
  return [x, y];
}

/** @param {bigint} base @param {bigint} exp @param {bigint} m */
function powMod(base, exp, m) {
  let result = 1n;
  let b = mod(base, m);
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = mod(result * b, m);
    b = mod(b * b, m);
    e >>= 1n;
  }
  return result;
}
