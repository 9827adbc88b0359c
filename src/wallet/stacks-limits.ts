import { c32addressDecode } from 'c32check';

// The blockchain's limits (docs/wallet-protocol.md#chain-limits) and the checks built on them, in
// one module: wallet request schemas use it now and forms will use it later, so a form never
// accepts what a request refuses. Pure functions only; the one dependency, c32check, is small.
// Never import @stacks/transactions here: forms may load this before the user asks for anything
// heavy.

/** Memo of a STX transfer: at most 34 bytes of UTF-8 (docs/wallet-protocol.md#chain-limits;
 * stacks.js MEMO_MAX_LENGTH_BYTES). */
export const MEMO_MAX_BYTES = 34;
/** The longest contract name a principal may carry: 128 characters. New contracts are held to
 * 40 (DEPLOYABLE_CONTRACT_NAME_MAX_CHARS), but nodes still read principals of older contracts with
 * names up to 128 (stacks-core `clarity/src/vm/representations.rs`, `CONTRACT_NAME_REGEX_STRING`
 * built on `MAX_STRING_LEN`, kept so for backwards compatibility). */
const CONTRACT_PRINCIPAL_NAME_MAX_CHARS = 128;
/** The name of a contract to deploy must stay under 128 bytes (docs/wallet-protocol.md#chain-limits
 * "under"; stacks.js `isClarityName` uses `< 128`). */
const CONTRACT_NAME_LIMIT_BYTES = 128;
/** A Clarity buffer holds at most 1 MB (docs/wallet-protocol.md#chain-limits; stacks.js bufferCV
 * refuses more than 1048576). */
export const CLARITY_BUFFER_MAX_BYTES = 1_048_576;
/** A multisig spending condition has at most 15 keys (docs/wallet-protocol.md#chain-limits). */
const MULTISIG_MAX_KEYS = 15;
/** Clarity `uint` is 128 bits wide (docs/wallet-protocol.md#chain-limits). */
export const UINT128_MAX = 2n ** 128n - 1n;
export const INT128_MIN = -(2n ** 127n);
export const INT128_MAX = 2n ** 127n - 1n;
/** Clarity's maximum type depth (MAX_TYPE_DEPTH): `u1` is 1 level, `(some u1)` 2. */
export const CLARITY_MAX_DEPTH = 32;
/** STX amounts, fees, nonces and post-condition amounts are unsigned 64-bit on chain. */
export const UINT64_MAX = 2n ** 64n - 1n;
/** Default limit of a string (docs/wallet-protocol.md#chain-limits: 128 bytes; stacks.js
 * MAX_STRING_LENGTH_BYTES). */
export const DEFAULT_STRING_MAX_BYTES = 128;
/**
 * The largest contract source a wallet can deploy: 100,000 bytes. Not the 1 MB of a Clarity
 * buffer: stacks.js, which builds the deploy in every wallet, caps the code body at 100,000 bytes
 * (`codeBodyString` in @stacks/transactions `wire/create.ts`, and the same cap when it reads one
 * back). A node alone would take more: it bounds only the whole transaction (stacks-core
 * `stacks-codec/src/transaction.rs`, `MAX_TRANSACTION_LEN` = 2 MiB). More gives the spec's
 * `ContractExceedsMaxLength`.
 */
export const CONTRACT_CODE_MAX_BYTES = 100_000;

/** The spec's validation messages (docs/wallet-protocol.md#validation-messages), word for word. */
export const VALIDATION_MESSAGES = {
  standardPrincipal: 'Invalid standard Stacks principal address',
  contractPrincipal: 'Invalid contract principal (must be address.contract-name format)',
  amount: 'Amount must be an integer describing µSTX',
  memo: 'Invalid memo string',
  contractCode: 'ContractExceedsMaxLength',
  contractDot: 'Stacks contract principals are denoted with a dot',
} as const;

/** The second character is the version: mainnet single-sig (SP) and multisig (SM), testnet ST
 * and SN; other versions are not Stacks accounts. The length varies: c32 writes each leading
 * zero byte of the hash as one `0`, so the boot address `SP000000000000000000002Q6VF78` (pox-5's)
 * is 29 characters. The checksum decode below does the real check. */
const STACKS_ADDRESS = 'S[PMTN][0-9A-HJKMNP-TV-Z]{20,39}';
const STACKS_ADDRESS_SHAPE = new RegExp(`^${STACKS_ADDRESS}$`);
/** A contract name of at most `maxChars`: a letter, then letters, digits, `-` or `_` (SIP-005's
 * contract principal encoding, `^[a-zA-Z]([a-zA-Z0-9]|[-_])*$`; stacks-core
 * `CONTRACT_NAME_REGEX_STRING`). */
