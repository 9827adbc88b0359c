import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { validateSignMessage, type SignMessageValues } from './validate-sign-message';

const BASE: SignMessageValues = {
  kind: 'plain',
  message: 'hello',
  domainName: 'Satchel',
  domainVersion: '1.0.0',
  chainId: '1',
  paymentType: 'p2wpkh',
  signatureType: 'bip322',
};

describe('validateSignMessage', () => {
  it('signs plain text as typed, and asks for a message when there is none', () => {
    expect(validateSignMessage({ ...BASE, message: ' two  spaces ' })).toEqual({
      valid: true,
      request: { kind: 'plain', message: ' two  spaces ' },
    });
    expect(validateSignMessage({ ...BASE, message: '' })).toEqual({
      valid: false,
      errors: { message: 'Enter the message to sign' },
    });
  });

  it('reads structured data as a Clarity value in its SIP-018 domain', () => {
    expect(validateSignMessage({ ...BASE, kind: 'structured', message: '{a: u1}' })).toEqual({
      valid: true,
      request: {
        kind: 'structured',
        message: Cl.tuple({ a: Cl.uint(1) }),
        domain: { name: 'Satchel', version: '1.0.0', chainId: 1n },
      },
    });
  });

  it('says what is wrong with a structured message and its domain, field by field', () => {
    const result = validateSignMessage({
      ...BASE,
      kind: 'structured',
      message: '{a: u1',
      domainName: '',
      domainVersion: 'é',
      chainId: '-1',
    });
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors.message).toBeTruthy();
    expect(result.errors.domainName).toBe('Enter the app name');
    expect(result.errors.domainVersion).toBe(
      'The version takes ASCII letters, digits and signs only',
    );
    expect(result.errors.chainId).toMatch(/whole number/);
    expect(validateSignMessage({ ...BASE, kind: 'structured', message: ' ' })).toMatchObject({
      errors: { message: 'Enter the message as a Clarity value, e.g. {amount: u100}' },
    });
  });

  it('refuses legacy Bitcoin signing with the Taproot key (docs/wallet-protocol.md#validation-messages)', () => {
    expect(
      validateSignMessage({
        ...BASE,
        kind: 'bitcoin',
        paymentType: 'p2tr',
        signatureType: 'legacy',
      }),
    ).toEqual({
      valid: false,
      errors: { signatureType: 'Legacy signatures need the native SegWit (p2wpkh) key' },
    });
    expect(validateSignMessage({ ...BASE, kind: 'bitcoin', paymentType: 'p2tr' })).toEqual({
      valid: true,
      request: { kind: 'bitcoin', message: 'hello', paymentType: 'p2tr', signatureType: 'bip322' },
    });
  });
});
