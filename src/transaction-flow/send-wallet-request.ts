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
      recipient: request.recipient,
      asset: request.asset,
      assetId: request.assetId,
      postConditions: plain(request.postConditions),
      postConditionMode: 'deny',
      ...networkParam,
    });
  }
  if (isTokenTransferRequest(request)) {
    return requestWallet(stxTransferSip10Ft, {
      recipient: request.recipient,
      asset: request.asset,
      amount: request.amount,
      postConditions: plain(request.postConditions),
      postConditionMode: 'deny',
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
