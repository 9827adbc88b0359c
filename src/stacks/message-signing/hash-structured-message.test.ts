import { bytesToHex, hexToBytes as hexBytes } from '@noble/hashes/utils';
import { sha256 } from '@noble/hashes/sha2';
import { Cl, encodeStructuredDataBytes } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { hashStructuredMessage } from './hash-structured-message';
import { sip018Domain } from './sip018-domain';

const domain = sip018Domain({ name: 'Satchel', version: '1.0.0', chainId: 1n });

describe('hashStructuredMessage', () => {
  it.each([
    ['a string', Cl.stringAscii('Hello from Satchel')],
    ['a uint', Cl.uint(42)],
    [
      'a tuple with a principal and a list',
      Cl.tuple({
        to: Cl.standardPrincipal('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'),
        amounts: Cl.list([Cl.uint(1), Cl.uint(2)]),
        note: Cl.some(Cl.stringUtf8('✓')),
      }),
    ],
  ])('hashes %s as stacks.js signStructuredData does (SIP-018)', (_label, message) => {
    expect(bytesToHex(hashStructuredMessage({ message, domain }))).toBe(
      bytesToHex(sha256(encodeStructuredDataBytes({ message, domain }))),
    );
  });

  it('gives another hash on another chain id (the domain binds the chain)', () => {
    const message = Cl.uint(1);
    const testnet = sip018Domain({ name: 'Satchel', version: '1.0.0', chainId: 2147483648n });
    expect(bytesToHex(hashStructuredMessage({ message, domain }))).not.toBe(
      bytesToHex(hashStructuredMessage({ message, domain: testnet })),
    );
  });

  it('refuses a domain that is not SIP-018 shaped', () => {
    expect(() =>
      hashStructuredMessage({ message: Cl.uint(1), domain: Cl.tuple({ name: Cl.uint(1) }) }),
    ).toThrow(/SIP-018 domain/);
  });
});

describe('SIP-018 test vectors (stacksgov/sips, sip-018 "Test vectors")', () => {
  it('hashes "Hello World" in the domain "Test App" 1.0.0 on chain 1 to the published hash', () => {
    const message = Cl.stringAscii('Hello World');
    const testApp = sip018Domain({ name: 'Test App', version: '1.0.0', chainId: 1n });
    expect(bytesToHex(sha256(hexBytes(Cl.serialize(message))))).toBe(
      '5297eef9765c466d945ad1cb2c81b30b9fed6c165575dc9226e9edf78b8cd9e8',
    );
    expect(bytesToHex(sha256(hexBytes(Cl.serialize(testApp))))).toBe(
      '2538b5dc06c5ae2f11549261d7ae174d9f77a55a92b00f330884695497be5065',
    );
    expect(bytesToHex(hashStructuredMessage({ message, domain: testApp }))).toBe(
      '1bfdab6d4158313ce34073fbb8d6b0fc32c154d439def12247a0f44bb2225259',
    );
  });
});
