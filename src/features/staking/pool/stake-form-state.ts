import type { Pox5State } from '@/stacks/staking/staking-window';
import { suggestedMinClaimSats } from '../shared/read-btc-payout';
import { MAX_STAKING_CYCLES } from '@/config/staking-choices';
import { DEFAULT_BTC_MAX_FEE_SATS, DEFAULT_STAKING_CYCLES } from '@/stacks/staking/staking-limits';
import type { StakeTarget } from '../shared/stake-target';
import type { StakeCheck, StakeValues } from './validate-stake';

export type ValidStake = Extract<StakeCheck, { valid: true }>;

/** The Stake form between renders: what is typed, then the review of what will be signed. */
export interface StakeFormState {
  values: StakeValues;
  /** Until the person types an address of their own, the field follows the wallet's (which may
   * arrive after the page, when they connect here). */
  addressEdited: boolean;
  /** The checked stake the review shows; undefined while the form is being filled in. */
  review: ValidStake | undefined;
  /** The cycle state the review was shown with: what the person agreed to. A stake built in
   * another cycle locks different cycles (earning starts at the current cycle + 1). */
  reviewPox: Pox5State;
}

export type StakeFormAction =
  /** The person typed or chose something. */
  | { type: 'edit'; patch: Partial<StakeValues> }
  /** Stake was pressed on a valid form: show the review. */
  | { type: 'review'; stake: ValidStake; pox: Pox5State }
  /** A new cycle began before the stake was built: the review shows the fresh figures. */
  | { type: 'new-cycle'; pox: Pox5State }
  /** Change was pressed: back to the form, values kept. */
  | { type: 'change' };

export function initialStakeFormState(
  payouts: StakeTarget['payouts'],
  pox: Pox5State,
): StakeFormState {
  return {
    values: {
      amount: '',
      cycles: String(DEFAULT_STAKING_CYCLES),
      payout: payouts === 'btc' ? 'btc' : 'sbtc',
      btcAddress: '',
      maxFee: DEFAULT_BTC_MAX_FEE_SATS.toString(),
      minClaim: suggestedMinClaimSats(DEFAULT_BTC_MAX_FEE_SATS).toString(),
    },
    addressEdited: false,
    review: undefined,
    reviewPox: pox,
  };
}

export function stakeFormReducer(state: StakeFormState, action: StakeFormAction): StakeFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, ...action.patch },
        addressEdited: state.addressEdited || action.patch.btcAddress !== undefined,
      };
    case 'review':
      return { ...state, review: action.stake, reviewPox: action.pox };
    case 'new-cycle':
      return { ...state, reviewPox: action.pox };
    case 'change':
      return { ...state, review: undefined };
  }
}

/** The values as the form shows and checks them: the wallet's address until one is typed. */
export function shownStakeValues(state: StakeFormState, walletBtcAddress: string): StakeValues {
  return {
    ...state.values,
    btcAddress: state.addressEdited ? state.values.btcAddress : walletBtcAddress,
  };
}

/** The cycle a stake of the typed duration unlocks at, when the duration is one it can take. */
export function stakeUnlockCycle(typed: string, currentCycle: number): number | undefined {
  const cycles = Number(typed);
  return Number.isInteger(cycles) && cycles >= 1 && cycles <= MAX_STAKING_CYCLES
    ? currentCycle + 1 + cycles
    : undefined;
}
