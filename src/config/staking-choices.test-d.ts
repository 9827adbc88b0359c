import { expectTypeOf, test } from 'vitest';
import type { StakingCycles } from './staking-choices';

test('StakingCycles is exactly 1–96', () => {
  expectTypeOf<1>().toExtend<StakingCycles>();
  expectTypeOf<96>().toExtend<StakingCycles>();
  expectTypeOf<0>().not.toExtend<StakingCycles>();
  expectTypeOf<97>().not.toExtend<StakingCycles>();
});
