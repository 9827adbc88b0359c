import type { ContractCallRequest } from '@/stacks/contract-call-request';
import type { StxTransferRequest } from '@/stacks/stx-transfer-request';

/** What the transaction flow asks a wallet to sign and broadcast. */
export type WalletRequest = ContractCallRequest | StxTransferRequest;

export function isContractCallRequest(request: WalletRequest): request is ContractCallRequest {
  return 'contract' in request;
}
