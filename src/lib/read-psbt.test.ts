import { base64, hex } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils';
import { MAX_PSBT_TEXT_LENGTH, PSBT_MESSAGES, readPsbt } from './read-psbt';

// How text becomes a PSBT or words. The mock wallet's fixture is checked where it is built
// (mocks/fixtures/bitcoin-psbt.test.ts); these PSBTs are built here with @scure/btc-signer.
const KEY = new Uint8Array(32).fill(7);
const PAYER = p2wpkh(pubECDSA(KEY));
const RECIPIENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

function build({ outputSats = 9_000n, withUtxo = true, sign = false } = {}): string {
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: PAYER.script, amount: 10_000n },
  });
  if (!withUtxo) tx.addInput({ txid: new Uint8Array(32).fill(2), index: 3 });
  tx.addOutputAddress(RECIPIENT, outputSats);
  // OP_RETURN 0x0102: data, no address.
  tx.addOutput({ script: Uint8Array.of(0x6a, 2, 1, 2), amount: 0n });
  if (sign) tx.signIdx(KEY, 0);
  return hex.encode(tx.toPSBT());
}
const FIXTURE_PSBT_HEX = build();
const FIXTURE_SIGNED_PSBT_HEX = build({ sign: true });

describe('readPsbt: hex or base64, detected', () => {
  it('reads hex, 0x-prefixed hex, upper case and base64 into the same PSBT', () => {
    const base64Text = base64.encode(hex.decode(FIXTURE_PSBT_HEX));
    expect(base64Text.startsWith('cHNidP8')).toBe(true);
    const readings = [
      FIXTURE_PSBT_HEX,
      `0x${FIXTURE_PSBT_HEX}`,
      FIXTURE_PSBT_HEX.toUpperCase(),
      `  ${FIXTURE_PSBT_HEX.slice(0, 40)}\n${FIXTURE_PSBT_HEX.slice(40)}  `,
      base64Text,
    ].map((text) => readPsbt(text, 'mainnet'));
    for (const reading of readings) {
      expect(reading.ok).toBe(true);
      if (reading.ok) {
        expect(reading.psbt.hex).toBe(FIXTURE_PSBT_HEX);
        expect(reading.psbt.base64).toBe(base64Text);
      }
    }
  });

  it('gives each input and output, and the fee', () => {
    const reading = readPsbt(FIXTURE_SIGNED_PSBT_HEX, 'mainnet');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.psbt.inputs).toEqual([
      {
        index: 0,
        txid: '01'.repeat(32),
        vout: 0,
        amount: 10_000n,
        address: PAYER.address,
        signed: true,
      },
    ]);
    expect(reading.psbt.outputs).toEqual([
      {
        index: 0,
        address: RECIPIENT,
        script: expect.stringMatching(/^Script 0014/) as unknown,
        amount: 9_000n,
      },
      { index: 1, address: undefined, script: 'OP_RETURN data (unspendable)', amount: 0n },
    ]);
    expect(reading.psbt.fee).toBe(1_000n);
  });

  it('leaves the fee unknown when an input’s amount is not in the PSBT', () => {
    const reading = readPsbt(build({ withUtxo: false }), 'mainnet');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.psbt.inputs[1]).toMatchObject({
      vout: 3,
      amount: undefined,
      address: undefined,
      signed: false,
    });
    expect(reading.psbt.fee).toBeUndefined();
  });

  it('writes addresses for the selected network’s Bitcoin chain', () => {
    const testnet = readPsbt(FIXTURE_PSBT_HEX, 'testnet');
    const devnet = readPsbt(FIXTURE_PSBT_HEX, 'devnet');
    expect(testnet.ok && testnet.psbt.inputs[0]?.address?.startsWith('tb1q')).toBe(true);
    expect(devnet.ok && devnet.psbt.outputs[0]?.address?.startsWith('bcrt1q')).toBe(true);
  });

  it('shows the spent outpoints as explorers do (txid byte-reversed)', () => {
    const reading = readPsbt(FIXTURE_SIGNED_PSBT_HEX, 'mainnet');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const [first] = reading.psbt.inputs;
    expect(first?.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(FIXTURE_PSBT_HEX).toContain(hex.encode(hex.decode(first?.txid ?? '').reverse()));
    expect(first?.vout).toBe(0);
  });
});

describe('readPsbt: refusals in words', () => {
  it.each([
    ['', PSBT_MESSAGES.empty],
    ['   ', PSBT_MESSAGES.empty],
    ['hello, world', PSBT_MESSAGES.notEncoded],
    ['abc', PSBT_MESSAGES.notEncoded],
    // Base64's alphabet and length, but bits left over after the last byte: not canonical, and
    // the decoder threw (found by the fuzz test below).
    ['//B=', PSBT_MESSAGES.notEncoded],
    ['deadbeef', PSBT_MESSAGES.notPsbt],
    ['aGVsbG8gd29ybGQ=', PSBT_MESSAGES.notPsbt],
    ['0'.repeat(MAX_PSBT_TEXT_LENGTH + 2), PSBT_MESSAGES.tooLong],
  ])('%j', (text, message) => {
    expect(readPsbt(text, 'mainnet')).toEqual({ ok: false, message });
  });

  it('a truncated PSBT is damaged, with the reason', () => {
    const reading = readPsbt(FIXTURE_PSBT_HEX.slice(0, 120), 'mainnet');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(/^This PSBT is damaged or incomplete/);
  });

  it('refuses outputs worth more than the inputs', () => {
    expect(readPsbt(build({ outputSats: 10_001n }), 'mainnet')).toEqual({
      ok: false,
      message: PSBT_MESSAGES.negativeFee,
    });
  });
});

describe('readPsbt never throws (fuzz)', () => {
  const neverThrows = (text: string) => {
    const reading = readPsbt(text, 'mainnet');
    if (!reading.ok) expect(reading.message.length).toBeGreaterThan(0);
  };

  it('on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), neverThrows));
  });

  it('on any bytes after the PSBT marker, in hex and base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        const bytes = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff, ...tail);
        neverThrows(hex.encode(bytes));
        neverThrows(base64.encode(bytes));
      }),
    );
  });

  it('on the fixture with one byte changed or cut short', () => {
    const bytes = hex.decode(FIXTURE_SIGNED_PSBT_HEX);
    fc.assert(
      fc.property(
        fc.nat(bytes.length - 1),
        fc.integer({ min: 0, max: 255 }),
        fc.boolean(),
        (at, value, cut) => {
          const changed = Uint8Array.from(bytes);
          changed[at] = value;
          neverThrows(hex.encode(cut ? bytes.slice(0, at) : changed));
        },
      ),
      { numRuns: 300 },
    );
  });
});
