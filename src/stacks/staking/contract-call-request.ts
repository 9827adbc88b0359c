// A contract call ready for a wallet's `stx_callContract`. Only lazily loaded code may import
// this module: it pulls `@stacks/transactions`.
import { Cl } from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';

export interface ContractCallRequest {
  /** `address.name` */
  contract: string;
  functionName: string;
  functionArgs: ClarityValue[];
  postConditions: PostCondition[];
  /**
   * Always deny. Allow mode enforces neither of Epoch 4.0's Staking and Pox post-conditions, and
   * since 4.0.1 any contract may call `stake`/`unstake` for the user
   * (docs/staking-pox-5.md#post-conditions, security note).
   */
  postConditionMode: 'deny';
}

const CONTRACT_ID = /^([0-9A-Z]{28,41})\.([a-zA-Z][a-zA-Z0-9_-]{0,39})$/;

/** `address.name` → its two parts; anything else throws (a UI mistake, never sent). */
export function splitContractId(contractId: string): [address: string, name: string] {
  const match = CONTRACT_ID.exec(contractId);
  if (!match?.[1] || !match[2]) throw new TypeError(`Not a contract id: ${contractId}`);
  return [match[1], match[2]];
}

/** A trait argument (`<signer-manager-trait>`) or any contract principal. */
export function contractPrincipalCV(contractId: string): ClarityValue {
  const [address, name] = splitContractId(contractId);
  return Cl.contractPrincipal(address, name);
}

export function contractCallRequest(
  contract: string,
  functionName: string,
  functionArgs: ClarityValue[],
  postConditions: PostCondition[],
): ContractCallRequest {
  splitContractId(contract);
  return { contract, functionName, functionArgs, postConditions, postConditionMode: 'deny' };
}
