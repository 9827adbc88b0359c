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
  /** Deny: a call may move only what its post-conditions name. Every call Satchel builds is
   * deny (staking's builders return the literal); only the Call a contract tool sends
   * allow, when the person chose it after a plain warning. */
  postConditionMode: 'deny' | 'allow';
}
