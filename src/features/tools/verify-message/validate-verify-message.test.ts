import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_DOMAIN_HEX,
  FIXTURE_STRUCTURED_MESSAGE_SIGNATURE,
  FIXTURE_STX_MESSAGE,
  FIXTURE_STX_MESSAGE_SIGNATURE,
} from '@/mocks/fixtures/wallet-responses';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { checkMessageSignature } from './check-message-signature';
import { readVerifyLink } from './read-verify-link';
import {
  SIGNATURE_SHAPE_MESSAGE,
  validateVerifyMessage,
  type VerifyMessageValues,
} from './validate-verify-message';

// The mock wallet's key signed both fixtures; its address on mainnet (wallet-addresses.ts).
const SIGNER_ADDRESS = 'SP1MGHWN5CXVTF79PYZDJWRV0D31SSJDFZJ1CTYA2';

const PLAIN: VerifyMessageValues = {
  type: 'plain',
  message: FIXTURE_STX_MESSAGE,
  signature: FIXTURE_STX_MESSAGE_SIGNATURE,
  signer: stxEntry.publicKey,
  domainName: '',
  domainVersion: '',
  chainId: '',
};

function verdict(values: VerifyMessageValues) {
  const validation = validateVerifyMessage(values);
  if (!validation.valid) throw new Error(JSON.stringify(validation.errors));
  return checkMessageSignature(validation.check, 'mainnet');
}

describe('validateVerifyMessage', () => {
  it('asks for each field, and says what a signature and a signer look like', () => {
    expect(validateVerifyMessage({ ...PLAIN, message: '', signature: '', signer: '' })).toEqual({
      valid: false,
      errors: {
        message: 'Enter the message that was signed',
        signature: 'Enter the signature',
        signer: 'Enter the public key or the Stacks address of the signer',
      },
    });
    const bad = validateVerifyMessage({ ...PLAIN, signature: 'abcd', signer: '02abcd' });
    expect(bad).toMatchObject({ errors: { signature: SIGNATURE_SHAPE_MESSAGE } });
    expect(bad.valid || bad.errors.signer).toMatch(/33 bytes of hex/);
    expect(
      validateVerifyMessage({ ...PLAIN, signer: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8' }),
    ).toMatchObject({ errors: { signer: 'Invalid c32check string: checksum mismatch' } });
  });

  it('takes an address as the signer', () => {
    expect(validateVerifyMessage({ ...PLAIN, signer: SIGNER_ADDRESS })).toMatchObject({
      valid: true,
      check: { signer: { kind: 'address', address: SIGNER_ADDRESS } },
    });
  });
});

describe('checkMessageSignature', () => {
  it('calls the fixture valid by key and by address, and names the signer', () => {
    expect(verdict(PLAIN)).toEqual({
      valid: true,
      publicKey: stxEntry.publicKey,
      address: SIGNER_ADDRESS,
      legacyPrefix: false,
    });
    expect(verdict({ ...PLAIN, signer: SIGNER_ADDRESS }).valid).toBe(true);
  });

  it('says why a tampered message, another key or a broken signature is invalid', () => {
    expect(verdict({ ...PLAIN, message: `${FIXTURE_STX_MESSAGE}.` })).toEqual({
      valid: false,
      reason:
        'This public key did not sign this message: the message differs from the one signed, or another key signed it.',
    });
    expect(
      verdict({ ...PLAIN, signer: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7' }),
    ).toMatchObject({
      valid: false,
      reason: expect.stringContaining(
        'The key of SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7 did not sign',
      ) as string,
    });
    expect(verdict({ ...PLAIN, signature: `${'f'.repeat(128)}00` })).toEqual({
      valid: false,
      reason: 'The signature is malformed: no public key can be recovered from it.',
    });
  });

  it('checks SIP-018 data in its domain: the fixture is valid, another chain id is not', () => {
    const structured: VerifyMessageValues = {
      ...PLAIN,
      type: 'structured',
      message: '"Hello from Satchel"',
      signature: FIXTURE_STRUCTURED_MESSAGE_SIGNATURE,
      domainName: 'Satchel',
      domainVersion: '1.0.0',
      chainId: '1',
    };
    // The fixture's domain is exactly these three fields.
    expect(
      Cl.serialize(
        Cl.tuple({
          name: Cl.stringAscii('Satchel'),
          version: Cl.stringAscii('1.0.0'),
          'chain-id': Cl.uint(1),
        }),
      ),
    ).toBe(FIXTURE_DOMAIN_HEX);
    expect(verdict(structured).valid).toBe(true);
    expect(verdict({ ...structured, chainId: '2147483648' }).valid).toBe(false);
  });
});

describe('readVerifyLink', () => {
  const defaults: VerifyMessageValues = { ...PLAIN, message: '', signature: '', signer: '' };

  it('prefills from a Verify this signature link', () => {
    const search = new URLSearchParams({
      type: 'structured',
      message: 'u1',
      signature: 'ab',
      publicKey: '02cd',
      name: 'App',
      version: '2',
      chainId: '1',
    });
    expect(readVerifyLink(search, defaults)).toEqual({
      prefilled: true,
      values: {
        type: 'structured',
        message: 'u1',
        signature: 'ab',
        signer: '02cd',
        domainName: 'App',
        domainVersion: '2',
        chainId: '1',
      },
    });
  });

  it('drops what is odd and keeps the defaults', () => {
    const search = new URLSearchParams({ type: 'evil', signature: 'x'.repeat(201) });
    expect(readVerifyLink(search, defaults)).toEqual({ prefilled: false, values: defaults });
  });
});
