import { describeStakingError } from '@/stacks/staking/staking-errors';
import type { DescribeContractRefusal } from '@/transaction-flow/describe-transaction-failure';
import { isContractCallRequest } from '@/transaction-flow/wallet-request';

/** The transaction flow's failure words for a staking call: pox-5's and the managers' codes in
 * words, and an unknown code with the contract that refused it. `manager` names the
 * signer-manager a `stake` or `stake-update` went to, since pox-5 passes its errors on. */
export function stakingFailureDescriber(manager?: string): DescribeContractRefusal {
  return ({ request, resultRepr }) =>
    isContractCallRequest(request)
      ? describeStakingError(resultRepr, { contract: request.contract, manager })
      : undefined;
}
