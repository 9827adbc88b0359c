import { describe, expect, it } from 'vitest';
import { toPoxState } from './pox-state';
import {
  areChangesClosed,
  assertChangesOpen,
  blocksUntilChangesReopen,
  StakingClosedError,
  type Pox5State,
} from './staking-window';

// Cycles of 1,050 blocks with a 50-block prepare phase: cycle 5 runs 5,250–6,299 and its prepare
// phase starts at 6,250.
function at(height: number): Pox5State {
  const pox = toPoxState({
    contract_id: 'ST000000000000000000002AMW42H.pox-5',
    first_burnchain_block_height: 0,
    current_burnchain_block_height: height,
    reward_cycle_length: 1050,
    prepare_phase_block_length: 50,
  });
  if (pox.kind !== 'pox-5') throw new Error('pox-5 expected');
  return pox;
}

describe('the staking window', () => {
  it('is open until two blocks before the prepare phase', () => {
    expect(areChangesClosed(at(5_300))).toBe(false);
    expect(areChangesClosed(at(6_248))).toBe(false);
    expect(() => assertChangesOpen(at(6_248))).not.toThrow();
  });

  it('closes one block before the prepare phase: a call built then is mined inside it (u47/u28)', () => {
    const edge = at(6_249);
    expect(edge.inPreparePhase).toBe(false);
    expect(areChangesClosed(edge)).toBe(true);
    expect(blocksUntilChangesReopen(edge)).toBe(51);
    expect(() => assertChangesOpen(edge)).toThrow(StakingClosedError);
    expect(() => assertChangesOpen(edge)).toThrow(/reopen in 51 Bitcoin blocks/);
  });

  it('stays closed through the prepare phase and reopens with the next cycle', () => {
    expect(areChangesClosed(at(6_250))).toBe(true);
    expect(blocksUntilChangesReopen(at(6_299))).toBe(1);
    expect(areChangesClosed(at(6_300))).toBe(false);
  });
});
