import { afterAll, describe, expect, it } from 'vitest';
import { deserializeTransaction, makeSTXTokenTransfer } from '@stacks/transactions';
import { OriginChecker } from './origin-check.mjs';
import { accounts } from '#common/devnet-accounts.mjs';

const wallet1 = accounts.find((a) => a.name === 'wallet_1');
const deployer = accounts.find((a) => a.name === 'deployer');
if (!wallet1 || !deployer) throw new Error('missing accounts');

const checker = new OriginChecker();
afterAll(() => checker.close());

async function signed() {
  const tx = await makeSTXTokenTransfer({
    recipient: deployer?.address ?? '',
    amount: 1_000n,
    senderKey: wallet1?.privateKey ?? '',
    network: 'devnet',
    nonce: 0n,
    fee: 200n,
  });
  return tx;
}

describe('OriginChecker', () => {
  it('gives the same verdict as verifyOrigin, keyed by txid', async () => {
    const tx = await signed();
    await expect(checker.check(tx.serializeBytes())).resolves.toEqual({
      txid: tx.txid(),
      error: null,
    });

    // The fee is part of what the origin signed: changing it breaks the signature.
    const tampered = deserializeTransaction(tx.serializeBytes());
    tampered.auth.spendingCondition.fee += 1n;
    const expected = (() => {
      try {
        tampered.verifyOrigin();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    })();
    expect(expected).not.toBeNull();
    await expect(checker.check(tampered.serializeBytes())).resolves.toEqual({
      txid: tampered.txid(),
      error: expected,
    });
  });

  it("gives verifyOrigin's verdict for a signer it already knows (the fast path)", async () => {
    const own = new OriginChecker();
    const verdictOf = (bytes: Uint8Array) => {
      try {
        deserializeTransaction(bytes).verifyOrigin();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    };
    try {
      const first = await signed();
      await expect(own.check(first.serializeBytes())).resolves.toMatchObject({ error: null });
      const next = await makeSTXTokenTransfer({
        recipient: deployer.address,
        amount: 2_000n,
        senderKey: wallet1.privateKey,
        network: 'devnet',
        nonce: 1n,
        fee: 200n,
      });
      await expect(own.check(next.serializeBytes())).resolves.toEqual({
        txid: next.txid(),
        error: null,
      });
      // the recovery byte flipped: the fast path refuses, the full check says why
      const flipped = next.serializeBytes();
      flipped[44] = (flipped[44] ?? 0) ^ 1;
      const expected = verdictOf(flipped);
      expect(expected).not.toBeNull();
      await expect(own.check(flipped)).resolves.toMatchObject({ error: expected });
    } finally {
      await own.close();
    }
  });

  it('leaves bytes that are not a transaction to admission', async () => {
    await expect(checker.check(new Uint8Array([1, 2, 3]))).resolves.toBeNull();
  });

  it('answers null to everything waiting once closed', async () => {
    const own = new OriginChecker();
    const pending = own.check((await signed()).serializeBytes());
    await own.close();
    await expect(pending).resolves.toBeNull();
    await expect(own.check(new Uint8Array([0]))).resolves.toBeNull();
  });
});
