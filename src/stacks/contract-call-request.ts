// Types only: importing them keeps @stacks/transactions off the page until a call is built.
import type { ClarityValue, PostCondition } from '@stacks/transactions';

/**
 * A contract call as Satchel builds it, ready for the wallet's `stx_callContract`. Builders
 * (src/stacks/staking/build-*.ts) return it; the transaction flow (src/transaction-flow/) sends it.
 */
export interface ContractCallRequest {
  /** `address.contract-name` */
  contract: string;
  functionName: string;
  functionArgs: ClarityValue[];
  postConditions: PostCondition[];
  /** Always deny: a call may move only what its post-conditions name. The wallet method takes
   * allow or deny (spec §7); no transaction Satchel builds is sent in allow mode (issue 12). */
  postConditionMode: 'deny';
}
