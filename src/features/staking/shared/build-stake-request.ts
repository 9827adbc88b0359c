// Loaded when a stake is confirmed: the builder pulls @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import { buildStake } from '@/stacks/staking/build-stake';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { payoutCalldata, type CheckedPayout } from './payout-calldata';
import type { StakeTarget } from './stake-target';

/** The Stake form's checked figures → pox-5 `stake` (or the wrapper's `delegate`). */
export function buildStakeRequest(input: {
  target: StakeTarget;
  amountMicroStx: bigint;
  cycles: number;
  pox: Pox5State;
  payout: CheckedPayout;
  network: NetworkKind;
}) {
  return buildStake({
    pox: input.pox,
    target: {
      manager: input.target.manager,
      entry: input.target.pool?.entry ?? { kind: 'pox-5' },
      payout: input.target.pool?.payout,
      ...(input.target.pool ? { calldata: input.target.pool.calldata } : {}),
    },
    amountMicroStx: input.amountMicroStx,
    cycles: input.cycles,
    payout: payoutCalldata(input.payout, input.network, undefined),
  });
}
