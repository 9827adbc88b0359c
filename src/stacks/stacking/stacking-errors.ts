// Failed stacking transactions in words. A transaction's result arrives as its Clarity repr
// (`tx_result.repr`, e.g. "(err u20)"); pox-4 answers with int codes ("(err 20)"), and the pool
// wrappers re-raise those as uints (`(err (to-uint code))`), so both spellings mean the same.

interface KnownError {
  name: string;
  sentence: string;
}

/** pox-4.clar's error constants (checked against the boot contract's source in the tests). */
export const POX_4_ERRORS: Readonly<Record<number, KnownError>> = {
  255: {
    name: 'ERR_STACKING_UNREACHABLE',
    sentence: 'pox-4 reached a state it never should; nothing was changed.',
  },
  254: {
    name: 'ERR_STACKING_CORRUPTED_STATE',
    sentence: 'pox-4 found its own records inconsistent; nothing was changed.',
  },
  1: {
    name: 'ERR_STACKING_INSUFFICIENT_FUNDS',
    sentence: 'the account does not have enough unlocked STX for this amount.',
  },
  2: {
    name: 'ERR_STACKING_INVALID_LOCK_PERIOD',
    sentence: 'the number of cycles is outside what pox-4 allows (1 to 12).',
  },
  3: {
    name: 'ERR_STACKING_ALREADY_STACKED',
    sentence: 'this account already stacks; wait until its STX unlock.',
  },
  4: {
    name: 'ERR_STACKING_NO_SUCH_PRINCIPAL',
    sentence: 'pox-4 has no stacking or delegation record for this account.',
  },
  5: {
    name: 'ERR_STACKING_EXPIRED',
    sentence: 'the delegation or the requested start has already expired.',
  },
  6: {
    name: 'ERR_STACKING_STX_LOCKED',
    sentence: 'these STX are locked already and cannot be used for this.',
  },
  9: {
    name: 'ERR_STACKING_PERMISSION_DENIED',
    sentence:
      'the pool contract is not allowed to act for this account; allow it as a contract caller first.',
  },
  11: {
    name: 'ERR_STACKING_THRESHOLD_NOT_MET',
    sentence: 'the amount is below the stacking minimum of this cycle.',
  },
  12: {
    name: 'ERR_STACKING_POX_ADDRESS_IN_USE',
    sentence: 'this reward address is already used by another stacker in this cycle.',
  },
  13: {
    name: 'ERR_STACKING_INVALID_POX_ADDRESS',
    sentence: 'the reward Bitcoin address is not one pox-4 accepts.',
  },
  18: {
    name: 'ERR_STACKING_INVALID_AMOUNT',
    sentence: 'the amount is not valid (zero, or more than allowed).',
  },
  19: {
    name: 'ERR_NOT_ALLOWED',
    sentence:
      'this contract is not allowed to call pox-4 for this account (the allowance is missing or expired).',
  },
  20: {
    name: 'ERR_STACKING_ALREADY_DELEGATED',
    sentence:
      'this account already delegates its STX; stop pooling first or increase through the same pool.',
  },
  21: {
    name: 'ERR_DELEGATION_EXPIRES_DURING_LOCK',
    sentence: 'the delegation would end before the pool’s lock does; choose a longer duration.',
  },
  22: {
    name: 'ERR_DELEGATION_TOO_MUCH_LOCKED',
    sentence: 'the pool tried to lock more than was delegated to it.',
  },
  23: {
    name: 'ERR_DELEGATION_POX_ADDR_REQUIRED',
    sentence: 'the pool must use the reward address the delegation names.',
  },
  24: {
    name: 'ERR_INVALID_START_BURN_HEIGHT',
    sentence: 'the start height is not in the current or next cycle.',
  },
  25: {
    name: 'ERR_NOT_CURRENT_STACKER',
    sentence: 'this account is not stacking in the current cycle.',
  },
  26: {
    name: 'ERR_STACK_EXTEND_NOT_LOCKED',
    sentence: 'there is no lock to extend: this account’s STX are not locked.',
  },
  27: {
    name: 'ERR_STACK_INCREASE_NOT_LOCKED',
    sentence: 'there is no lock to increase: this account’s STX are not locked.',
  },
  28: {
    name: 'ERR_DELEGATION_NO_REWARD_SLOT',
    sentence: 'the pool has no reward slot for this cycle yet.',
  },
  29: {
    name: 'ERR_DELEGATION_WRONG_REWARD_SLOT',
    sentence: 'the reward slot given does not match the pool’s address.',
  },
  30: {
    name: 'ERR_STACKING_IS_DELEGATED',
    sentence: 'this account delegates to a pool, so it cannot stack on its own.',
  },
  31: { name: 'ERR_STACKING_NOT_DELEGATED', sentence: 'this account does not delegate to a pool.' },
  32: { name: 'ERR_INVALID_SIGNER_KEY', sentence: 'the signer key is not a valid public key.' },
  33: { name: 'ERR_REUSED_SIGNER_KEY', sentence: 'this signer key is already in use.' },
  34: {
    name: 'ERR_DELEGATION_ALREADY_REVOKED',
    sentence: 'this delegation was already revoked; there is nothing to stop.',
  },
  35: {
    name: 'ERR_INVALID_SIGNATURE_PUBKEY',
    sentence: 'the signer signature does not match the signer key.',
  },
  36: {
    name: 'ERR_INVALID_SIGNATURE_RECOVER',
    sentence: 'the signer signature could not be read.',
  },
  37: {
    name: 'ERR_INVALID_REWARD_CYCLE',
    sentence: 'the signer authorization is for a different reward cycle.',
  },
  38: {
    name: 'ERR_SIGNER_AUTH_AMOUNT_TOO_HIGH',
    sentence: 'the amount is above what the signer authorized.',
  },
  39: { name: 'ERR_SIGNER_AUTH_USED', sentence: 'this signer authorization was already used.' },
  40: { name: 'ERR_INVALID_INCREASE', sentence: 'the increase is not valid for this stacker.' },
};

