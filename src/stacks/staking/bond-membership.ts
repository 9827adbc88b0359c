import { queryOptions } from '@tanstack/react-query';
import type { ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { readHeight, readOptionalTupleFields, readPrincipal, readUint } from '../call-read-only';
import { callPox5StakerGetter } from './call-pox5-staker-getter';
import { stakerQueryKey } from './staking-query-key';

// pox-5 `get-bond-membership (staker)` → `(optional {bond-index, amount-ustx, signer, is-l1-lock,
// amount-sats})`, `none` once the bond's 12 cycles are over (stackslib/src/chainstate/stacks/boot/
// pox-5.clar at stacks-core 4.0.1, lines 3066–3078). pox-5 holds one position per account: while
// a bond is active, `stake` fails with u19 (`ERR_ALREADY_STAKED`, lines 1027–1036) unless the
// bond ends before the stake's first cycle and the rollover window is open (u48 otherwise).

export interface BondMembership {
  bondIndex: number;
  amountMicroStx: bigint;
  /** The signer-manager the bond is registered with. */
  manager: string;
}

function decodeBondMembership(value: ClarityValue): BondMembership | undefined {
  const field = readOptionalTupleFields(value, 'get-bond-membership');
  if (!field) return undefined;
  return {
    bondIndex: field('bond-index', readHeight),
    amountMicroStx: field('amount-ustx', readUint),
    manager: field('signer', readPrincipal),
  };
}

async function fetchBondMembership(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  args: { pox5: string; staker: string },
  signal?: AbortSignal,
): Promise<BondMembership | null> {
  const value = await callPox5StakerGetter(network, 'get-bond-membership', args, signal);
  // A query may not hold undefined: no bond is null.
  return decodeBondMembership(value) ?? null;
}

export function bondMembershipQueryOptions(
  network: ActiveNetwork,
  args: { pox5: string; staker: string },
) {
  return queryOptions({
    queryKey: [...stakerQueryKey(network, args.staker), 'bond-membership', args.pox5] as const,
    queryFn: ({ signal }) => fetchBondMembership(network, args, signal),
  });
}
