import { describe, expect, it } from 'vitest';
import {
  deserializeTransaction,
  makeSTXTokenTransfer,
  randomPrivateKey,
  sponsorTransaction,
} from '@stacks/transactions';
import { KnownSigners } from './known-signers.mjs';
import { deployer, wallet1, wallet2 } from '#common/devnet-accounts.mjs';

// Offsets in a standard single-sig transaction (SIP-005): signer, nonce, fee, key encoding, signature.
const SIGNER = 7;
const FEE = 35;
const KEY_ENCODING = 43;
const SIG = 44;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

async function signed(key: string, nonce: number, amount = 1_000) {
  const tx = await makeSTXTokenTransfer({
    recipient: deployer.address,
    amount: BigInt(amount),
    senderKey: key,
    network: 'devnet',
    nonce: BigInt(nonce),
    fee: 200n,
  });
  return tx.serializeBytes();
}

/** verifyOrigin's verdict: true when it accepts */
function fullCheck(bytes: Uint8Array) {
  try {
    deserializeTransaction(bytes).verifyOrigin();
    return true;
  } catch {
    return false;
  }
}

const hex = (n: bigint) => n.toString(16).padStart(64, '0');
const scalar = (bytes: Uint8Array, at: number) =>
  BigInt(`0x${Buffer.from(bytes.subarray(at, at + 32)).toString('hex')}`);
function withScalar(bytes: Uint8Array, at: number, value: bigint) {
  const out = Uint8Array.from(bytes);
  out.set(Buffer.from(hex(value), 'hex'), at);
  return out;
}
function withByte(bytes: Uint8Array, at: number, value: number) {
  const out = Uint8Array.from(bytes);
  out[at] = value;
  return out;
}

async function knowing(key: string) {
  const known = new KnownSigners();
  const first = await signed(key, 0);
  expect(fullCheck(first)).toBe(true);
  known.remember(first);
  return known;
}

describe('KnownSigners', () => {
  it('accepts the next transactions of a remembered signer, as verifyOrigin does', async () => {
    const known = await knowing(wallet1.privateKey);
    for (let nonce = 1; nonce <= 5; nonce++) {
      const bytes = await signed(wallet1.privateKey, nonce, 1_000 + nonce);
      expect(fullCheck(bytes)).toBe(true);
      expect(known.verifies(bytes)).toBe(true);
    }
  });

  it('also for a signer with an uncompressed key', async () => {
    const key = randomPrivateKey().slice(0, 64); // 32 bytes, no 01 suffix: uncompressed
    const known = await knowing(key);
    const bytes = await signed(key, 1);
    expect(bytes[KEY_ENCODING]).toBe(1);
    expect(known.verifies(bytes)).toBe(true);
    // the same signature claimed with the compressed encoding hashes to another signer
    const flipped = withByte(bytes, KEY_ENCODING, 0);
    expect(fullCheck(flipped)).toBe(false);
    expect(known.verifies(flipped)).toBe(false);
  });

  it('leaves a signer it has not seen to the full check', async () => {
    const known = await knowing(wallet1.privateKey);
    const other = await signed(wallet2.privateKey, 0);
    expect(fullCheck(other)).toBe(true);
    expect(known.verifies(other)).toBe(false);
  });

  it('refuses tampered bytes: fee, payload', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    const fee = withByte(bytes, FEE + 7, (bytes[FEE + 7] ?? 0) ^ 1);
    const amount = withByte(bytes, bytes.length - 35, (bytes[bytes.length - 35] ?? 0) ^ 1);
    for (const tampered of [fee, amount]) {
      expect(fullCheck(tampered)).toBe(false);
      expect(known.verifies(tampered)).toBe(false);
    }
  });

  it("refuses one signer's signature under another remembered signer", async () => {
    const known = await knowing(wallet1.privateKey);
    known.remember(await signed(wallet2.privateKey, 0));
    const byWallet1 = await signed(wallet1.privateKey, 1);
    const byWallet2 = await signed(wallet2.privateKey, 1);
    const claimed = Uint8Array.from(byWallet1);
    claimed.set(byWallet2.subarray(SIGNER, SIGNER + 20), SIGNER);
    expect(fullCheck(claimed)).toBe(false);
    expect(known.verifies(claimed)).toBe(false);
  });

  it('refuses a flipped recovery byte, which recovers another key', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    const flipped = withByte(bytes, SIG, (bytes[SIG] ?? 0) ^ 1);
    expect(fullCheck(flipped)).toBe(false);
    expect(known.verifies(flipped)).toBe(false);
    // ids 2 and 3 (x ≥ n) are never a real signer's: left to the full check
    expect(known.verifies(withByte(bytes, SIG, (bytes[SIG] ?? 0) | 2))).toBe(false);
  });

  it('leaves high-s signatures to the full check, whatever the recovery byte', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    const s = scalar(bytes, SIG + 33);
    const high = withScalar(bytes, SIG + 33, N - s);
    // (r, n − s) is the same signature with the other recovery id: the full check decides it
    for (const v of [0, 1]) expect(known.verifies(withByte(high, SIG, v))).toBe(false);
  });

  it('refuses r or s out of range', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    const r = scalar(bytes, SIG + 1);
    for (const bad of [
      withScalar(bytes, SIG + 1, 0n),
      withScalar(bytes, SIG + 1, r + N < 2n ** 256n ? r + N : N),
      withScalar(bytes, SIG + 33, 0n),
      withScalar(bytes, SIG + 33, N),
    ]) {
      expect(fullCheck(bad)).toBe(false);
      expect(known.verifies(bad)).toBe(false);
    }
  });

  it('leaves other hash modes and sponsored transactions to the full check', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    const p2wpkh = withByte(bytes, 6, 0x02); // same signer hash, another hash mode
    expect(fullCheck(p2wpkh)).toBe(false);
    expect(known.verifies(p2wpkh)).toBe(false);

    const origin = await makeSTXTokenTransfer({
      recipient: deployer.address,
      amount: 1_000n,
      senderKey: wallet1.privateKey,
      network: 'devnet',
      nonce: 1n,
      fee: 0n,
      sponsored: true,
    });
    const sponsored = await sponsorTransaction({
      transaction: origin,
      sponsorPrivateKey: wallet2.privateKey,
      fee: 300n,
      sponsorNonce: 0n,
      network: 'devnet',
    });
    expect(known.verifies(sponsored.serializeBytes())).toBe(false);
  });

  it('never accepts what verifyOrigin refuses, over random corruptions', async () => {
    const known = await knowing(wallet1.privateKey);
    const bytes = await signed(wallet1.privateKey, 1);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 200; i++) {
      const at = next() % bytes.length;
      const corrupted = withByte(bytes, at, (bytes[at] ?? 0) ^ (1 + (next() % 255)));
      if (known.verifies(corrupted)) expect(fullCheck(corrupted)).toBe(true);
    }
  });

  it('forgets the oldest signer past its limit', async () => {
    const known = new KnownSigners(1);
    known.remember(await signed(wallet1.privateKey, 0));
    known.remember(await signed(wallet2.privateKey, 0));
    expect(known.verifies(await signed(wallet1.privateKey, 1))).toBe(false);
    expect(known.verifies(await signed(wallet2.privateKey, 1))).toBe(true);
  });
});
