// pox-5 `unstake`, or Stacking DAO's wrapper `undelegate`. Loaded lazily: it pulls
// `@stacks/transactions`.
import { Pc } from '@stacks/transactions';
import { contractPrincipalCV } from '../clarity/contract-principal-cv';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
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
}): DenyModeContractCallRequest {
  assertChangesOpen(pox);
  const postConditions = [Pc.origin().willPerformPox()];
  if (current.entry.kind === 'native-pool') {
    return denyModeContractCall(current.entry.contract, 'undelegate', [], postConditions);
  }
  return denyModeContractCall(
    pox.contractId,
    'unstake',
    [contractPrincipalCV(current.manager)],
    postConditions,
  );
}
