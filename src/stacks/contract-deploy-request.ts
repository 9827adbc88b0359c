/** A contract deploy, ready for the wallet's `stx_deployContract` (docs/wallet-protocol.md#methods,
 * SIP-030). */
export interface ContractDeployRequest {
  /** The contract's name; its id will be `<sender>.<contractName>`. */
  contractName: string;
  clarityCode: string;
  /** Clarity version (1 and up); the wallet picks its default when absent. */
  clarityVersion?: number;
}
