import { describe, expect, it } from 'vitest';
import { describeStakingError, errorCodeOf, POX_5_ERRORS } from './staking-errors';

const POX_5 = 'SP000000000000000000002Q6VF78.pox-5';
const MANAGER = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';
const MAX500 = 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager';
const PLANBETTER = 'SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager';

describe('staking errors in words', () => {
  // devnet/staking-layer.test.ts checks POX_5_ERRORS against every constant of the vendored
  // pox-5.clar; here, the codes of docs/staking-pox-5.md#error-codes table for the UI are all
  // present.
  it('has every code of docs/staking-pox-5.md#error-codes', () => {
    for (const code of [
      1, 8, 9, 10, 11, 17, 19, 20, 23, 24, 27, 28, 32, 34, 36, 37, 38, 43, 44, 47, 48, 49, 53,
    ]) {
      expect(POX_5_ERRORS[code]?.sentence).toMatch(/\.$/);
    }
    expect(POX_5_ERRORS[22]).toBeUndefined(); // removed in 4.0.1
  });

  it('has every code of our devnet managers and in the manager codes of docs/staking-pox-5.md#error-codes', () => {
    // devnet/contracts/signer-manager.clar and native-pool-signer-manager.clar constants.
    for (const code of [
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1012, 30001, 30002, 30003, 37001, 37002, 37003, 502,
    ]) {
      expect(describeStakingError(`(err u${code})`, { contract: MANAGER })).not.toMatch(
        /^Rejected by/,
      );
    }
  });

  it('max500’s codes by its own names; its u1012 is not PlanBetter’s', () => {
    // devnet/max500-readers.test.ts checks every ERR_ constant of max500's vendored source.
    expect(describeStakingError('(err u1012)', { contract: POX_5, manager: MAX500 })).toMatch(
      /^ERR_BELOW_DUST_LIMIT: /,
    );
    expect(describeStakingError('(err u1016)', { contract: MAX500 })).toMatch(
      /^ERR_NO_PENDING_PAYOUT: /,
    );
    expect(describeStakingError('(err u1012)', { contract: PLANBETTER })).toMatch(
      /^ERR_CALLDATA_REQUIRED/,
    );
  });

  it('reads (err uN) only', () => {
    expect(errorCodeOf('(err u47)')).toBe(47);
    expect(errorCodeOf(' (err  u1003) ')).toBe(1003);
    expect(errorCodeOf('(ok true)')).toBeUndefined();
    expect(errorCodeOf('(err 47)')).toBeUndefined();
    expect(errorCodeOf('(err none)')).toBeUndefined();
  });

  it('pox-5 codes in words', () => {
    expect(describeStakingError('(err u47)', { contract: POX_5, manager: MANAGER })).toBe(
      'ERR_STAKE_IN_PREPARE_PHASE: changes are closed in the last blocks of each cycle (the prepare phase); try again when the next cycle starts.',
    );
    expect(describeStakingError('(err u36)', { contract: POX_5 })).toMatch(
      /^ERR_INVALID_OLD_SIGNER_MANAGER: /,
    );
  });

  it('the managers’ codes, passed through pox-5, in words', () => {
    expect(describeStakingError('(err u1012)', { contract: POX_5, manager: MANAGER })).toMatch(
      /BTC payout address is required/,
    );
    expect(describeStakingError('(err u502)', { contract: MANAGER })).toMatch(/^ERR_DUST_LIMIT: /);
    expect(describeStakingError('(err u30002)', { contract: POX_5 })).toMatch(/allowlist/);
  });

  it('an unknown code names the contract that refused: the manager above pox-5’s range', () => {
    expect(describeStakingError('(err u1011)', { contract: POX_5, manager: MANAGER })).toBe(
      `Rejected by ${MANAGER}, code u1011.`,
    );
    expect(describeStakingError('(err u22)', { contract: POX_5, manager: MANAGER })).toBe(
      `Rejected by ${POX_5}, code u22.`,
    );
    expect(describeStakingError('(err u99999)', { contract: MANAGER })).toBe(
      `Rejected by ${MANAGER}, code u99999.`,
    );
    expect(describeStakingError(undefined, { contract: POX_5 })).toBeUndefined();
    expect(describeStakingError('(ok u1)', { contract: POX_5 })).toBeUndefined();
  });

  it('reads a low code of a look-alike `pox-5` (not the boot contract) as that contract’s', () => {
    const lookAlike = 'SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox-5';
    expect(describeStakingError('(err u47)', { contract: lookAlike })).toBe(
      `Rejected by ${lookAlike}, code u47.`,
    );
  });

  it('reads a low code as pox-5’s only when pox-5 or a listed wrapper was called', () => {
    // A manager's own u8 is not pox-5's ERR_INSUFFICIENT_STX.
    expect(describeStakingError('(err u8)', { contract: MANAGER })).toBe(
      `Rejected by ${MANAGER}, code u8.`,
    );
    expect(describeStakingError('(err u8)', { contract: POX_5 })).toMatch(
      /^ERR_INSUFFICIENT_STX: /,
    );
    // Stacking DAO's wrapper calls pox-5 for the staker: its low codes are pox-5's.
    const wrapper = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-v1';
    expect(describeStakingError('(err u47)', { contract: wrapper })).toMatch(
      /^ERR_STAKE_IN_PREPARE_PHASE: /,
    );
  });
});
