// The staking pages' calls, built by src/stacks/staking's builders from what the forms checked.
// Loaded when a step is confirmed: the builders pull @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import { buildStake } from '@/stacks/staking/build-stake';
import { btcPayoutCalldata, type SignerCalldata } from '@/stacks/staking/signer-calldata';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { StakeTarget } from './stake-target';

type Payout = { kind: 'sbtc' } | { kind: 'btc'; address: string; maxFeeSats: bigint };

/** A checked payout → the calldata the manager stores (none for sBTC). */
export function payoutCalldata(payout: Payout, network: NetworkKind): SignerCalldata | undefined {
  if (payout.kind === 'sbtc') return undefined;
  const check = btcPayoutCalldata(payout.address, network, payout.maxFeeSats);
  if (!check.valid) throw new Error(check.message);
  return check.calldata;
}

export function buildStakeRequest(input: {
  target: StakeTarget;
  amountMicroStx: bigint;
  cycles: number;
  pox: Pox5State;
  payout: Payout;
  network: NetworkKind;
}) {
  return buildStake({
    pox: input.pox,
    target: {
      manager: input.target.manager,
      entry: input.target.pool?.entry ?? { kind: 'pox-5' },
      payout: input.target.pool?.payout,
    },
    amountMicroStx: input.amountMicroStx,
    cycles: input.cycles,
    payout: payoutCalldata(input.payout, input.network),
  });
}
