import { describe, expect, it } from 'vitest';
import { isPox5Contract } from './is-pox-5-contract';

describe('isPox5Contract', () => {
  it('knows the boot contract of mainnet and of testnet / devnet', () => {
    expect(isPox5Contract('SP000000000000000000002Q6VF78.pox-5')).toBe(true);
    expect(isPox5Contract('ST000000000000000000002AMW42H.pox-5')).toBe(true);
  });

  it('rejects a look-alike deployed by someone else and other boot contracts', () => {
    expect(isPox5Contract('SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox-5')).toBe(false);
    expect(isPox5Contract('SP000000000000000000002Q6VF78.pox-4')).toBe(false);
    expect(isPox5Contract('SP000000000000000000002Q6VF78.pox-5x')).toBe(false);
  });
});
