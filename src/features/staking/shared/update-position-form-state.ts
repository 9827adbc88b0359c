import { formatMicroStx } from '@/lib/micro-stx';
import type { NetworkKind } from '@/config/networks';
import { parseContractId } from '@/stacks/contract-id';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { findPoolByManager, stakingPools } from '@/stacks/staking/staking-pools';
import { suggestedMinClaimSats } from './read-btc-payout';
import { describeStakeMinimum, type StakeMinimum } from './stake-minimum';
import { DEFAULT_BTC_MAX_FEE_SATS } from '@/stacks/staking/staking-limits';
import type { UpdateValues } from './validate-update';

/** The Update form as it opens: nothing added, the same manager, the payout it keeps. */
export function initialUpdateValues(manager: string, hasStoredPayout: boolean): UpdateValues {
  return {
    increase: '',
    extend: '',
    manager,
    payout: hasStoredPayout ? 'stored' : 'sbtc',
    btcAddress: '',
    maxFee: DEFAULT_BTC_MAX_FEE_SATS.toString(),
    minClaim: suggestedMinClaimSats(DEFAULT_BTC_MAX_FEE_SATS).toString(),
  };
}

/** The form's values after the person typed or chose something. */
export function editUpdateValues(values: UpdateValues, patch: Partial<UpdateValues>): UpdateValues {
  return { ...values, ...patch };
}

/**
 * The managers an update may name. The position's manager is always one, to stay with: a pool's
 * other manager (Fast Pool's fastpool-1) is named by its pool and contract, as it is not the
 * pool's manager for new stakes. Stacking DAO's wrapper changes its own position only
 * (delegate-update): no manager switch through it.
 */
export function updateManagerOptions(
  position: HeldPosition,
  network: NetworkKind,
): { value: string; label: string }[] {
  const currentPool = findPoolByManager(position.manager, network);
  const throughWrapper = currentPool?.entry.kind === 'native-pool';
  return [
    ...(currentPool?.manager === position.manager
      ? []
      : [
          {
            value: position.manager,
            label: currentPool
              ? `${currentPool.name}, ${parseContractId(position.manager)?.[1] ?? position.manager} (now)`
              : `${position.manager} (now)`,
          },
        ]),
    ...stakingPools(network)
      .filter(
        (pool) =>
          pool.entry.kind === 'pox-5' || (throughWrapper && pool.manager === position.manager),
      )
      .filter((pool) => !throughWrapper || pool.manager === position.manager)
      .map((pool) => ({
        value: pool.manager,
        label: pool.manager === position.manager ? `${pool.name} (now)` : pool.name,
      })),
  ];
}

/** The "Add (STX)" hint: the amount now, the unlocked balance, and a minimum it is below. */
export function increaseHint(
  amountMicroStx: bigint,
  availableMicroStx: bigint | undefined,
  minimum: StakeMinimum | undefined,
): string {
  const unlocked =
    availableMicroStx === undefined ? '' : `; unlocked ${formatMicroStx(availableMicroStx)}`;
  const below =
    minimum && amountMicroStx < minimum.microStx ? `. ${describeStakeMinimum(minimum)}` : '';
  return `Now ${formatMicroStx(amountMicroStx)}${unlocked}${below}`;
}