const contractName = (maxChars: number) => `[a-zA-Z][a-zA-Z0-9_-]{0,${maxChars - 1}}`;
/**
 * `address.contract-name` by its shape: the one contract-id pattern of the app (the address's
 * checksum is checkContractPrincipal's). Groups: the address, the name.
 */
export const CONTRACT_ID_SHAPE = new RegExp(
  `^(${STACKS_ADDRESS})\\.(${contractName(CONTRACT_PRINCIPAL_NAME_MAX_CHARS)})$`,
);
const CONTRACT_PRINCIPAL_NAME = new RegExp(`^${contractName(CONTRACT_PRINCIPAL_NAME_MAX_CHARS)}$`);
/** A Clarity name (functions, tokens, NFTs, tuple keys, contracts to deploy): a letter, then
 * letters, digits or `-_!?+<>=/*` (stacks-core `ClarityName`, stacks.js `isClarityName`), at most
 * 128 characters (stacks-core `MAX_STRING_LEN`). The operator-only names (`+`, `<=`…) are the
 * language's own, never a name a contract defines. */
const CLARITY_NAME_MAX_CHARS = 128;
const CLARITY_NAME = new RegExp(
  `^[a-zA-Z]([a-zA-Z0-9]|[-_!?+<>=/*]){0,${CLARITY_NAME_MAX_CHARS - 1}}$`,
);
const UNSIGNED_DECIMAL = /^(0|[1-9][0-9]*)$/;
const SIGNED_DECIMAL = /^-?(0|[1-9][0-9]*)$/;
const HEX = /^(0x)?([0-9a-fA-F]{2})*$/;

const encoder = new TextEncoder();

export function utf8ByteLength(value: string): number {
  return encoder.encode(value).length;
}

export type PrincipalCheck =
  | { valid: true }
  | {
      valid: false;
      message: string;
      /** the library's own words, when it threw */ cause?: unknown;
    };

/**
 * A standard principal: right shape (spec message otherwise), then the c32check checksum, whose
 * failure surfaces with the library's own text ('Invalid c32check string: checksum mismatch').
 */
export function checkStandardPrincipal(value: string): PrincipalCheck {
  if (!STACKS_ADDRESS_SHAPE.test(value)) {
    return { valid: false, message: VALIDATION_MESSAGES.standardPrincipal };
  }
  try {
    c32addressDecode(value);
    return { valid: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : VALIDATION_MESSAGES.standardPrincipal;
    return { valid: false, message, cause: error };
  }
}

export function isStandardPrincipal(value: string): boolean {
  return checkStandardPrincipal(value).valid;
}

/** `address.contract-name` (CONTRACT_ID_SHAPE), then the address's c32check checksum. */
export function checkContractPrincipal(value: string): PrincipalCheck {
  const dot = value.indexOf('.');
  if (dot < 0 || !CONTRACT_PRINCIPAL_NAME.test(value.slice(dot + 1))) {
    return { valid: false, message: VALIDATION_MESSAGES.contractPrincipal };
  }
  const address = checkStandardPrincipal(value.slice(0, dot));
  if (address.valid) return address;
  // A malformed address part is a malformed contract principal; a checksum keeps its own words.
  return address.cause === undefined
    ? { valid: false, message: VALIDATION_MESSAGES.contractPrincipal }
    : address;
}

export function isContractPrincipal(value: string): boolean {
  return checkContractPrincipal(value).valid;
}

/** A recipient may be either kind; the dot decides which message a mistake gets
 * (docs/wallet-protocol.md#validation-messages). */
export function checkPrincipal(value: string): PrincipalCheck {
  return value.includes('.') ? checkContractPrincipal(value) : checkStandardPrincipal(value);
}

/** The one Clarity-name rule (see CLARITY_NAME): a function, token, NFT or tuple key. */
export function isClarityName(name: string): boolean {
  return CLARITY_NAME.test(name);
}

/** The words for a name that breaks the rule, said the same wherever one is typed. */
export const CLARITY_NAME_RULE = 'a letter, then letters, digits or -_!?+<>=/*';

/** The name of a contract to deploy: a Clarity name under 128 bytes. */
export function isValidContractName(name: string): boolean {
  return isClarityName(name) && utf8ByteLength(name) < CONTRACT_NAME_LIMIT_BYTES;
}

/** The name of a new contract as a node reads it (stacks-core `ContractName`:
 * `[a-zA-Z]([a-zA-Z0-9]|[-_]){0,39}`): stricter than a Clarity name, which also allows
 * `!?+<>=/*` and 127 bytes. A longer or fancier name fails to deserialize at broadcast. */
export const DEPLOYABLE_CONTRACT_NAME_MAX_CHARS = 40;
const DEPLOYABLE_CONTRACT_NAME = new RegExp(
  `^${contractName(DEPLOYABLE_CONTRACT_NAME_MAX_CHARS)}$`,
);

/** A name a node accepts for a new contract (see DEPLOYABLE_CONTRACT_NAME_MAX_CHARS). */
export function isDeployableContractName(name: string): boolean {
  return DEPLOYABLE_CONTRACT_NAME.test(name);
}

/** A memo is a string of at most 34 UTF-8 bytes. */
export function isValidMemo(memo: unknown): memo is string {
  return typeof memo === 'string' && utf8ByteLength(memo) <= MEMO_MAX_BYTES;
}

/**
 * Reads an unsigned integer from a number, a bigint or a decimal string. Negative, fractional,
 * non-finite, unsafe (above 2^53 as a number: already rounded) and out-of-range values give
 * undefined — the reference wrongly accepts negative and non-finite amounts.
 */
export function parseUnsignedInteger(value: unknown, max: bigint = UINT64_MAX): bigint | undefined {
  let parsed: bigint;
  if (typeof value === 'bigint') parsed = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return undefined;
    parsed = BigInt(value);
  } else if (typeof value === 'string' && UNSIGNED_DECIMAL.test(value)) parsed = BigInt(value);
  else return undefined;
  return parsed >= 0n && parsed <= max ? parsed : undefined;
}

