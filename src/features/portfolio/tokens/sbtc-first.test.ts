import { describe, expect, it } from 'vitest';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { sbtcFirst } from './sbtc-first';

const token = (contract: string) => ({ contract: contract as `${string}.${string}` });
const A = token('SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token');
const B = token('SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.usda-token');
const MAINNET_SBTC = sbtcContracts('mainnet').token;
const TESTNET_SBTC = sbtcContracts('testnet').token;
const SBTC = token(MAINNET_SBTC);
const TESTNET = token(TESTNET_SBTC);

describe('sBTC first', () => {
  it('puts sBTC first and keeps the others in the API’s order', () => {
    expect(sbtcFirst([A, B, SBTC], MAINNET_SBTC)).toEqual([SBTC, A, B]);
    expect(sbtcFirst([B, A], MAINNET_SBTC)).toEqual([B, A]);
    expect(sbtcFirst([], MAINNET_SBTC)).toEqual([]);
  });

  it('puts the sBTC of the network shown first, not another network’s', () => {
    expect(sbtcFirst([A, SBTC, TESTNET], TESTNET_SBTC)).toEqual([TESTNET, A, SBTC]);
    expect(sbtcFirst([A, TESTNET, SBTC], MAINNET_SBTC)).toEqual([SBTC, A, TESTNET]);
  });

  it('does not reorder the list it is given', () => {
    const list = [A, SBTC];
    sbtcFirst(list, MAINNET_SBTC);
    expect(list).toEqual([A, SBTC]);
  });
});
