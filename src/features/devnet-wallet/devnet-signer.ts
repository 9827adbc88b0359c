import { createNetwork, type StacksNetwork } from '@stacks/network';
import {
  broadcastTransaction,
  ClarityVersion,
  deserializeCV,
  makeContractCall,
  makeContractDeploy,
  makeSTXTokenTransfer,
  signMessageHashRsv,
  type StacksTransactionWire,
} from '@stacks/transactions';
import { bytesToHex } from '@noble/hashes/utils';
import { splitContractId } from '@/stacks/contract-id';
import { hashStacksMessage } from '@/stacks/message-signing/hash-stacks-message';
import { hashStructuredMessage } from '@/stacks/message-signing/hash-structured-message';
import type {
  WalletMethodCheckedParams as Checked,
  WalletMethodResult,
} from '@/wallet/wallet-method';
import type { stxCallContract } from '@/wallet/methods/stx-call-contract';
import type { stxDeployContract } from '@/wallet/methods/stx-deploy-contract';
import type { stxSignMessage } from '@/wallet/methods/stx-sign-message';
import type { stxSignStructuredMessage } from '@/wallet/methods/stx-sign-structured-message';
import type { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';

// The devnet wallet's hands: real transactions built and signed with @stacks/transactions and
// broadcast to the devnet node, exactly as an extension would. Params arrive already checked by
// the wallet method schemas (the same ones the app sends with), so Clarity values and
// post-conditions are hex here.

export type TransferParams = Checked<typeof stxTransferStx>;
export type StxCallContractParams = Checked<typeof stxCallContract>;
export type DeployContractParams = Checked<typeof stxDeployContract>;
export type SignMessageParams = Checked<typeof stxSignMessage>;
export type SignStructuredMessageParams = Checked<typeof stxSignStructuredMessage>;

export interface BroadcastOutcome {
  txid: string;
  transaction: string;
}

/** The node refused the transaction; `reason` is its own word (BadNonce, NotEnoughFunds…). */
class BroadcastRejectedError extends Error {
  override readonly name = 'BroadcastRejectedError';
  readonly reason: string;

  constructor(reason: string, detail: string) {
    super(`The devnet refused the transaction: ${reason}${detail ? ` (${detail})` : ''}`);
    this.reason = reason;
  }
}

/** A devnet client pointed at the API the app uses (it may be a custom port in tests). */
function devnetNetwork(apiUrl: string): StacksNetwork {
  return createNetwork({ network: 'devnet', client: { baseUrl: apiUrl.replace(/\/+$/, '') } });
}

/** Shared transaction options: fee and nonce come from the request or, when absent, from the
 * node (stacks.js asks /v2/fees/transaction and the account's nonces, as Leather does). */
function commonOptions(
  params: Pick<TransferParams, 'fee' | 'nonce'>,
  account: DevnetAccount,
  network: StacksNetwork,
) {
  return {
    senderKey: account.privateKey,
    network,
    ...(params.fee === undefined ? {} : { fee: BigInt(params.fee) }),
    ...(params.nonce === undefined ? {} : { nonce: BigInt(params.nonce) }),
  };
}

async function broadcast(
  transaction: StacksTransactionWire,
  network: StacksNetwork,
): Promise<BroadcastOutcome> {
  const result = await broadcastTransaction({ transaction, network });
  if ('reason' in result || 'error' in result) {
    const { reason, error } = result as { reason?: unknown; error?: unknown };
    throw new BroadcastRejectedError(
      typeof reason === 'string' ? reason : 'Rejected',
      typeof error === 'string' ? error : '',
    );
  }
  return { txid: result.txid, transaction: transaction.serialize() };
}

export async function transferStx(
  params: TransferParams,
  account: DevnetAccount,
  apiUrl: string,
): Promise<BroadcastOutcome> {
  const network = devnetNetwork(apiUrl);
  const transaction = await makeSTXTokenTransfer({
    ...commonOptions(params, account, network),
    recipient: params.recipient,
    amount: BigInt(params.amount),
    ...(params.memo === undefined ? {} : { memo: params.memo }),
  });
  return broadcast(transaction, network);
}

export async function callContract(
  params: StxCallContractParams,
  account: DevnetAccount,
  apiUrl: string,
): Promise<BroadcastOutcome> {
  const network = devnetNetwork(apiUrl);
  const [contractAddress, contractName] = splitContractId(params.contract);
  const transaction = await makeContractCall({
    ...commonOptions(params, account, network),
    contractAddress,
    contractName,
    functionName: params.functionName,
    functionArgs: (params.functionArgs ?? []).map((hex) => deserializeCV(hex)),
    postConditions: params.postConditions ?? [],
    // Leather's default when a request names no mode: deny, so unlisted transfers abort.
    postConditionMode: params.postConditionMode ?? 'deny',
    // No ABI lookup: the arguments were checked by the request schema, and the node checks them
    // against the contract (BadFunctionArgument).
    validateWithAbi: false,
  });
  return broadcast(transaction, network);
}

/** The request's version number as the library's enum; the schema allows 1–10, the library
 * knows fewer, and an unknown one is refused rather than silently deployed as another. */
function clarityVersion(version: number): ClarityVersion {
  // A numeric enum maps numbers back to names: an unknown number has none.
  const name = ClarityVersion[version] as keyof typeof ClarityVersion | undefined;
  if (name === undefined) throw new Error(`Clarity version ${version} is not supported`);
  return ClarityVersion[name];
}

export async function deployContract(
  params: DeployContractParams,
  account: DevnetAccount,
  apiUrl: string,
): Promise<BroadcastOutcome> {
  const network = devnetNetwork(apiUrl);
  const transaction = await makeContractDeploy({
    ...commonOptions(params, account, network),
    contractName: params.name,
    codeBody: params.clarityCode,
    ...(params.clarityVersion === undefined
      ? {}
      : { clarityVersion: clarityVersion(params.clarityVersion) }),
    postConditions: params.postConditions ?? [],
    postConditionMode: params.postConditionMode ?? 'deny',
  });
  return broadcast(transaction, network);
}

type SignatureResult = WalletMethodResult<typeof stxSignMessage>;

export function signStxMessage(params: SignMessageParams, account: DevnetAccount): SignatureResult {
  if (params.messageType === 'structured') {
    return signStructuredMessage(params, account);
  }
  const messageHash = bytesToHex(hashStacksMessage(params.message));
  return {
    signature: signMessageHashRsv({ messageHash, privateKey: account.privateKey }),
    publicKey: account.publicKey,
  };
}

export function signStructuredMessage(
  params: SignStructuredMessageParams,
  account: DevnetAccount,
): SignatureResult {
  const messageHash = hashStructuredMessage({
    message: deserializeCV(params.message),
    domain: deserializeCV(params.domain),
  });
  return {
    signature: signMessageHashRsv({
      messageHash: bytesToHex(messageHash),
      privateKey: account.privateKey,
    }),
    publicKey: account.publicKey,
  };
}
