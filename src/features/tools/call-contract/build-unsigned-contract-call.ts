// Loaded when the person asks to sign only: building the transaction needs @stacks/transactions.
import { STACKS_MAINNET, STACKS_TESTNET } from '@stacks/network';
import {
  makeUnsignedContractCall,
  PostConditionMode,
  serializePayload,
} from '@stacks/transactions';
import type { ActiveNetwork } from '@/stacks/active-network';
import { fetchAccountNextNonce } from '@/stacks/api/account-nonces';
import { fetchTransactionFeeEstimate } from '@/stacks/api/transaction-fee-estimate';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import { splitContractId } from '@/stacks/contract-id';

export interface UnsignedContractCall {
  /** The serialized unsigned transaction, hex without 0x: what `stx_signTransaction` takes. */
  transaction: string;
  nonce: bigint;
  feeMicroStx: bigint;
}

/**
 * The contract call a wallet would broadcast, unsigned, for "Sign only": the account's next nonce
 * and the node's middle fee estimate (the one Send STX shows and stacks.js wallets charge), on
 * the network the page shows — its chain id included, so a named test network's signature
 * counts there and nowhere else.
 */
export async function buildUnsignedContractCall({
  request,
  publicKey,
  sender,
  network,
}: {
  request: ContractCallRequest;
  publicKey: string;
  sender: string;
  network: ActiveNetwork;
}): Promise<UnsignedContractCall> {
  const [contractAddress, contractName] = splitContractId(request.contract);
  const nonce = await fetchAccountNextNonce(network, sender);
  const transaction = await makeUnsignedContractCall({
    contractAddress,
    contractName,
    functionName: request.functionName,
    functionArgs: request.functionArgs,
    postConditions: request.postConditions,
    postConditionMode:
      request.postConditionMode === 'allow' ? PostConditionMode.Allow : PostConditionMode.Deny,
    publicKey,
    nonce,
    // A placeholder: the estimate below needs the transaction's length, which the fee's value
    // does not change (it is a fixed 8 bytes).
    fee: 0n,
    network: {
      ...(network.kind === 'mainnet' ? STACKS_MAINNET : STACKS_TESTNET),
      chainId: network.chainId,
    },
    // The arguments were read against the interface the page fetched; the node checks them again.
    validateWithAbi: false,
  });
  const feeMicroStx = await fetchTransactionFeeEstimate(network, {
    payloadHex: serializePayload(transaction.payload),
    estimatedLength: transaction.serializeBytes().byteLength,
  });
  transaction.setFee(feeMicroStx);
  return { transaction: transaction.serialize(), nonce, feeMicroStx };
}
