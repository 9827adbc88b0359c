import type { ContractCallRequest } from '@/stacks/contract-call-request';
import type { ContractDeployRequest } from '@/stacks/contract-deploy-request';
import type { StxTransferRequest } from '@/stacks/stx-transfer-request';
import type { NftTransferRequest, TokenTransferRequest } from '@/stacks/token-transfer-request';

/** What the transaction flow asks a wallet to sign and broadcast. */
export type WalletRequest =
  | ContractCallRequest
  | ContractDeployRequest
  | StxTransferRequest
  | TokenTransferRequest
  | NftTransferRequest;

export function isContractCallRequest(request: WalletRequest): request is ContractCallRequest {
  return 'contract' in request;
}

export function isContractDeployRequest(request: WalletRequest): request is ContractDeployRequest {
  return 'clarityCode' in request;
}

export function isNftTransferRequest(request: WalletRequest): request is NftTransferRequest {
  return 'assetId' in request;
}

export function isTokenTransferRequest(request: WalletRequest): request is TokenTransferRequest {
  return 'asset' in request && !('assetId' in request);
}
