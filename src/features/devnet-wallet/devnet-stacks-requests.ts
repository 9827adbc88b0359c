import { deserializeTransaction } from '@stacks/transactions';
import { JSON_RPC_ERROR_CODES } from '@/wallet/errors';
import { stxSignTransaction } from '@/wallet/methods/stx-sign-transaction';
import { stxTransferSip10Ft } from '@/wallet/methods/stx-transfer-sip10-ft';
import { stxTransferSip9Nft } from '@/wallet/methods/stx-transfer-sip9-nft';
import type { DevnetWalletAccount } from './devnet-wallet-accounts';
import { checked, RpcFailure } from './devnet-rpc-failure';
import {
  signTransaction,
  signTransactionRefusal,
  transferSip10Ft,
  transferSip9Nft,
  type SignTransactionParams,
  type Sip10TransferParams,
  type Sip9TransferParams,
} from './devnet-stacks-signer';

// The Stacks requests added for the tools: token and NFT transfers, and signing a
// transaction without sending it. Kept apart from the provider's first methods so the Bitcoin
// side can grow beside them.

export type DevnetStacksRequest =
  | { kind: 'transferSip10Ft'; params: Sip10TransferParams }
  | { kind: 'transferSip9Nft'; params: Sip9TransferParams }
  | { kind: 'signTransaction'; params: SignTransactionParams };

/** The request for `method`, or undefined when it is not one of these. `account` is the one the
 * wallet signs with now: a transaction to sign must have it as its origin. */
export function parseStacksRequest(
  method: string,
  params: unknown,
  account: DevnetWalletAccount,
): DevnetStacksRequest | undefined {
  switch (method) {
    case 'stx_transferSip10Ft':
      return { kind: 'transferSip10Ft', params: checked(stxTransferSip10Ft, params) };
    case 'stx_transferSip9Nft':
      return { kind: 'transferSip9Nft', params: checked(stxTransferSip9Nft, params) };
    case 'stx_signTransaction': {
      const request = checked(stxSignTransaction, params);
      // Refused before anyone is asked: nobody should approve what cannot be signed.
      const refusal = signTransactionRefusal(deserializeTransaction(request.transaction), account);
      if (refusal) throw new RpcFailure(JSON_RPC_ERROR_CODES.invalidParams, refusal);
      return { kind: 'signTransaction', params: request };
    }
    default:
      return undefined;
  }
}

export function executeStacksRequest(
  request: DevnetStacksRequest,
  account: DevnetWalletAccount,
  apiUrl: string,
): Promise<unknown> {
  switch (request.kind) {
    case 'transferSip10Ft':
      return transferSip10Ft(request.params, account, apiUrl);
    case 'transferSip9Nft':
      return transferSip9Nft(request.params, account, apiUrl);
    case 'signTransaction':
      return Promise.resolve(signTransaction(request.params, account));
  }
}
