// Node, not jsdom: @stacks/transactions and btc-signer refuse jsdom's other-realm Uint8Arrays.
import { base64, hex } from '@scure/base';
import { OutScript, p2tr, p2wpkh, RawWitness, SigHash, Transaction } from '@scure/btc-signer';
import { hash160, pubECDSA } from '@scure/btc-signer/utils';
import { verifySignature } from '@stacks/encryption';
import { publicKeyFromSignatureRsv } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { BITCOIN_NETWORK_PARAMS, readBitcoinAddress } from '@/lib/bitcoin-address';
import { verifySchnorr } from '@/test/bip340-verify';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import {
  bip322MessageHash,
  bip322ToSign,
  bitcoinAddressEntries,
  devnetBitcoinKeys,
  legacyMessageHash,
  signBitcoinMessage,
  signDevnetPsbt,
  signPsbtRefusal,
} from './devnet-bitcoin-signer';

const [deployer, wallet1] = walletAccounts;
if (!deployer || !wallet1) throw new Error('devnet accounts missing');
const REGTEST = BITCOIN_NETWORK_PARAMS.regtest;

/** BIP-322 "simple" verification for single-key p2wpkh and p2tr, from the BIP's rules: rebuild
 * to_sign for the message and the address's script, then check the witness signs it. */
function verifyBip322(message: string, address: string, signature: string): boolean {
  const reading = readBitcoinAddress(address);
  if (!reading.valid) return false;
  const witness = RawWitness.decode(base64.decode(signature));
  if (reading.type === 'p2wpkh') {
    const [signatureWithType, publicKey] = witness;
    if (!signatureWithType || !publicKey) return false;
    const script = OutScript.encode({ type: 'wpkh', hash: reading.program });
    if (hex.encode(hash160(publicKey)) !== hex.encode(reading.program)) return false;
    const hashType = signatureWithType[signatureWithType.length - 1] ?? 0;
    const preimage = bip322ToSign(message, script).preimageWitnessV0(
      0,
      OutScript.encode({ type: 'pkh', hash: reading.program }),
      hashType,
      0n,
    );
    return verifySignature(
      hex.encode(signatureWithType.slice(0, -1)),
      hex.encode(preimage),
      hex.encode(publicKey),
    );
  }
  if (reading.type === 'p2tr') {
    const [schnorr] = witness;
    if (!schnorr || witness.length !== 1) return false;
    const script = OutScript.encode({ type: 'tr', pubkey: reading.program });
    const hashType = schnorr.length === 65 ? (schnorr[64] ?? 0) : SigHash.DEFAULT;
    const preimage = bip322ToSign(message, script).preimageWitnessV1(0, [script], hashType, [0n]);
    return verifySchnorr(schnorr.slice(0, 64), preimage, reading.program);
  }
  return false;
}

describe('devnet wallet Bitcoin addresses', () => {
  it('are p2wpkh and p2tr in the regtest encoding, from BIP-84/86 paths with coin type 1', () => {
    const [segwit, taproot] = bitcoinAddressEntries(wallet1);
    expect(segwit).toMatchObject({ type: 'p2wpkh', derivationPath: "m/84'/1'/0'/0/0" });
    expect(segwit?.address).toMatch(/^bcrt1q/);
    expect(taproot).toMatchObject({ type: 'p2tr', derivationPath: "m/86'/1'/0'/0/0" });
    expect(taproot?.address).toMatch(/^bcrt1p/);
    const keys = devnetBitcoinKeys(wallet1);
    expect(segwit?.address).toBe(p2wpkh(keys.p2wpkh.publicKey, REGTEST).address);
    expect(readBitcoinAddress(taproot?.address ?? '')).toMatchObject({
      valid: true,
      chain: 'regtest',
    });
  });

  it('differ between accounts', () => {
    expect(bitcoinAddressEntries(deployer)[0]?.address).not.toBe(
      bitcoinAddressEntries(wallet1)[0]?.address,
    );
  });
});

