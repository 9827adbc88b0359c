import { describe, expect, it } from 'vitest';
import { tokenAmountMessages } from '@/lib/token-amount';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { validateSendToken, type SendTokenContext } from './validate-send-token';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const SBTC = {
  asset: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token::sbtc-token',
  balance: 2_500_000n,
  unit: { symbol: 'sBTC', decimals: 8 },
} as const;
const context: SendTokenContext = { network: 'testnet', sender: SENDER, token: SBTC };

describe('validateSendToken', () => {
  it('gives the transfer in the token’s base units', () => {
    expect(validateSendToken({ recipient: ` ${RECIPIENT} `, amount: '0.025' }, context)).toEqual({
      valid: true,
      transfer: { asset: SBTC.asset, recipient: RECIPIENT, amount: 2_500_000n },
    });
    expect(validateSendToken({ recipient: RECIPIENT, amount: '0.00000001' }, context)).toEqual({
      valid: true,
      transfer: { asset: SBTC.asset, recipient: RECIPIENT, amount: 1n },
    });
  });

  it.each([
    ['', tokenAmountMessages(SBTC.unit).empty],
    ['0', 'Enter an amount above 0'],
    ['0.000000001', tokenAmountMessages(SBTC.unit).format],
    ['1,5', tokenAmountMessages(SBTC.unit).comma],
    ['0.02500001', 'More than you hold: at most 0.025 sBTC'],
  ])('refuses the amount %j: %s', (amount, message) => {
    expect(validateSendToken({ recipient: RECIPIENT, amount }, context)).toEqual({
      valid: false,
      errors: { amount: message },
    });
  });

  it('caps one transfer at 2^64 − 1 base units, even when the account holds more', () => {
    const whale = { ...SBTC, balance: 2n ** 100n, unit: { symbol: 'W', decimals: 0 } };
    const at = (amount: string) =>
      validateSendToken({ recipient: RECIPIENT, amount }, { ...context, token: whale });
    expect(at('18446744073709551615')).toMatchObject({
      valid: true,
      transfer: { amount: 2n ** 64n - 1n },
    });
    expect(at('18446744073709551616')).toEqual({
      valid: false,
      errors: {
        amount:
          'Too large: one transfer sends at most 18,446,744,073,709,551,615 W (2^64 − 1 base units)',
      },
    });
  });

  it('shares the recipient rule of every sending tool', () => {
    const check = (recipient: string) => validateSendToken({ recipient, amount: '0.01' }, context);
    expect(check('')).toEqual({
      valid: false,
      errors: { recipient: 'Enter the address to send to' },
    });
    expect(check(SENDER)).toEqual({
      valid: false,
      errors: { recipient: 'This is your own address; choose another recipient' },
    });
    expect(check(MAINNET_STX_ADDRESS)).toMatchObject({
      errors: { recipient: 'This is a mainnet address; Satchel is on testnet' },
    });
  });

  it('asks for a token before an amount', () => {
    expect(
      validateSendToken({ recipient: RECIPIENT, amount: '1' }, { ...context, token: undefined }),
    ).toEqual({ valid: false, errors: { amount: 'Choose a token first' } });
  });
});
