// Loaded when an update is confirmed: the builder pulls @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import { buildStakeUpdate } from '@/stacks/staking/build-stake-update';
import type { SignerCalldata } from '@/stacks/staking/signer-calldata';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { entryOf, payoutCalldata, type CheckedPayout } from './payout-calldata';
import type { HeldPosition } from './position-view';

/** The Update form's checked figures → pox-5 `stake-update` (or the wrapper's `delegate-update`). */
export function buildUpdateRequest(input: {
  pox: Pox5State;
  position: HeldPosition;
  manager: string;
  increaseMicroStx: bigint;
  extendCycles: number;
  payout: CheckedPayout;
  storedPayout: SignerCalldata | undefined;
  network: NetworkKind;
}) {
  const nextPool = findPoolByManager(input.manager, input.network);
  return buildStakeUpdate({
    pox: input.pox,
    current: {
      manager: input.position.manager,
      entry: entryOf(input.position.manager, input.network),
      amountMicroStx: input.position.amountMicroStx,
      unlockCycle: input.position.unlockCycle,
    },
    target: {
      manager: input.manager,
      entry: nextPool?.entry ?? { kind: 'pox-5' },
      payout: nextPool?.payout,
    },
    cyclesToExtend: input.extendCycles,
    amountIncrease: input.increaseMicroStx,
    payout: payoutCalldata(input.payout, input.network, input.storedPayout),
  });
}
