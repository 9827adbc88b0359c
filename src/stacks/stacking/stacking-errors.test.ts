import { describe, expect, it } from 'vitest';
import { describeStackingFailure, POX_4_ERRORS } from './stacking-errors';

const POX_4 = { contract: 'SP000000000000000000002Q6VF78.pox-4', functionName: 'delegate-stx' };
const WRAPPER = {
  contract: 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.pox4-fast-pool-v3',
  functionName: 'delegate-stx',
};
const STACKING_DAO = {
  contract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.stacking-dao-core-v5',
  functionName: 'deposit',
};
const LISA = {
  contract: 'SM3KNVZS30WM7F89SXKVVFY4SN9RMPZZ9FX929N0V.lqstx-mint-endpoint-v2-01',
  functionName: 'request-mint',
};

// pox-4.clar's constants as the brief lists them; devnet/pox4-errors.test.ts checks the table
// against the boot contract's source.
const POX_4_CODES: [number, string][] = [
  [255, 'ERR_STACKING_UNREACHABLE'],
  [254, 'ERR_STACKING_CORRUPTED_STATE'],
  [1, 'ERR_STACKING_INSUFFICIENT_FUNDS'],
  [2, 'ERR_STACKING_INVALID_LOCK_PERIOD'],
  [3, 'ERR_STACKING_ALREADY_STACKED'],
  [4, 'ERR_STACKING_NO_SUCH_PRINCIPAL'],
  [5, 'ERR_STACKING_EXPIRED'],
  [6, 'ERR_STACKING_STX_LOCKED'],
  [9, 'ERR_STACKING_PERMISSION_DENIED'],
  [11, 'ERR_STACKING_THRESHOLD_NOT_MET'],
  [12, 'ERR_STACKING_POX_ADDRESS_IN_USE'],
  [13, 'ERR_STACKING_INVALID_POX_ADDRESS'],
  [18, 'ERR_STACKING_INVALID_AMOUNT'],
  [19, 'ERR_NOT_ALLOWED'],
  [20, 'ERR_STACKING_ALREADY_DELEGATED'],
  [21, 'ERR_DELEGATION_EXPIRES_DURING_LOCK'],
  [22, 'ERR_DELEGATION_TOO_MUCH_LOCKED'],
  [23, 'ERR_DELEGATION_POX_ADDR_REQUIRED'],
  [24, 'ERR_INVALID_START_BURN_HEIGHT'],
  [25, 'ERR_NOT_CURRENT_STACKER'],
  [26, 'ERR_STACK_EXTEND_NOT_LOCKED'],
  [27, 'ERR_STACK_INCREASE_NOT_LOCKED'],
  [28, 'ERR_DELEGATION_NO_REWARD_SLOT'],
  [29, 'ERR_DELEGATION_WRONG_REWARD_SLOT'],
  [30, 'ERR_STACKING_IS_DELEGATED'],
  [31, 'ERR_STACKING_NOT_DELEGATED'],
  [32, 'ERR_INVALID_SIGNER_KEY'],
  [33, 'ERR_REUSED_SIGNER_KEY'],
  [34, 'ERR_DELEGATION_ALREADY_REVOKED'],
  [35, 'ERR_INVALID_SIGNATURE_PUBKEY'],
  [36, 'ERR_INVALID_SIGNATURE_RECOVER'],
  [37, 'ERR_INVALID_REWARD_CYCLE'],
  [38, 'ERR_SIGNER_AUTH_AMOUNT_TOO_HIGH'],
  [39, 'ERR_SIGNER_AUTH_USED'],
  [40, 'ERR_INVALID_INCREASE'],
];

