import { describe, expect, it } from 'vitest';
import { effectivePayout, updatePayoutKind } from './payout-choice';

describe('effectivePayout', () => {
  it('keeps the choice where the manager pays both, else says what it pays', () => {
    expect(effectivePayout('btc', 'sbtc-or-btc')).toBe('btc');
    expect(effectivePayout('sbtc', 'sbtc-or-btc')).toBe('sbtc');
    expect(effectivePayout('sbtc', 'btc')).toBe('btc');
    expect(effectivePayout('btc', 'sbtc')).toBe('sbtc');
  });
});

describe('updatePayoutKind', () => {
  it('re-sends the stored payout only while the manager keeps it', () => {
    expect(updatePayoutKind('stored', { keepsStored: true, payouts: 'sbtc' })).toBe('stored');
    expect(updatePayoutKind('stored', { keepsStored: false, payouts: 'sbtc-or-btc' })).toBe('btc');
    expect(updatePayoutKind('stored', { keepsStored: false, payouts: 'sbtc' })).toBe('sbtc');
  });

  it('otherwise follows the Stake form’s rule', () => {
    expect(updatePayoutKind('sbtc', { keepsStored: true, payouts: 'sbtc-or-btc' })).toBe('sbtc');
    expect(updatePayoutKind('sbtc', { keepsStored: false, payouts: 'btc' })).toBe('btc');
  });
});
