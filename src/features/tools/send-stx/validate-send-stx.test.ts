import { describe, expect, it } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { validateSendStx, type SendStxContext } from './validate-send-stx';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const MAINNET_ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const devnet: SendStxContext = { network: 'devnet', sender: SENDER };

function errorsOf(
  values: { recipient?: string; amount?: string; memo?: string },
  context = devnet,
) {
  const result = validateSendStx({ recipient: '', amount: '', memo: '', ...values }, context);
  return result.valid ? {} : result.errors;
}

describe('validateSendStx', () => {
  it('builds the wallet request in µSTX, memo only when given', () => {
    expect(
      validateSendStx({ recipient: ` ${RECIPIENT} `, amount: '1.5', memo: '' }, devnet),
    ).toEqual({ valid: true, request: { recipient: RECIPIENT, amount: '1500000' } });
    expect(
      validateSendStx({ recipient: RECIPIENT, amount: '0.000001', memo: 'rent' }, devnet),
    ).toEqual({ valid: true, request: { recipient: RECIPIENT, amount: '1', memo: 'rent' } });
  });

  it('accepts a contract principal as recipient', () => {
    expect(
      validateSendStx(
        { recipient: `${RECIPIENT}.my-vault`, amount: '1', memo: '' },
        { network: 'testnet' },
      ).valid,
    ).toBe(true);
  });

  it('says what is wrong with the recipient, in the spec words where it has them', () => {
    expect(errorsOf({ amount: '1' }).recipient).toBe('Enter the address to send to');
    expect(errorsOf({ recipient: 'hello', amount: '1' }).recipient).toBe(
      'Invalid standard Stacks principal address',
    );
    expect(errorsOf({ recipient: `${RECIPIENT}.`, amount: '1' }).recipient).toBe(
      'Invalid contract principal (must be address.contract-name format)',
    );
    expect(errorsOf({ recipient: `${RECIPIENT.slice(0, -1)}B`, amount: '1' }).recipient).toBe(
      'Invalid c32check string: checksum mismatch',
    );
    expect(errorsOf({ recipient: MAINNET_ADDRESS, amount: '1' }).recipient).toBe(
      'This is a mainnet address; Satchel is on devnet',
    );
    expect(errorsOf({ recipient: RECIPIENT, amount: '1' }, { network: 'mainnet' }).recipient).toBe(
      'This is a testnet address; Satchel is on mainnet',
    );
    expect(errorsOf({ recipient: SENDER, amount: '1' }).recipient).toBe(
      'This is your own address; choose another recipient',
    );
  });

  it.each([
    ['', STX_AMOUNT_MESSAGES.empty],
    ['0', 'Enter an amount above 0'],
    ['-1', STX_AMOUNT_MESSAGES.format],
    ['0.0000001', STX_AMOUNT_MESSAGES.format],
    ['1e3', STX_AMOUNT_MESSAGES.format],
    ['1,5', STX_AMOUNT_MESSAGES.comma],
    ['18446744073710', 'Amount must be an integer describing µSTX'],
  ])('refuses the amount %j', (amount, message) => {
    expect(errorsOf({ recipient: RECIPIENT, amount }).amount).toBe(message);
  });

  it('keeps amount plus fee within the available balance', () => {
    const context = { ...devnet, availableMicroStx: 10_000_000n, feeMicroStx: 360n };
    expect(errorsOf({ recipient: RECIPIENT, amount: '9.99964' }, context).amount).toBeUndefined();
    expect(errorsOf({ recipient: RECIPIENT, amount: '9.999641' }, context).amount).toBe(
      'More than you can send: at most 9.99964 STX after the fee',
    );
  });

  it('limits the memo to 34 bytes of UTF-8', () => {
    expect(
      errorsOf({ recipient: RECIPIENT, amount: '1', memo: 'a'.repeat(34) }).memo,
    ).toBeUndefined();
    expect(errorsOf({ recipient: RECIPIENT, amount: '1', memo: 'é'.repeat(18) }).memo).toBe(
      'Invalid memo string: at most 34 bytes, this one is 36',
    );
  });
});
