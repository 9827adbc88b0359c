import { describe, expect, it } from 'vitest';
import { SBTC_TOKEN_CONTRACT } from '@/stacks/staking/sbtc-token';
import { sbtcFirst } from './sbtc-first';

const token = (contract: string) => ({ contract: contract as `${string}.${string}` });
const A = token('SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token');
const B = token('SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.usda-token');
const SBTC = token(SBTC_TOKEN_CONTRACT);

describe('sBTC first', () => {
  it('puts sBTC first and keeps the others in the API’s order', () => {
    expect(sbtcFirst([A, B, SBTC])).toEqual([SBTC, A, B]);
    expect(sbtcFirst([B, A])).toEqual([B, A]);
    expect(sbtcFirst([])).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    const list = [A, SBTC];
    sbtcFirst(list);
    expect(list).toEqual([A, SBTC]);
  });
});
