import {
  isContractCallRequest,
  isContractDeployRequest,
  type WalletRequest,
} from './wallet-request';

/** What a failure describer is given: the request that was sent and the contract's answer. */
export interface ContractRefusal {
  request: WalletRequest;
  /** The Clarity result as the Stacks API prints it, e.g. `(err u3)`. */
  resultRepr: string | undefined;
  /** The VM's words for the failure (`vm_error`), when the API gives them. */
  vmError?: string | undefined;
}

/**
 * Turns a contract's refusal into words, or returns undefined to leave it to the flow's default.
 * Staking passes one that knows pox-5's and the signer-managers' codes.
 */
export type DescribeContractRefusal = (refusal: ContractRefusal) => string | undefined;

const ERR_UINT = /^\(err u(\d+)\)$/;

/** The default: which contract refused and its code, so an unknown code is still reportable. */
export function describeContractRefusal({
  request,
  resultRepr,
  vmError,
}: ContractRefusal): string | undefined {
  // A deploy has no `(err …)` of its own: the VM's analysis or runtime error is the reason.
  if (isContractDeployRequest(request)) {
    const what = `The chain did not deploy ${request.contractName}`;
    return vmError ? `${what}: ${vmError}` : `${what}; its code failed when it ran.`;
  }
  if (!isContractCallRequest(request) || resultRepr === undefined) return undefined;
  const code = ERR_UINT.exec(resultRepr)?.[1];
  if (code === undefined) return undefined;
  return `${request.contract} refused it with error code ${code}.`;
}