/** Like parseUnsignedInteger, for Clarity's signed 128-bit `int`. */
function parseSignedInteger(value: unknown): bigint | undefined {
  let parsed: bigint;
  if (typeof value === 'bigint') parsed = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return undefined;
    parsed = BigInt(value);
  } else if (typeof value === 'string' && SIGNED_DECIMAL.test(value)) parsed = BigInt(value);
  else return undefined;
  return parsed >= INT128_MIN && parsed <= INT128_MAX ? parsed : undefined;
}

/** An amount of µSTX: a whole, non-negative number that fits the chain's u64. */
export function isMicroStxAmount(value: unknown): boolean {
  return parseUnsignedInteger(value) !== undefined;
}

export function isUint128(value: unknown): boolean {
  return parseUnsignedInteger(value, UINT128_MAX) !== undefined;
}

export function isInt128(value: unknown): boolean {
  return parseSignedInteger(value) !== undefined;
}

/** Even-length hex, with or without `0x`. */
export function isHex(value: string): boolean {
  return HEX.test(value);
}

export function stripHexPrefix(value: string): string {
  return value.startsWith('0x') ? value.slice(2) : value;
}

/** A hex buffer within Clarity's 1 MB. */
export function isClarityBufferHex(value: string): boolean {
  return isHex(value) && stripHexPrefix(value).length / 2 <= CLARITY_BUFFER_MAX_BYTES;
}

export function isWithinMultisigLimit(keyCount: number): boolean {
  return Number.isInteger(keyCount) && keyCount >= 1 && keyCount <= MULTISIG_MAX_KEYS;
}

export function isStringWithinLimit(
  value: string,
  maxBytes: number = DEFAULT_STRING_MAX_BYTES,
): boolean {
  return utf8ByteLength(value) <= maxBytes;
}

export function isContractCodeWithinLimit(code: string): boolean {
  return utf8ByteLength(code) <= CONTRACT_CODE_MAX_BYTES;
}

/** A character a node refuses in contract code: stacks-core reads the code body as a
 * `StacksString` (`stacks-codec/src/strings.rs`), printable ASCII 0x20–0x7e plus tab and
 * newline only, so a deploy with anything else (é, an emoji, a carriage return) is refused. */
const NOT_CONTRACT_CODE_CHARACTER = /[^\t\n\x20-\x7e]/u;

/** Where the first character a node refuses in contract code is (line and column from 1, and
 * the character), or undefined when every character is allowed. */
export function findNonAsciiContractCode(
  code: string,
): { line: number; column: number; character: string } | undefined {
  const match = NOT_CONTRACT_CODE_CHARACTER.exec(code);
  if (!match) return undefined;
  const before = code.slice(0, match.index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    // Everything before the first refused character is ASCII: one unit per character.
    column: match.index - lineStart + 1,
    character: match[0],
  };
}
