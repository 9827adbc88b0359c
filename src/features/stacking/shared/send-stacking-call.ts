// Loaded when the person confirms a step: the wallet method schema (and through it
// @stacks/transactions) stays off the first page.
import type { ActiveNetwork } from '@/stacks/active-network';
import type { StackingContractCall } from '@/stacks/stacking/stacking-transactions';
import { stxCallContract } from '@/wallet/methods/stx-call-contract';
import { requestWallet } from '@/wallet/wallet-client';

/** Asks the wallet to sign and broadcast one stacking call, exactly as built (arguments,
 * post-conditions and deny mode), on the network the page shows. */
export function sendStackingCall(call: StackingContractCall, network: ActiveNetwork) {
  return requestWallet(stxCallContract, {
    contract: call.contract,
    functionName: call.functionName,
    functionArgs: call.functionArgs,
    // Spread into plain objects: the request schema takes any post-condition object shape
    // (an index signature), which the library's interfaces do not declare.
    postConditions: call.postConditions.map((condition) => ({ ...condition })),
    postConditionMode: call.postConditionMode,
    network: network.name,
  });
}
