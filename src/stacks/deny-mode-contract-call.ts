// A contract call that may move only what its post-conditions name. Only lazily loaded code may
// import this module: it pulls `@stacks/transactions` (through the contract principal).
import type { ClarityValue, PostCondition } from '@stacks/transactions';
import type { ContractCallRequest } from './contract-call-request';
import { splitContractId } from './contract-id';

/**
 * A call Satchel builds itself (staking, sBTC): always deny, so the type refuses anything else.
 * Allow mode would let the call move what no post-condition names, and in Epoch 4.0 it enforces
 * neither the Staking nor the Pox post-condition a stake relies on (docs/architecture.md,
 * "Staking (PoX-5)"). Only the Call a contract tool may send allow (ContractCallRequest).
 */
export interface DenyModeContractCallRequest extends ContractCallRequest {
  postConditionMode: 'deny';
}

export function denyModeContractCall(
  contract: string,
  functionName: string,
  functionArgs: ClarityValue[],
  postConditions: PostCondition[],
): DenyModeContractCallRequest {
  splitContractId(contract);
  return { contract, functionName, functionArgs, postConditions, postConditionMode: 'deny' };
}
