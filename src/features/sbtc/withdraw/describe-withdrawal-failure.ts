import { describeWithdrawalError } from '@/stacks/sbtc/withdrawal-errors';
import type { DescribeContractRefusal } from '@/transaction-flow/describe-transaction-failure';
import { isContractCallRequest } from '@/transaction-flow/wallet-request';

/** The transaction flow's failure words for a withdrawal request: the withdrawal contract's
 * codes in words (stacks/sbtc/withdrawal-errors.ts); anything else is the flow's default. */
export const describeWithdrawalFailure: DescribeContractRefusal = ({ request, resultRepr }) =>
  isContractCallRequest(request) ? describeWithdrawalError(resultRepr) : undefined;
