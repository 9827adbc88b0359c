import { describe, expect, it } from 'vitest';
import { BITCOIN_AMOUNT_MESSAGES } from '@/lib/bitcoin-amount';
import { validateSendBitcoin, type SendBitcoinValues } from './validate-send-bitcoin';

const MAINNET = { name: 'mainnet', kind: 'mainnet' } as const;
const DEVNET = { name: 'devnet', kind: 'devnet' } as const;
const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const P2PKH = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const REGTEST = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

const values = (overrides: Partial<SendBitcoinValues>): SendBitcoinValues => ({
  recipient: P2WPKH,
  amount: '0.001',
  unit: 'BTC',
  ...overrides,
});

describe('validateSendBitcoin', () => {
  it('gives the sendTransfer request in sats, for the selected network', () => {
    expect(validateSendBitcoin(values({}), MAINNET)).toEqual({
      valid: true,
      sats: 100_000n,
      request: { address: P2WPKH, amount: '100000', network: 'mainnet' },
    });
    expect(validateSendBitcoin(values({ amount: '1,500', unit: 'sats' }), MAINNET)).toMatchObject({
      valid: true,
      request: { amount: '1500' },
    });
    expect(validateSendBitcoin(values({ recipient: ` ${REGTEST} ` }), DEVNET)).toMatchObject({
      valid: true,
      request: { address: REGTEST, network: 'devnet' },
    });
  });

  it('refuses a recipient of another network, or with a typo, in words', () => {
    expect(validateSendBitcoin(values({ recipient: REGTEST }), MAINNET)).toEqual({
      valid: false,
      errors: { recipient: 'This is a regtest Bitcoin address; the selected network is mainnet.' },
    });
    const typo = validateSendBitcoin(
      values({ recipient: P2WPKH.replace('v8f3t4', 'v8f3t5') }),
      MAINNET,
    );
    expect(!typo.valid && typo.errors.recipient).toMatch(/checksum does not match/);
    expect(validateSendBitcoin(values({ recipient: '' }), MAINNET)).toMatchObject({
      errors: { recipient: 'Enter the Bitcoin address to send to' },
    });
  });

  it('refuses amounts that are not amounts, zero, dust or more than exists', () => {
    const error = (overrides: Partial<SendBitcoinValues>) => {
      const result = validateSendBitcoin(values(overrides), MAINNET);
      return result.valid ? undefined : result.errors.amount;
    };
    expect(error({ amount: '1,5' })).toBe(BITCOIN_AMOUNT_MESSAGES.BTC.comma);
    expect(error({ amount: '0.5', unit: 'sats' })).toBe(BITCOIN_AMOUNT_MESSAGES.sats.format);
    expect(error({ amount: '0' })).toBe('Enter an amount above 0');
    expect(error({ amount: '293', unit: 'sats' })).toMatch(/^At least 294 sats/);
    expect(error({ amount: '294', unit: 'sats' })).toBeUndefined();
    expect(error({ recipient: P2PKH, amount: '545', unit: 'sats' })).toMatch(/^At least 546 sats/);
    expect(error({ amount: '21000000.00000001' })).toMatch(/21 million/);
  });
});
