import { describe, expect, it } from 'vitest';
import { feeText, totalText, stxTransferLabel } from './send-stx-form-state';

const SENDER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('feeText', () => {
  const none = { feeMicroStx: undefined, feeError: null };

  it('asks a visitor to connect', () => {
    expect(feeText({ sender: undefined, publicKey: undefined, ...none })).toBe(
      'Connect your wallet to see the fee',
    );
  });

  it('leaves the fee to the wallet when it gave no public key', () => {
    expect(feeText({ sender: SENDER, publicKey: undefined, ...none })).toBe('Set by your wallet');
  });

  it('shows the estimate, its failure, or that it is coming', () => {
    const account = { sender: SENDER, publicKey: '02ab' };
    expect(feeText({ ...account, feeMicroStx: 180n, feeError: null })).toBe('0.00018 STX');
    expect(feeText({ ...account, feeMicroStx: undefined, feeError: new Error('down') })).toBe(
      'Could not estimate the fee: down',
    );
    expect(feeText({ ...account, ...none })).toBe('Estimating…');
  });
});

describe('totalText', () => {
  it('adds the fee once both are known', () => {
    expect(totalText(1_000_000n, 180n)).toBe('1.00018 STX');
    expect(totalText(1_000_000n, undefined)).toBe('—');
    expect(totalText(undefined, 180n)).toBe('—');
  });
});

describe('stxTransferLabel', () => {
  it('names the amount typed until a request exists, then the one sent', () => {
    expect(stxTransferLabel({ phase: 'idle' }, undefined)).toBe('STX transfer');
    expect(stxTransferLabel({ phase: 'idle' }, 2_500_000n)).toBe('Transfer of 2.5 STX');
    const request = { recipient: SENDER, amount: '1000000' };
    expect(stxTransferLabel({ phase: 'proposed', proposalId: undefined, request }, 5n)).toBe(
      'Transfer of 1 STX',
    );
  });
});
