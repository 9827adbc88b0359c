import { describe, expect, it } from 'vitest';
import {
  chosenToken,
  tokenLabel,
  tokenTransferLabel,
  unitOf,
  type HeldToken,
} from './send-token-form-state';

const CONTRACT = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.usd-token';
const READ: HeldToken = {
  asset: `${CONTRACT}::usd`,
  contract: CONTRACT,
  tokenName: 'usd',
  balance: 1_234_500n,
  metadata: { name: 'US Dollar', symbol: 'USD', decimals: 4 },
  metadataError: null,
};
const READING: HeldToken = {
  ...READ,
  asset: `${CONTRACT}::other`,
  tokenName: 'other',
  metadata: undefined,
};
const UNREADABLE: HeldToken = { ...READING, metadataError: new Error('no get-decimals') };

describe('chosenToken', () => {
  it('is the first token whose decimals are known until the person picks one', () => {
    expect(chosenToken([READING, READ], undefined)).toBe(READ);
    expect(chosenToken([READING, READ], READING.asset)).toBe(READING);
    expect(chosenToken([READING], undefined)).toBeUndefined();
  });
});

describe('tokenLabel', () => {
  it('shows the balance once the decimals are read, else why not', () => {
    expect(tokenLabel(READ)).toBe(`USD — 123.45 USD (${CONTRACT})`);
    expect(tokenLabel(READING)).toBe(`${CONTRACT}::other (reading…)`);
    expect(tokenLabel(UNREADABLE)).toBe(`${CONTRACT}::other (unreadable)`);
  });
});

describe('tokenTransferLabel', () => {
  const unit = unitOf(READ);

  it('names the amount typed, if it reads, until a request exists', () => {
    const idle = { state: { phase: 'idle' } as const, tokens: [READ], unit };
    expect(tokenTransferLabel({ ...idle, amount: '2.5' })).toBe('Transfer of 2.5 USD');
    expect(tokenTransferLabel({ ...idle, amount: 'two' })).toBe('Token transfer');
    expect(tokenTransferLabel({ ...idle, amount: '2.5', unit: undefined })).toBe('Token transfer');
  });

  it('then names the amount sent, whatever is typed since', () => {
    const request = { asset: READ.asset, recipient: 'ST2', amount: '10000', postConditions: [] };
    const state = { phase: 'proposed', proposalId: undefined, request } as const;
    expect(tokenTransferLabel({ state, tokens: [READ], amount: '', unit })).toBe(
      'Transfer of 1 USD',
    );
  });
});
