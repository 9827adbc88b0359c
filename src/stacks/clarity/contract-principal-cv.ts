import { Cl, type ClarityValue } from '@stacks/transactions';
import { splitContractId } from '../contract-id';

/** A contract principal as a Clarity value: a trait argument (`<signer-manager-trait>`) or any
 * contract principal. A malformed id throws (an app mistake, never sent). */
export function contractPrincipalCV(contractId: string): ClarityValue {
  const [address, name] = splitContractId(contractId);
  return Cl.contractPrincipal(address, name);
}
