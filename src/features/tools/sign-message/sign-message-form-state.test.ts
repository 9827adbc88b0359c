import { describe, expect, it } from 'vitest';
import {
  choosePaymentType,
  emptySignMessageValues,
  requestForConnection,
} from './sign-message-form-state';

const ALICE = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const BOB = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';

describe('emptySignMessageValues', () => {
  it('starts on plain text, the network’s chain id and a SegWit BIP-322 signature', () => {
    expect(emptySignMessageValues(2147483648)).toMatchObject({
      kind: 'plain',
      message: '',
      chainId: '2147483648',
      paymentType: 'p2wpkh',
      signatureType: 'bip322',
    });
  });
});

describe('choosePaymentType', () => {
  it('switches a Taproot key to BIP-322, the one format it has', () => {
    expect(choosePaymentType('p2tr')).toEqual({ paymentType: 'p2tr', signatureType: 'bip322' });
    expect(choosePaymentType('p2wpkh')).toEqual({ paymentType: 'p2wpkh' });
  });
});

describe('requestForConnection', () => {
  const answered = { phase: 'answered', answer: 'signature' } as const;
  const refused = { phase: 'wallet-refused', message: 'No', error: undefined as never } as const;

  it('shows what this connection asked', () => {
    expect(requestForConnection(answered, ALICE, ALICE)).toBe(answered);
  });

  it('drops a signature or a refusal another account obtained', () => {
    expect(requestForConnection(answered, ALICE, BOB)).toEqual({ phase: 'idle' });
    expect(requestForConnection(refused, ALICE, undefined)).toEqual({ phase: 'idle' });
  });

  it('keeps a request under way', () => {
    expect(requestForConnection({ phase: 'signing' }, ALICE, BOB)).toEqual({ phase: 'signing' });
  });
});
