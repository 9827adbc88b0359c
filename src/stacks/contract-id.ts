import { CONTRACT_ID_SHAPE } from '@/wallet/stacks-limits';

// A contract id is `address.contract-name`. Its one pattern is CONTRACT_ID_SHAPE (beside the
// wallet's principal checks, which the wallet layer needs and cannot import from here); these are
// the helpers that take one apart and put one together. Pure: no @stacks/transactions.

type ContractIdParts = [address: string, name: string];

/** `address.contract-name` → its two parts, or undefined when it is not one (typed input). The
 * address's checksum is not checked here: checkContractPrincipal does that. */
export function parseContractId(contractId: string): ContractIdParts | undefined {
  const match = CONTRACT_ID_SHAPE.exec(contractId);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
}

/** Like parseContractId, for the app's own contract ids: anything else throws (a mistake in the
 * app, never something to send). */
export function splitContractId(contractId: string): ContractIdParts {
  const parts = parseContractId(contractId);
  if (!parts) throw new TypeError(`Not a contract id: ${contractId}`);
  return parts;
}

/** The deployer's address of a contract id (the `tx-sender` of its read-only calls). */
export function contractDeployer(contractId: string): string {
  return splitContractId(contractId)[0];
}