describe('BIP-322', () => {
  it('hashes messages as the BIP’s test vectors say', () => {
    expect(hex.encode(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(hex.encode(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });

  it('the verifier accepts the BIP’s own p2wpkh signature, and refuses it for another message', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
    const signature =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
    expect(verifyBip322('Hello World', address, signature)).toBe(true);
    expect(verifyBip322('Hello World!', address, signature)).toBe(false);
  });

  it.each(['p2wpkh', 'p2tr'] as const)(
    'signs with the %s key; the signature verifies',
    (paymentType) => {
      const message = 'Satchel devnet ✓';
      const answer = signBitcoinMessage({ message, paymentType }, wallet1);
      const expected = bitcoinAddressEntries(wallet1).find((entry) => entry.type === paymentType);
      expect(answer.address).toBe(expected?.address);
      expect(verifyBip322(message, answer.address, answer.signature)).toBe(true);
      expect(verifyBip322(`${message}.`, answer.address, answer.signature)).toBe(false);
      // Another account's address does not verify it either.
      const other = bitcoinAddressEntries(deployer).find((entry) => entry.type === paymentType);
      expect(verifyBip322(message, other?.address ?? '', answer.signature)).toBe(false);
    },
  );
});

describe('legacy (BIP-137) signatures', () => {
  it('recover to the p2wpkh key, with the native segwit header', () => {
    const message = 'Hello from the devnet';
    const answer = signBitcoinMessage({ message, paymentType: 'p2wpkh', type: 'legacy' }, wallet1);
    const bytes = base64.decode(answer.signature);
    expect(bytes).toHaveLength(65);
    const header = bytes[0] ?? 0;
    expect(header).toBeGreaterThanOrEqual(39);
    expect(header).toBeLessThanOrEqual(42);
    const rsv = hex.encode(bytes.slice(1)) + (header - 39).toString(16).padStart(2, '0');
    const recovered = publicKeyFromSignatureRsv(hex.encode(legacyMessageHash(message)), rsv);
    expect(recovered).toBe(hex.encode(devnetBitcoinKeys(wallet1).p2wpkh.publicKey));
    expect(publicKeyFromSignatureRsv(hex.encode(legacyMessageHash(`${message}!`)), rsv)).not.toBe(
      recovered,
    );
  });
});

describe('signPsbt', () => {
  const keys = devnetBitcoinKeys(wallet1);
  const stranger = p2wpkh(pubECDSA(new Uint8Array(32).fill(9)), REGTEST);

  function psbt(): string {
    const tx = new Transaction();
    tx.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: keys.p2wpkh.script, amount: 50_000n },
    });
    tx.addInput({
      txid: new Uint8Array(32).fill(2),
      index: 1,
      witnessUtxo: { script: keys.p2tr.script, amount: 30_000n },
    });
    tx.addInput({
      txid: new Uint8Array(32).fill(3),
      index: 2,
      witnessUtxo: { script: stranger.script, amount: 10_000n },
    });
    tx.addOutputAddress(stranger.address, 85_000n, REGTEST);
    return hex.encode(tx.toPSBT());
  }

  it('signs the chosen inputs with their keys; the signatures verify and the inputs finalize', () => {
    const answer = signDevnetPsbt({ hex: psbt(), signAtIndex: [0, 1] }, wallet1);
    const tx = Transaction.fromPSBT(hex.decode(answer.hex));
    const [partial] = tx.getInput(0).partialSig ?? [];
    const [publicKey, signature] = partial ?? [];
    expect(hex.encode(publicKey ?? new Uint8Array())).toBe(hex.encode(keys.p2wpkh.publicKey));
    const preimage = tx.preimageWitnessV0(
      0,
      OutScript.encode({ type: 'pkh', hash: hash160(keys.p2wpkh.publicKey) }),
      SigHash.ALL,
      50_000n,
    );
    expect(
      verifySignature(
        hex.encode(signature?.slice(0, -1) ?? new Uint8Array()),
        hex.encode(preimage),
        hex.encode(keys.p2wpkh.publicKey),
      ),
    ).toBe(true);
    const tapKeySig = tx.getInput(1).tapKeySig ?? new Uint8Array();
    const taprootPreimage = tx.preimageWitnessV1(
      1,
      [keys.p2wpkh.script, keys.p2tr.script, stranger.script],
      SigHash.DEFAULT,
      [50_000n, 30_000n, 10_000n],
    );
    expect(verifySchnorr(tapKeySig, taprootPreimage, keys.p2tr.outputKey)).toBe(true);
    tx.finalizeIdx(0);
    tx.finalizeIdx(1);
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(2);
    expect(tx.getInput(2).finalScriptWitness).toBeUndefined();
  });

  it('refuses, in words, an input that is not the account’s, one past the end, or a non-PSBT', () => {
    expect(signPsbtRefusal({ hex: psbt(), signAtIndex: [0, 1] }, wallet1)).toBeUndefined();
    expect(signPsbtRefusal({ hex: psbt(), signAtIndex: 2 }, wallet1)).toMatch(
      /^Input 2 is not paid to wallet_1's addresses/,
    );
    expect(signPsbtRefusal({ hex: psbt() }, wallet1)).toMatch(/^Input 2 /);
    expect(signPsbtRefusal({ hex: psbt(), signAtIndex: [7] }, wallet1)).toBe(
      'The PSBT has 3 inputs; there is no input 7',
    );
    expect(signPsbtRefusal({ hex: psbt(), signAtIndex: [0] }, deployer)).toMatch(/^Input 0 /);
    expect(signPsbtRefusal({ hex: '70736274ff00' }, wallet1)).toMatch(
      /^This is not a PSBT the devnet wallet can read/,
    );
  });
});

// The taproot output key the address commits to is the BIP-86 tweak of the internal key.
it('the p2tr address pays the tweaked key', () => {
  const keys = devnetBitcoinKeys(wallet1);
  expect(keys.p2tr.address).toBe(p2tr(keys.p2tr.internalKey, undefined, REGTEST).address);
});
