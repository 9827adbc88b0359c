import { describe, expect, it } from 'vitest';
import { validateWithdrawal } from './validate-withdrawal';

const BC1Q = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const TB1Q = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe('validateWithdrawal', () => {
  it('plans a withdrawal with the decoded recipient', () => {
    expect(
      validateWithdrawal(
        { amount: '0.001', btcAddress: BC1Q, maxFee: '3,000' },
        { network: 'mainnet', balanceSats: 200_000n },
      ),
    ).toEqual({
      valid: true,
      plan: {
        amountSats: 100_000n,
        maxFeeSats: 3_000n,
        btcAddress: BC1Q,
        recipient: {
          type: 'p2wpkh',
          version: '04',
          hashbytes: 'c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2',
        },
      },
    });
  });

  it('says why: the dust limit, the balance with the fee, another network, a zero fee', () => {
    const dust = validateWithdrawal(
      { amount: '0.00000546', btcAddress: TB1Q, maxFee: '0' },
      { network: 'mainnet' },
    );
    expect(dust).toEqual({
      valid: false,
      errors: {
        amount:
          'Enter more than 546 sats: the withdrawal contract refuses amounts at or below Bitcoin’s dust limit',
        btcAddress: 'This is a testnet Bitcoin address; the selected network is mainnet.',
        maxFee: 'Enter at least 1 sat: the Bitcoin transaction that pays you must pay miners',
      },
    });
    const tooMuch = validateWithdrawal(
      { amount: '0.001', btcAddress: BC1Q, maxFee: '3000' },
      { network: 'mainnet', balanceSats: 100_000n },
    );
    expect(tooMuch.valid ? {} : tooMuch.errors).toEqual({
      amount:
        'More than your sBTC covers: at most 0.00097 BTC with this maximum fee (the amount and the fee are both locked)',
    });
  });

  it('refuses more than the bridge takes in one withdrawal, and allows exactly that', () => {
    const context = {
      network: 'mainnet' as const,
      balanceSats: 10_000_000n,
      perWithdrawalCapSats: 500_000n,
    };
    const over = validateWithdrawal(
      { amount: '0.00500001', btcAddress: BC1Q, maxFee: '3000' },
      context,
    );
    expect(over.valid ? {} : over.errors).toEqual({
      amount: 'More than the sBTC bridge takes in one withdrawal: at most 0.005 BTC',
    });
    expect(
      validateWithdrawal({ amount: '0.005', btcAddress: BC1Q, maxFee: '3000' }, context).valid,
    ).toBe(true);
  });

  it('asks for each field when empty', () => {
    const empty = validateWithdrawal(
      { amount: '', btcAddress: '', maxFee: '' },
      { network: 'testnet' },
    );
    expect(empty.valid ? {} : Object.keys(empty.errors).sort()).toEqual([
      'amount',
      'btcAddress',
      'maxFee',
    ]);
  });
});
