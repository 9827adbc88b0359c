// pox-5 `unstake`, or Stacking DAO's wrapper `undelegate`. Loaded lazily: it pulls
// `@stacks/transactions`.
import { Pc } from '@stacks/transactions';
import {
  contractCallRequest,
  contractPrincipalCV,
  type ContractCallRequest,
} from './contract-call-request';
import type { CurrentStake } from './build-stake-update';
import { assertChangesOpen, type Pox5State } from './staking-window';

/**
 * The whole position ends when the current cycle ends (docs/staking-pox-5.md#staking-model,
 * "Unstake").
 * - pox-5: `unstake (old-signer-manager)`; native pool: wrapper `undelegate ()`.
 * Post-condition (docs/staking-pox-5.md#post-conditions): `willPerformPox` — unstake records a PoX
 * action, which Deny mode must cover or the node fails the transaction.
 */
export function buildUnstake({
  pox,
  current,
}: {
  pox: Pox5State;
  current: Pick<CurrentStake, 'manager' | 'entry'>;
}): ContractCallRequest {
  assertChangesOpen(pox);
  const postConditions = [Pc.origin().willPerformPox()];
  if (current.entry.kind === 'native-pool') {
    return contractCallRequest(current.entry.contract, 'undelegate', [], postConditions);
  }
  return contractCallRequest(
    pox.contractId,
    'unstake',
    [contractPrincipalCV(current.manager)],
    postConditions,
  );
}
