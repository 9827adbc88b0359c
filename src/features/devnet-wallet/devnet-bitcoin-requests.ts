import { JSON_RPC_ERROR_CODES } from '@/wallet/errors';
import { sendTransfer } from '@/wallet/methods/send-transfer';
import { signMessage } from '@/wallet/methods/sign-message';
import { signPsbt } from '@/wallet/methods/sign-psbt';
import type { DevnetWalletAccount } from './devnet-wallet-accounts';
import { checked, RpcFailure } from './devnet-rpc-failure';
import {
  signBitcoinMessage,
  signDevnetPsbt,
  signPsbtRefusal,
  type BitcoinSignMessageParams,
  type SignPsbtParams,
} from './devnet-bitcoin-signer';

// The Bitcoin requests of the devnet wallet: message signing and PSBT signing with the
// accounts' Bitcoin keys, reviewed like every other request. The devnet has no Bitcoin chain, so
// what would reach one — sending bitcoin, broadcasting a PSBT — is refused in words, before
// anyone is asked to approve something that cannot happen.

/** The Bitcoin methods the devnet wallet answers (sendTransfer is not one: it is refused). */
export const DEVNET_BITCOIN_METHODS: readonly string[] = ['signMessage', 'signPsbt'];

export const NO_BITCOIN_CHAIN = {
  sendTransfer:
    'The devnet has no Bitcoin chain, so the devnet wallet cannot send bitcoin. Use a wallet on Bitcoin testnet or regtest to send.',
  broadcast:
    'The devnet has no Bitcoin chain to broadcast to: the devnet wallet signs PSBTs but cannot broadcast them. Ask again without broadcast.',
} as const;

export type DevnetBitcoinRequest =
  | { kind: 'bitcoinSignMessage'; params: BitcoinSignMessageParams }
  | { kind: 'signPsbt'; params: SignPsbtParams };

/** The request for `method`, or undefined when it is not a Bitcoin one. `account` is the one the
 * wallet signs with now: a PSBT must spend from its addresses. */
export function parseBitcoinRequest(
  method: string,
  params: unknown,
  account: DevnetWalletAccount,
): DevnetBitcoinRequest | undefined {
  switch (method) {
    case 'signMessage':
      return { kind: 'bitcoinSignMessage', params: checked(signMessage, params) };
    case 'signPsbt': {
      const request = checked(signPsbt, params);
      if (request.broadcast === true) {
        throw new RpcFailure(JSON_RPC_ERROR_CODES.invalidParams, NO_BITCOIN_CHAIN.broadcast);
      }
      const refusal = signPsbtRefusal(request, account);
      if (refusal) throw new RpcFailure(JSON_RPC_ERROR_CODES.invalidParams, refusal);
      return { kind: 'signPsbt', params: request };
    }
    case 'sendTransfer':
      // Checked first, so a malformed request hears about its params like anywhere else.
      checked(sendTransfer, params);
      throw new RpcFailure(JSON_RPC_ERROR_CODES.methodNotSupported, NO_BITCOIN_CHAIN.sendTransfer);
    default:
      return undefined;
  }
}

export function executeBitcoinRequest(
  request: DevnetBitcoinRequest,
  account: DevnetWalletAccount,
): unknown {
  switch (request.kind) {
    case 'bitcoinSignMessage':
      return signBitcoinMessage(request.params, account);
    case 'signPsbt':
      return signDevnetPsbt(request.params, account);
  }
}