/** Our devnet pool wrappers (devnet/contracts/pox4-wrapper-pool.clar, pox4-pools.clar). */
const POOL_ERRORS: Readonly<Record<number, KnownError>> = {
  401: { name: 'ERR-UNAUTHORIZED', sentence: 'only the pool’s deployer may do this.' },
  402: { name: 'ERR-ALREADY-CONFIGURED', sentence: 'the pool is configured already.' },
  403: { name: 'ERR-BELOW-MINIMUM', sentence: 'the amount is below the pool’s minimum.' },
  500: { name: 'ERR-DELEGATE-FAILED', sentence: 'the pool contract could not delegate the STX.' },
};

/** Stacking DAO: mainnet stacking-dao-core-v5's deposit codes, and our devnet stand-in's. */
const STACKING_DAO_ERRORS: Readonly<Record<number, KnownError>> = {
  204002: { name: 'ERR_SHUTDOWN', sentence: 'Stacking DAO has paused deposits for now.' },
  204008: {
    name: 'ERR_WRONG_COMMISSION',
    sentence: 'the deposit named a commission contract Stacking DAO no longer uses.',
  },
  1001: { name: 'ERR-NOT-AUTHORIZED', sentence: 'Stacking DAO refused the caller.' },
  1002: {
    name: 'ERR-MIN-AMOUNT',
    sentence: 'the amount is below Stacking DAO’s minimum deposit of 1 STX.',
  },
  1003: {
    name: 'ERR-WRONG-RESERVE',
    sentence: 'the deposit named the wrong Stacking DAO reserve contract.',
  },
};

/** LISA: mainnet lqstx-mint-endpoint-v2-01's request-mint codes, and our devnet stand-in's. */
const LISA_ERRORS: Readonly<Record<number, KnownError>> = {
  3000: { name: 'ERR-NOT-AUTHORIZED', sentence: 'LISA refused the caller.' },
  7001: { name: 'err-paused', sentence: 'LISA has paused minting for now.' },
  7008: { name: 'err-not-whitelisted', sentence: 'LISA only mints for allow-listed accounts now.' },
  3001: { name: 'ERR-MIN-AMOUNT', sentence: 'the amount is below LISA’s minimum of 1 STX.' },
};

/** `stx-transfer?`'s own failure codes, which a deposit re-raises with `try!`. */
const STX_TRANSFER_ERRORS: Readonly<Record<number, KnownError>> = {
  1: {
    name: 'ERR_INSUFFICIENT_BALANCE',
    sentence: 'the account does not have enough unlocked STX for this amount.',
  },
};

type ErrorTable = Readonly<Record<number, KnownError>>;

function tablesFor(call: { contract: string; functionName: string } | undefined): ErrorTable[] {
  if (!call) return [POX_4_ERRORS, POOL_ERRORS, STACKING_DAO_ERRORS, LISA_ERRORS];
  if (/\.pox-4$/.test(call.contract)) return [POX_4_ERRORS];
  switch (call.functionName) {
    case 'deposit':
      return [STACKING_DAO_ERRORS, STX_TRANSFER_ERRORS];
    case 'request-mint':
      return [LISA_ERRORS, STX_TRANSFER_ERRORS];
    default:
      // A pool's delegate-stx: its own codes, or pox-4's re-raised.
      return [POOL_ERRORS, POX_4_ERRORS];
  }
}

/** `(err u20)`, `(err 20)` → 20; anything else (ok, other err payloads, junk) → undefined. */
function errorCode(resultRepr: string): number | undefined {
  const match = /^\(err\s+(u?)(-?\d{1,10})\)$/.exec(resultRepr.trim());
  if (!match) return undefined;
  const [, unsigned, digits] = match;
  if (digits === undefined || (unsigned === 'u' && digits.startsWith('-'))) return undefined;
  return Number(digits);
}

/**
 * A failed stacking call's result in words: "CONSTANT_NAME: what it means.", or `undefined` when
 * the result is not an error we know (the caller then shows the raw repr). `call` narrows the
 * codes to the contract that answered.
 */
export function describeStackingFailure(
  resultRepr: string | undefined,
  call?: { contract: string; functionName: string },
): string | undefined {
  if (resultRepr === undefined) return undefined;
  const code = errorCode(resultRepr);
  if (code === undefined) return undefined;
  for (const table of tablesFor(call)) {
    const known = table[code];
    if (known) return `${known.name}: ${known.sentence}`;
  }
  return undefined;
}
