import { describe, expect, it } from 'vitest';
import { BAD_CHECKSUM_STX_ADDRESS, MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import {
  checkPrincipal,
  isClarityBufferHex,
  findNonAsciiContractCode,
  isContractCodeWithinLimit,
  isContractPrincipal,
  isDeployableContractName,
  isInt128,
  isMicroStxAmount,
  isStandardPrincipal,
  isStringWithinLimit,
  isUint128,
  isClarityName,
  isValidContractName,
  isValidMemo,
  isWithinMultisigLimit,
  VALIDATION_MESSAGES,
} from './stacks-limits';

describe('blockchain limits (docs/wallet-protocol.md#chain-limits)', () => {
  it.each([
    ['memo of 34 bytes', isValidMemo('x'.repeat(34)), true],
    ['memo of 35 bytes', isValidMemo('x'.repeat(35)), false],
    ['memo of 18 two-byte characters (36 bytes)', isValidMemo('é'.repeat(18)), false],
    ['memo that is not text', isValidMemo(34), false],
    ['contract name of 127 bytes', isValidContractName('a'.repeat(127)), true],
    ['contract name of 128 bytes', isValidContractName('a'.repeat(128)), false],
    ['Clarity name of 128 characters', isClarityName('a'.repeat(128)), true],
    ['Clarity name of 129 characters', isClarityName('a'.repeat(129)), false],
    ['Clarity name with operators', isClarityName('ok?<>=!+/*-_1'), true],
    ['Clarity name starting with a digit', isClarityName('1a'), false],
    ['buffer of 1 MB', isClarityBufferHex('00'.repeat(1_048_576)), true],
    ['buffer over 1 MB', isClarityBufferHex(`0x${'00'.repeat(1_048_577)}`), false],
    ['odd-length hex buffer', isClarityBufferHex('abc'), false],
    ['15 multisig keys', isWithinMultisigLimit(15), true],
    ['16 multisig keys', isWithinMultisigLimit(16), false],
    ['no multisig keys', isWithinMultisigLimit(0), false],
    ['uint 2^128−1', isUint128(2n ** 128n - 1n), true],
    ['uint 2^128', isUint128((2n ** 128n).toString()), false],
    ['uint −1', isUint128(-1), false],
    ['int −2^127', isInt128(-(2n ** 127n)), true],
    ['int 2^127', isInt128(2n ** 127n), false],
    ['int as text', isInt128('-42'), true],
    ['int with a fraction', isInt128(1.5), false],
    ['int that is no number', isInt128('4x'), false],
    ['string of 128 bytes', isStringWithinLimit('x'.repeat(128)), true],
    ['string of 129 bytes', isStringWithinLimit('x'.repeat(129)), false],
    ['string within a chosen limit', isStringWithinLimit('abc', 3), true],
    ['contract code of 100,000 bytes', isContractCodeWithinLimit('x'.repeat(100_000)), true],
    ['contract code over the limit', isContractCodeWithinLimit('x'.repeat(100_001)), false],
    ['µSTX 0', isMicroStxAmount(0), true],
    ['µSTX u64 max', isMicroStxAmount((2n ** 64n - 1n).toString()), true],
    ['µSTX leading zero', isMicroStxAmount('01'), false],
    ['µSTX as an object', isMicroStxAmount({}), false],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('principals', () => {
  it('tells standard from contract principals', () => {
    expect(isStandardPrincipal(MAINNET_STX_ADDRESS)).toBe(true);
    expect(isContractPrincipal(`${MAINNET_STX_ADDRESS}.pool_v-1`)).toBe(true);
    expect(isContractPrincipal(MAINNET_STX_ADDRESS)).toBe(false);
    expect(isStandardPrincipal(`${MAINNET_STX_ADDRESS}.pool`)).toBe(false);
  });

  it('takes the boot contracts’ short addresses (pox-5), whose hash is mostly zero bytes', () => {
    expect(isContractPrincipal('SP000000000000000000002Q6VF78.pox-5')).toBe(true);
    expect(isContractPrincipal('ST000000000000000000002AMW42H.pox-5')).toBe(true);
    // Short, but its checksum is wrong: still refused.
    expect(isContractPrincipal('ST000000000000000000002AMW42J.pox-5')).toBe(false);
  });

  it('refuses a well-formed address of an unknown version', () => {
    // MAINNET_STX_ADDRESS's hash under version 1: a valid checksum, but no Stacks account.
    expect(checkPrincipal('S12J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKQGCCADE')).toEqual({
      valid: false,
      message: VALIDATION_MESSAGES.standardPrincipal,
    });
  });

  it('gives the spec message for a bad shape and the library’s for a bad checksum', () => {
    expect(checkPrincipal('SP123')).toEqual({
      valid: false,
      message: VALIDATION_MESSAGES.standardPrincipal,
    });
    expect(checkPrincipal(BAD_CHECKSUM_STX_ADDRESS)).toMatchObject({
      valid: false,
      message: 'Invalid c32check string: checksum mismatch',
    });
    expect(checkPrincipal(`${BAD_CHECKSUM_STX_ADDRESS}.c`)).toMatchObject({
      message: 'Invalid c32check string: checksum mismatch',
    });
  });
});

describe('contract code a node accepts (printable ASCII, tab, newline)', () => {
  it('accepts printable ASCII with tabs and newlines', () => {
    expect(findNonAsciiContractCode('(define-data-var n uint u0)\n\t;; ~ all of it ~\n')).toBe(
      undefined,
    );
  });

  it('points at the first refused character by line and column', () => {
    expect(findNonAsciiContractCode('(ok u1)\n;; café\n')).toEqual({
      line: 2,
      column: 7,
      character: 'é',
    });
    expect(findNonAsciiContractCode('(ok u1)\r\n')).toEqual({
      line: 1,
      column: 8,
      character: '\r',
    });
    // A character outside the BMP is reported whole, not as half a surrogate pair.
    expect(findNonAsciiContractCode('a🙂é')).toMatchObject({ column: 2, character: '🙂' });
  });
});

describe('names a node accepts for a new contract', () => {
  it.each([
    ['counter', true],
    ['a', true],
    ['my-contract_2', true],
    ['a'.repeat(40), true],
    ['a'.repeat(41), false],
    ['2fast', false],
    ['-dash', false],
    ['ok!', false],
    ['with.dot', false],
    ['', false],
  ])('%s → %s', (name, expected) => {
    expect(isDeployableContractName(name)).toBe(expected);
  });
});
