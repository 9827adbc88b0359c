import { describe, expect, it } from 'vitest';
import { toPoxState } from '@/stacks/staking/pox-state';
import type { PositionView } from '@/stacks/staking/position-view';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { statusWords } from './position-summary';

// The status sentence says only what the chain shows: earning only with the manager in this
// cycle's signer set, and nothing at all for a stake unstaked before its first cycle.

const pox = toPoxState({
  contract_id: 'ST000000000000000000002AMW42H.pox-5',
  first_burnchain_block_height: 0,
  current_burnchain_block_height: 5 * 1050 + 100, // cycle 5
  reward_cycle_length: 1050,
  prepare_phase_block_length: 50,
}) as Pox5State;
const position = (overrides: Partial<PositionView>): PositionView => ({
  status: 'staked',
  amountMicroStx: 60_000_000_000n,
  manager: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager',
  firstCycle: 4,
  unlockCycle: 10,
  ...overrides,
});

describe('statusWords', () => {
  it('staked: earning is said only when the manager is in this cycle’s signer set', () => {
    expect(statusWords(position({}), pox, true)).toBe(
      'Your STX are locked until cycle 10 starts. The manager is in cycle 5’s signer set, so your stake earns sBTC this cycle.',
    );
    expect(statusWords(position({}), pox, false)).toBe(
      'Your STX are locked until cycle 10 starts. The manager is not in cycle 5’s signer set (it needs 50,000 STX staked to it), so your stake earns nothing this cycle.',
    );
    expect(statusWords(position({}), pox, undefined)).toBe(
      'Your STX are locked until cycle 10 starts.',
    );
  });

  it('unstaked before the first cycle: never earns, locked until that cycle starts', () => {
    // pox-5 `unstake` before the first cycle leaves first = unlock = current + 1.
    expect(
      statusWords(position({ status: 'unstaking', firstCycle: 6, unlockCycle: 6 }), pox, undefined),
    ).toBe(
      'You unstaked before your first cycle began, so this stake earns nothing; your STX stay locked until cycle 6 starts.',
    );
  });

  it('in its last locked cycle: the unlock, and earning only as the signer set says', () => {
    expect(statusWords(position({ status: 'unstaking', unlockCycle: 6 }), pox, true)).toBe(
      'Cycle 5 is your stake’s last locked cycle: your STX unlock when cycle 6 starts. Update it to stay staked. The manager is in cycle 5’s signer set, so your stake earns sBTC this cycle.',
    );
  });
});
