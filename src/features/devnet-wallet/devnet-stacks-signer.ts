import { c32addressDecode } from 'c32check';
import { ChainId, TransactionVersion } from '@stacks/network';
import {
  AuthType,
  Cl,
  deserializeTransaction,
  isSingleSig,
  serializeCV,
  TransactionSigner,
  type StacksTransactionWire,
} from '@stacks/transactions';
import type { WalletMethodCheckedParams as Checked } from '@/wallet/wallet-method';
import { assetContractOf } from '@/stacks/asset-identifier';
import type { stxSignTransaction } from '@/wallet/methods/stx-sign-transaction';
import type { stxTransferSip10Ft } from '@/wallet/methods/stx-transfer-sip10-ft';
import type { stxTransferSip9Nft } from '@/wallet/methods/stx-transfer-sip9-nft';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';
import { callContract, type BroadcastOutcome, type StxCallContractParams } from './devnet-signer';

// The devnet wallet's token transfers and sign-only requests. A SIP-010 or SIP-009 transfer is a
// call of the asset contract's standard `transfer`, signed and broadcast like any contract call;
// a sign-only request signs the page's unsigned transaction and gives it back, unsent.

export type Sip10TransferParams = Checked<typeof stxTransferSip10Ft>;
export type Sip9TransferParams = Checked<typeof stxTransferSip9Nft>;
export type SignTransactionParams = Checked<typeof stxSignTransaction>;

/** A call of the standard `transfer` of the asset's contract, with the options every Stacks
 * request may carry passed through. */
function assetTransferCall(
  params: Sip10TransferParams | Sip9TransferParams,
  functionArgs: string[],
): StxCallContractParams {
  return {
    contract: assetContractOf(params.asset),
    functionName: 'transfer',
    functionArgs,
    ...(params.fee === undefined ? {} : { fee: params.fee }),
    ...(params.nonce === undefined ? {} : { nonce: params.nonce }),
    postConditions: params.postConditions ?? [],
    // Leather's default when a request names no mode: deny, so unlisted transfers abort.
    postConditionMode: params.postConditionMode ?? 'deny',
  };
}

/** SIP-010: `transfer (amount uint) (sender principal) (recipient principal) (memo (optional (buff 34))))`. */
function sip10TransferCall(
  params: Sip10TransferParams,
  account: DevnetAccount,
): StxCallContractParams {
  return assetTransferCall(
    params,
    [
      Cl.uint(params.amount),
      Cl.principal(account.address),
      Cl.principal(params.recipient),
      Cl.none(),
    ].map((value) => serializeCV(value)),
  );
}

/** SIP-009: `transfer (id) (sender principal) (recipient principal)`; the id is the request's
 * assetId as it is (uint for most NFTs, but the standard only fixes the contract's own type). */
export function sip9TransferCall(
  params: Sip9TransferParams,
  account: DevnetAccount,
): StxCallContractParams {
  return assetTransferCall(params, [
    params.assetId,
    serializeCV(Cl.principal(account.address)),
    serializeCV(Cl.principal(params.recipient)),
  ]);
}

export function transferSip10Ft(
  params: Sip10TransferParams,
  account: DevnetAccount,
  apiUrl: string,
): Promise<BroadcastOutcome> {
  return callContract(sip10TransferCall(params, account), account, apiUrl);
}

export function transferSip9Nft(
  params: Sip9TransferParams,
  account: DevnetAccount,
  apiUrl: string,
): Promise<BroadcastOutcome> {
  return callContract(sip9TransferCall(params, account), account, apiUrl);
}

/**
 * Why the devnet wallet will not sign this transaction for `account`, in words, or undefined
 * when it will: a devnet (testnet-version) transaction whose origin is the account's own single
 * key. Anything else would give the page a signature the devnet refuses, or sign for another key.
 */
export function signTransactionRefusal(
  transaction: StacksTransactionWire,
  account: DevnetAccount,
): string | undefined {
  if (
    transaction.chainId !== ChainId.Testnet ||
    transaction.transactionVersion !== TransactionVersion.Testnet
  ) {
    return 'The devnet wallet signs devnet transactions only (chain id 2147483648, version 128)';
  }
  const origin = transaction.auth.spendingCondition;
  if (!isSingleSig(origin)) {
    return 'The devnet wallet signs single-signature transactions only';
  }
  const [, accountHash] = c32addressDecode(account.address);
  if (origin.signer !== accountHash) {
    return `The transaction's origin is not ${account.name} (${account.address}), the account this wallet signs with`;
  }
  return undefined;
}

/** Signs the origin and hands the transaction back; nothing is broadcast. */
export function signTransaction(
  params: SignTransactionParams,
  account: DevnetAccount,
): { transaction: string; txHex: string } {
  const transaction = deserializeTransaction(params.transaction);
  const refusal = signTransactionRefusal(transaction, account);
  if (refusal) throw new Error(refusal);
  new TransactionSigner(transaction).signOrigin(account.privateKey);
  const hex = transaction.serialize();
  return { transaction: hex, txHex: hex };
}

/** True for a sponsored transaction: its fee is paid by someone who signs after the origin. */
export function isSponsored(transaction: StacksTransactionWire): boolean {
  return transaction.auth.authType === AuthType.Sponsored;
}
