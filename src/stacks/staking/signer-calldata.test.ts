import { Cl, serializeCV } from '@stacks/transactions';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  btcPayoutCalldata,
  decodeSignerCalldata,
  encodeSignerCalldata,
  signerCalldataCV,
} from './signer-calldata';
import { DEFAULT_BTC_MAX_FEE_SATS } from './staking-limits';

// BIP-173's p2wpkh example: hash 751e76e8…, PoX version 0x04.
const HASH = '751e76e8199196d454941c45d1b3a323f1433bd6';

describe('signer calldata {pox-addr, max-fee}', () => {
  it('encodes to the consensus bytes of the tuple (what to-consensus-buff? gives) and back', () => {
    const check = btcPayoutCalldata('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet');
    if (!check.valid) throw new Error(check.message);
    expect(check.calldata.maxFeeSats).toBe(DEFAULT_BTC_MAX_FEE_SATS);
    const bytes = encodeSignerCalldata(check.calldata);
    expect(hex.encode(bytes)).toBe(
      serializeCV(
        Cl.tuple({
          'max-fee': Cl.uint(3_000),
          'pox-addr': Cl.tuple({
            hashbytes: Cl.bufferFromHex(HASH),
            version: Cl.bufferFromHex('04'),
          }),
        }),
      ),
    );
    expect(decodeSignerCalldata(bytes)).toEqual(check.calldata);
    expect(decodeSignerCalldata(`0x${hex.encode(bytes)}`)).toEqual(check.calldata);
    expect(signerCalldataCV(check.calldata)).toEqual(Cl.some(Cl.buffer(bytes)));
    expect(signerCalldataCV(undefined)).toEqual(Cl.none());
  });

  it('a taproot address keeps its 32 hash bytes (version 0x06)', () => {
    const check = btcPayoutCalldata(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      'mainnet',
      1_000n,
    );
    if (!check.valid) throw new Error(check.message);
    expect(check.calldata.poxAddress.version).toBe(6);
    expect(decodeSignerCalldata(encodeSignerCalldata(check.calldata))).toEqual(check.calldata);
  });

  it('checks the address against the network’s Bitcoin chain', () => {
    expect(btcPayoutCalldata('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'devnet')).toEqual({
      valid: false,
      message: 'This is a mainnet Bitcoin address; the selected network is devnet.',
    });
    expect(btcPayoutCalldata('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'devnet').valid).toBe(
      true,
    );
    expect(btcPayoutCalldata('', 'mainnet')).toEqual({
      valid: false,
      message: 'Enter a Bitcoin address.',
    });
  });

  it('decodes anything else to undefined, never a crash', () => {
    expect(decodeSignerCalldata('zz')).toBeUndefined();
    expect(decodeSignerCalldata(hex.decode(serializeCV(Cl.uint(1))))).toBeUndefined();
    expect(
      decodeSignerCalldata(hex.decode(serializeCV(Cl.tuple({ 'max-fee': Cl.uint(1) })))),
    ).toBeUndefined();
    const badVersion = Cl.tuple({
      'max-fee': Cl.uint(1),
      'pox-addr': Cl.tuple({
        hashbytes: Cl.bufferFromHex(HASH),
        version: Cl.bufferFromHex('0400'),
      }),
    });
    expect(decodeSignerCalldata(hex.decode(serializeCV(badVersion)))).toBeUndefined();
  });

  it('refuses a negative fee cap', () => {
    expect(() =>
      encodeSignerCalldata({
        poxAddress: { version: 4, hashbytes: hex.decode(HASH) },
        maxFeeSats: -1n,
      }),
    ).toThrow(RangeError);
  });
});

describe('signer calldata per manager form', () => {
  const check = btcPayoutCalldata('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 2_000n);
  if (!check.valid) throw new Error(check.message);
  const calldata = check.calldata;
  const poxAddr = Cl.tuple({ hashbytes: Cl.bufferFromHex(HASH), version: Cl.bufferFromHex('04') });

  it('max500: {pox-addr, max-fee, min-claim}; no min-claim given is max-fee + 547', () => {
    expect(hex.encode(encodeSignerCalldata(calldata, 'max500'))).toBe(
      serializeCV(
        Cl.tuple({ 'max-fee': Cl.uint(2_000), 'min-claim': Cl.uint(2_547), 'pox-addr': poxAddr }),
      ),
    );
    const floor = { ...calldata, minClaimSats: 10_000n };
    const bytes = encodeSignerCalldata(floor, 'max500');
    expect(decodeSignerCalldata(bytes)).toEqual(floor);
    // max500 refuses a floor not above max-fee + 546 (u1014): never built
    expect(() => encodeSignerCalldata({ ...calldata, minClaimSats: 2_546n }, 'max500')).toThrow(
      RangeError,
    );
  });

  it('PlanBetter: {pox-addr} alone, whatever fee cap the payout carries', () => {
    expect(hex.encode(encodeSignerCalldata(calldata, 'pox-addr'))).toBe(
      serializeCV(Cl.tuple({ 'pox-addr': poxAddr })),
    );
    expect(signerCalldataCV(calldata, 'pox-addr')).toEqual(
      Cl.some(Cl.buffer(encodeSignerCalldata(calldata, 'pox-addr'))),
    );
  });
});
