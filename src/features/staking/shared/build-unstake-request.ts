// Loaded when Unstake is confirmed: the builder pulls @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import { buildUnstake } from '@/stacks/staking/build-unstake';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { entryOf } from './payout-calldata';

/** The whole position → pox-5 `unstake` (or the wrapper's `undelegate`). */
export function buildUnstakeRequest(input: {
  pox: Pox5State;
  manager: string;
  network: NetworkKind;
}) {
  return buildUnstake({
    pox: input.pox,
    current: { manager: input.manager, entry: entryOf(input.manager, input.network) },
  });
}
