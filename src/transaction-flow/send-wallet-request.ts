// Loaded when the person confirms: the wallet method schemas (and through them
// @stacks/transactions) stay off the first page.
import type { ActiveNetwork } from '@/stacks/active-network';
import { stxCallContract } from '@/wallet/methods/stx-call-contract';
import { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
import { requestWallet } from '@/wallet/wallet-client';
import { walletNetworkParam } from './wallet-network-param';
import { isContractCallRequest, type WalletRequest } from './wallet-request';

/** Asks the wallet to sign and broadcast one request exactly as built (arguments,
 * post-conditions and their mode), for the network the page shows. */
export function sendWalletRequest(request: WalletRequest, network: ActiveNetwork) {
  if (isContractCallRequest(request)) {
    return requestWallet(stxCallContract, {
      contract: request.contract,
      functionName: request.functionName,
      functionArgs: request.functionArgs,
      // Spread into plain objects: the request schema takes any post-condition object shape
      // (an index signature), which the library's interfaces do not declare.
      postConditions: request.postConditions.map((condition) => ({ ...condition })),
      postConditionMode: request.postConditionMode,
      ...walletNetworkParam(network),
    });
  }
  return requestWallet(stxTransferStx, {
    recipient: request.recipient,
    amount: request.amount,
    ...(request.memo === undefined ? {} : { memo: request.memo }),
    ...walletNetworkParam(network),
  });
}
