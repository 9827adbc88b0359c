import { describe, expect, it } from 'vitest';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { findPool } from '@/stacks/staking/staking-pools';
import {
  editUpdateValues,
  increaseHint,
  initialUpdateValues,
  updateManagerOptions,
} from './update-position-form-state';

const fastPool = findPool('fast-pool', 'mainnet');
if (!fastPool) throw new Error('fast-pool is listed on mainnet');
/** 1,000 STX with Fast Pool, cycles 4 to 10. */
const amountMicroStx = 1_000_000_000n;
const position: HeldPosition = {
  manager: fastPool.manager,
  amountMicroStx,
  status: 'staked',
  firstCycle: 4,
  unlockCycle: 10,
};

describe('the Update form’s state', () => {
  it('opens with nothing added, the same manager and the payout the manager keeps', () => {
    expect(initialUpdateValues(position.manager, true)).toMatchObject({
      increase: '',
      extend: '',
      manager: position.manager,
      payout: 'stored',
    });
    expect(initialUpdateValues(position.manager, false).payout).toBe('sbtc');
  });

  it('keeps the other values on an edit', () => {
    const values = editUpdateValues(initialUpdateValues(position.manager, false), {
      increase: '5',
    });
    expect(values).toMatchObject({ increase: '5', manager: position.manager });
  });

  it('offers the position’s manager, marked as now, among the pox-5 managers', () => {
    const options = updateManagerOptions(position, 'mainnet');
    expect(options.filter((option) => option.value === position.manager)).toEqual([
      { value: position.manager, label: `${fastPool.name} (now)` },
    ]);
    expect(options.length).toBeGreaterThan(1);
  });

  it('names an unlisted manager by its contract', () => {
    const own = { ...position, manager: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.my-manager' };
    expect(updateManagerOptions(own, 'mainnet')[0]).toEqual({
      value: own.manager,
      label: `${own.manager} (now)`,
    });
  });

  it('hints the amount now, the unlocked STX and a minimum not met', () => {
    expect(increaseHint(1_000_000_000n, undefined, undefined)).toBe('Now 1,000 STX');
    expect(increaseHint(1_000_000_000n, 5_000_000n, undefined)).toBe(
      'Now 1,000 STX; unlocked 5 STX',
    );
    expect(
      increaseHint(1_000_000_000n, undefined, { microStx: 2_000_000_000n, poolName: 'PlanBetter' }),
    ).toMatch(/^Now 1,000 STX\. /);
  });
});
