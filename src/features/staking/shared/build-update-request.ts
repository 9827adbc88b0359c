// Loaded when an update is confirmed: the builder pulls @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import { buildStakeUpdate } from '@/stacks/staking/build-stake-update';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { entryOf, payoutCalldata, type CheckedPayout } from './payout-calldata';
import type { HeldPosition } from '@/stacks/staking/position-view';

/** The Update form's checked figures → pox-5 `stake-update` (or the wrapper's `delegate-update`). */
export function buildUpdateRequest(input: {
  pox: Pox5State;
  position: HeldPosition;
  manager: string;
  increaseMicroStx: bigint;
  extendCycles: number;
  payout: CheckedPayout;
  storedPayout: StoredPayout;
  network: NetworkKind;
}) {
  const nextPool = findPoolByManager(input.manager, input.network);
  // Not knowing what the manager keeps, an update would send `none` and delete it
  // (docs/staking-pox-5.md#signer-managers).
  if (
    input.storedPayout.kind === 'unknown' &&
    entryOf(input.position.manager, input.network).kind !== 'native-pool'
  )
    throw new Error(
      `the payout your signer-manager keeps for you could not be read (${input.storedPayout.reason}), and an update sent without it would make the manager forget it.`,
    );
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
      ...(nextPool ? { calldata: nextPool.calldata } : {}),
    },
    cyclesToExtend: input.extendCycles,
    amountIncrease: input.increaseMicroStx,
    payout: payoutCalldata(
      input.payout,
      input.network,
      input.storedPayout.kind === 'stored' ? input.storedPayout.calldata : undefined,
    ),
  });
}