describe('describeStackingFailure: pox-4 codes', () => {
  it('knows exactly the listed constants', () => {
    expect(
      Object.entries(POX_4_ERRORS)
        .map(([code, { name }]) => [Number(code), name])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([...POX_4_CODES].sort((a, b) => a[0] - b[0]));
  });

  it.each(POX_4_CODES)('(err %i) from pox-4 is %s, with a sentence', (code, name) => {
    const text = describeStackingFailure(`(err ${String(code)})`, POX_4);
    expect(text).toMatch(new RegExp(`^${name}: [a-z].{10,}\\.$`));
  });

  it.each(POX_4_CODES)('(err u%i) re-raised by a wrapper is %s too', (code, name) => {
    expect(describeStackingFailure(`(err u${String(code)})`, WRAPPER)).toBe(
      describeStackingFailure(`(err ${String(code)})`, POX_4),
    );
    expect(describeStackingFailure(`(err u${String(code)})`, WRAPPER)).toMatch(
      new RegExp(`^${name}: `),
    );
  });

  it('gives the brief’s sentence for an existing delegation', () => {
    expect(describeStackingFailure('(err 20)', POX_4)).toBe(
      'ERR_STACKING_ALREADY_DELEGATED: this account already delegates its STX; stop pooling first or increase through the same pool.',
    );
  });

  it('without the call, still reads pox-4 codes', () => {
    expect(describeStackingFailure('(err u34)')).toMatch(/^ERR_DELEGATION_ALREADY_REVOKED: /);
  });
});

describe('describeStackingFailure: pools and protocols', () => {
  it.each([
    ['(err u401)', 'ERR-UNAUTHORIZED'],
    ['(err u402)', 'ERR-ALREADY-CONFIGURED'],
    ['(err u500)', 'ERR-DELEGATE-FAILED'],
  ])('wrapper %s is %s', (repr, name) => {
    expect(describeStackingFailure(repr, WRAPPER)).toMatch(new RegExp(`^${name}: `));
  });

  it('a wrapper below its minimum says so', () => {
    expect(describeStackingFailure('(err u403)', WRAPPER)).toBe(
      'ERR-BELOW-MINIMUM: the amount is below the pool’s minimum.',
    );
  });

  it('Stacking DAO: below 1 STX, wrong reserve, not enough STX', () => {
    expect(describeStackingFailure('(err u1002)', STACKING_DAO)).toMatch(
      /^ERR-MIN-AMOUNT: .*minimum deposit of 1 STX\.$/,
    );
    expect(describeStackingFailure('(err u1003)', STACKING_DAO)).toMatch(/^ERR-WRONG-RESERVE: /);
    expect(describeStackingFailure('(err u1001)', STACKING_DAO)).toMatch(/^ERR-NOT-AUTHORIZED: /);
    // stx-transfer? fails with u1 when the balance is short; not pox-4's u1 here
    expect(describeStackingFailure('(err u1)', STACKING_DAO)).toMatch(
      /^ERR_INSUFFICIENT_BALANCE: /,
    );
  });

  it('mainnet Stacking DAO and LISA codes', () => {
    expect(describeStackingFailure('(err u204002)', STACKING_DAO)).toBe(
      'ERR_SHUTDOWN: Stacking DAO has paused deposits for now.',
    );
    expect(describeStackingFailure('(err u204008)', STACKING_DAO)).toMatch(
      /^ERR_WRONG_COMMISSION: /,
    );
    expect(describeStackingFailure('(err u7001)', LISA)).toBe(
      'err-paused: LISA has paused minting for now.',
    );
    expect(describeStackingFailure('(err u7008)', LISA)).toMatch(/^err-not-whitelisted: /);
  });

  it('LISA: below 1 STX', () => {
    expect(describeStackingFailure('(err u3001)', LISA)).toBe(
      'ERR-MIN-AMOUNT: the amount is below LISA’s minimum of 1 STX.',
    );
    expect(describeStackingFailure('(err u3000)', LISA)).toMatch(/^ERR-NOT-AUTHORIZED: /);
  });

  it('a protocol code is read only for its own contract', () => {
    expect(describeStackingFailure('(err u3001)', STACKING_DAO)).toBeUndefined();
    expect(describeStackingFailure('(err u1002)', LISA)).toBeUndefined();
    expect(describeStackingFailure('(err u403)', POX_4)).toBeUndefined();
    expect(describeStackingFailure('(err u20)', LISA)).toBeUndefined();
    // without a call every table is tried
    expect(describeStackingFailure('(err u1002)')).toMatch(/^ERR-MIN-AMOUNT: /);
  });
});

describe('describeStackingFailure: anything else', () => {
  it.each([
    ['an unknown code', '(err u7)'],
    ['an unknown big code', '(err u99999)'],
    ['an ok result', '(ok true)'],
    ['an ok uint', '(ok u20)'],
    ['err none', '(err none)'],
    ['err with a tuple', '(err (tuple (code u20)))'],
    ['a negative uint', '(err u-20)'],
    ['a malformed repr', '(err u20'],
    ['junk', 'something went wrong'],
    ['empty', ''],
    ['too many digits', '(err u12345678901234567890)'],
  ])('%s → undefined (the caller shows the raw repr)', (_what, repr) => {
    expect(describeStackingFailure(repr, WRAPPER)).toBeUndefined();
  });

  it('no result at all → undefined', () => {
    expect(describeStackingFailure(undefined)).toBeUndefined();
  });

  it('tolerates surrounding whitespace', () => {
    expect(describeStackingFailure(' (err u20)\n', WRAPPER)).toMatch(
      /^ERR_STACKING_ALREADY_DELEGATED/,
    );
  });
});
