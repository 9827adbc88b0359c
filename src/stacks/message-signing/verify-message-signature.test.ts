import { bytesToHex } from '@noble/hashes/utils';
import { verifyMessageSignatureRsv } from '@stacks/encryption';
import {
  Cl,
  privateKeyToPublic,
  publicKeyToAddress,
  signMessageHashRsv,
  signStructuredData,
  uncompressPublicKey,
} from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { hashStacksMessage, LEGACY_STACKS_MESSAGE_PREFIX } from './hash-stacks-message';
import { hashStructuredMessage } from './hash-structured-message';
import { publicKeyFromSignature, readRsvSignature } from './public-key-from-signature';
import { sip018Domain } from './sip018-domain';
import { verifyMessageSignature } from './verify-message-signature';

// Test-only keys (sha256 of a phrase); they never hold funds.
const KEY = '7fa95af50c51d1e0e5673cbc066e17db01c8295d7015068e9b2f58e069276ff401';
const OTHER_KEY = 'a1e7f2b5c4d3e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f101';
const PUBLIC_KEY = privateKeyToPublic(KEY) as string;
const MESSAGE = 'Hello from Satchel';

function signText(message: string, key = KEY, prefix?: string): string {
  return signMessageHashRsv({
    messageHash: bytesToHex(hashStacksMessage(message, prefix)),
    privateKey: key,
  });
}

/** The signature with one hex digit changed at `index`. */
function tamper(signature: string, index: number): string {
  const digit = signature[index] === '0' ? '1' : '0';
  return signature.slice(0, index) + digit + signature.slice(index + 1);
}

describe('verifyMessageSignature', () => {
  const messageHash = hashStacksMessage(MESSAGE);
  const signature = signText(MESSAGE);

  it('agrees with @stacks/encryption that our signature is valid', () => {
    expect(verifyMessageSignatureRsv({ message: MESSAGE, signature, publicKey: PUBLIC_KEY })).toBe(
      true,
    );
  });

  it('accepts the signer’s public key, compressed or not, with or without 0x', () => {
    for (const publicKey of [PUBLIC_KEY, uncompressPublicKey(PUBLIC_KEY), `0x${PUBLIC_KEY}`]) {
      expect(
        verifyMessageSignature({
          messageHash,
          signature,
          signer: { kind: 'public-key', publicKey },
        }),
      ).toEqual({ valid: true, publicKey: PUBLIC_KEY });
    }
  });

  it('accepts the signer’s address on mainnet and testnet (recovering the key)', () => {
    for (const network of ['mainnet', 'testnet'] as const) {
      const address = publicKeyToAddress(PUBLIC_KEY, network);
      expect(
        verifyMessageSignature({ messageHash, signature, signer: { kind: 'address', address } }),
      ).toEqual({ valid: true, publicKey: PUBLIC_KEY });
    }
  });

  it('refuses a tampered message', () => {
    expect(
      verifyMessageSignature({
        messageHash: hashStacksMessage(`${MESSAGE}!`),
        signature,
        signer: { kind: 'public-key', publicKey: PUBLIC_KEY },
      }),
    ).toEqual({ valid: false, reason: 'wrong-signer' });
  });

  it('refuses another key and another address', () => {
    const other = privateKeyToPublic(OTHER_KEY) as string;
    expect(
      verifyMessageSignature({
        messageHash,
        signature,
        signer: { kind: 'public-key', publicKey: other },
      }),
    ).toEqual({ valid: false, reason: 'wrong-signer' });
    expect(
      verifyMessageSignature({
        messageHash,
        signature,
        signer: { kind: 'address', address: publicKeyToAddress(other, 'mainnet') },
      }),
    ).toEqual({ valid: false, reason: 'wrong-signer' });
  });

  it('never accepts a tampered signature', () => {
    // r, s and the recovery id: each change either recovers another key or none at all.
    for (const index of [0, 40, 64, 100, 127, 129]) {
      const check = verifyMessageSignature({
        messageHash,
        signature: tamper(signature, index),
        signer: { kind: 'public-key', publicKey: PUBLIC_KEY },
      });
      expect(check.valid).toBe(false);
    }
  });

  it('calls a signature that is not 65 bytes, or whose r is not on the curve, malformed', () => {
    for (const bad of [
      '',
      'zz',
      signature.slice(0, -2),
      `${signature}00`,
      `${'f'.repeat(128)}00`,
    ]) {
      expect(
        verifyMessageSignature({
          messageHash,
          signature: bad,
          signer: { kind: 'public-key', publicKey: PUBLIC_KEY },
        }),
      ).toEqual({ valid: false, reason: 'malformed-signature' });
    }
  });

  it('calls a signer that is neither a key nor an address malformed', () => {
    for (const signer of [
      { kind: 'public-key', publicKey: '02abc' },
      { kind: 'public-key', publicKey: `02${'0'.repeat(64)}` },
      { kind: 'address', address: 'SP123' },
    ] as const) {
      expect(verifyMessageSignature({ messageHash, signature, signer })).toEqual({
        valid: false,
        reason: 'malformed-signer',
      });
    }
  });

  it('verifies a legacy-prefix signature only against the legacy hash', () => {
    const legacy = signText(MESSAGE, KEY, LEGACY_STACKS_MESSAGE_PREFIX);
    const signer = { kind: 'public-key', publicKey: PUBLIC_KEY } as const;
    expect(verifyMessageSignature({ messageHash, signature: legacy, signer }).valid).toBe(false);
    expect(
      verifyMessageSignature({
        messageHash: hashStacksMessage(MESSAGE, LEGACY_STACKS_MESSAGE_PREFIX),
        signature: legacy,
        signer,
      }).valid,
    ).toBe(true);
  });

  it('verifies stacks.js SIP-018 signatures with our structured hash', () => {
    const message = Cl.tuple({ amount: Cl.uint(42) });
    const domain = sip018Domain({ name: 'Satchel', version: '1.0.0', chainId: 2147483648n });
    const structured = signStructuredData({ message, domain, privateKey: KEY });
    expect(
      verifyMessageSignature({
        messageHash: hashStructuredMessage({ message, domain }),
        signature: structured,
        signer: { kind: 'address', address: publicKeyToAddress(PUBLIC_KEY, 'testnet') },
      }),
    ).toEqual({ valid: true, publicKey: PUBLIC_KEY });
  });
});

describe('publicKeyFromSignature', () => {
  it('recovers the signer’s compressed key; nothing from a malformed signature', () => {
    const hash = hashStacksMessage(MESSAGE);
    expect(publicKeyFromSignature(hash, signText(MESSAGE))).toBe(PUBLIC_KEY);
    expect(publicKeyFromSignature(hash, 'not a signature')).toBeUndefined();
  });

  it('reads RSV hex with or without 0x, in any case, and refuses a recovery id above 3', () => {
    const signature = signText(MESSAGE);
    expect(readRsvSignature(` 0x${signature.toUpperCase()} `)).toBe(signature);
    expect(readRsvSignature(`${signature.slice(0, -2)}04`)).toBeUndefined();
  });
});
