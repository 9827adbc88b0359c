// Loaded when the person confirms: the wallet method schemas (and through them
// @stacks/transactions) stay off the first page.
import type { PostCondition } from '@stacks/transactions';
import type { ActiveNetwork } from '@/stacks/active-network';
import { stxCallContract } from '@/wallet/methods/stx-call-contract';
import { stxDeployContract } from '@/wallet/methods/stx-deploy-contract';
import { stxTransferSip10Ft } from '@/wallet/methods/stx-transfer-sip10-ft';
import { stxTransferSip9Nft } from '@/wallet/methods/stx-transfer-sip9-nft';
import { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
import { requestWallet } from '@/wallet/wallet-client';
import type { NftTransferRequest, TokenTransferRequest } from '@/stacks/token-transfer-request';
import { walletNetworkParam } from './wallet-network-param';
import {
  isContractCallRequest,
  isContractDeployRequest,
  isNftTransferRequest,
  isTokenTransferRequest,
  type WalletRequest,
} from './wallet-request';

// Spread into plain objects: the request schema takes any post-condition object shape (an index
// signature), which the library's interfaces do not declare.
const plain = (conditions: PostCondition[]) => conditions.map((condition) => ({ ...condition }));

/** What a SIP-009 and a SIP-010 transfer both send: always in Deny mode, so the wallet aborts
 * anything the post-conditions do not list. */
function assetTransferParams(
  request: Pick<
    TokenTransferRequest | NftTransferRequest,
    'recipient' | 'asset' | 'postConditions'
  >,
) {
  return {
    recipient: request.recipient,
    asset: request.asset,
    postConditions: plain(request.postConditions),
    postConditionMode: 'deny' as const,
  };
}

/** Asks the wallet to sign and broadcast one request exactly as built (arguments,
 * post-conditions and their mode), for the network the page shows. */
export function sendWalletRequest(request: WalletRequest, network: ActiveNetwork) {
  const networkParam = walletNetworkParam(network);
  if (isContractCallRequest(request)) {
    return requestWallet(stxCallContract, {
      contract: request.contract,
      functionName: request.functionName,
      functionArgs: request.functionArgs,
      postConditions: plain(request.postConditions),
      postConditionMode: request.postConditionMode,
      ...networkParam,
    });
  }
  if (isContractDeployRequest(request)) {
    return requestWallet(stxDeployContract, {
      name: request.contractName,
      clarityCode: request.clarityCode,
      ...(request.clarityVersion === undefined ? {} : { clarityVersion: request.clarityVersion }),
      ...networkParam,
    });
  }
  if (isNftTransferRequest(request)) {
    return requestWallet(stxTransferSip9Nft, {
      ...assetTransferParams(request),
      assetId: request.assetId,
      ...networkParam,
    });
  }
  if (isTokenTransferRequest(request)) {
    return requestWallet(stxTransferSip10Ft, {
      ...assetTransferParams(request),
      amount: request.amount,
      ...networkParam,
    });
  }
  return requestWallet(stxTransferStx, {
    recipient: request.recipient,
    amount: request.amount,
    ...(request.memo === undefined ? {} : { memo: request.memo }),
    ...networkParam,
  });
}
