import { z } from 'zod';
import { JSON_RPC_ERROR_CODES } from '@/wallet/errors';
import { getAddresses } from '@/wallet/methods/get-addresses';
import { stxCallContract } from '@/wallet/methods/stx-call-contract';
import { stxDeployContract } from '@/wallet/methods/stx-deploy-contract';
import { stxGetAddresses } from '@/wallet/methods/stx-get-addresses';
import { stxSignMessage } from '@/wallet/methods/stx-sign-message';
import { stxSignStructuredMessage } from '@/wallet/methods/stx-sign-structured-message';
import { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
import type { WalletProvider } from '@/wallet/provider';
import type { DevnetWalletAccount } from './devnet-wallet-accounts';
import type { DevnetWalletRequest, ReviewDecision, PendingReview } from './devnet-review-queue';
import * as signer from './devnet-signer';
import { checked, RpcFailure } from './devnet-rpc-failure';
import { executeStacksRequest, parseStacksRequest } from './devnet-stacks-requests';
import {
  DEVNET_BITCOIN_METHODS,
  executeBitcoinRequest,
  parseBitcoinRequest,
} from './devnet-bitcoin-requests';
import { bitcoinAddressEntries } from './devnet-bitcoin-signer';
import { answerWithoutReview, DEVNET_WALLET_METHODS } from './devnet-wallet-info';

// The devnet wallet as the page sees it: Leather's provider interface (request(method, params)
// resolving with the whole JSON-RPC response, rejecting with the whole error response), backed by
// the public devnet accounts. Every request is checked with the same schemas the app sends with,
// then shown to a person; nothing is signed without an approval.

/** Where the chosen account is remembered, as an extension remembers its own (a reload must not
 * switch the signer under an app that still shows the connected address). */
export const DEVNET_WALLET_ACCOUNT_KEY = 'satchel:devnet-wallet-account';

export interface DevnetWalletOptions {
  accounts: readonly DevnetWalletAccount[];
  apiUrl: string;
  review: (pending: PendingReview) => Promise<ReviewDecision>;
  /** False once the app has left devnet: the wallet then refuses to sign. */
  isActive?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** `open`: brings the approval window forward, if one is showing. */
  onOpen?: () => void;
}

type ErrorBody = { code: number; message: string };

const DEVNET_NETWORKS = new Set(['devnet', 'mocknet']);

function parseRequest(
  method: string,
  params: unknown,
  account: DevnetWalletAccount,
): DevnetWalletRequest {
  switch (method) {
    case 'getAddresses':
      checked(getAddresses, params);
      return { kind: 'connect', method };
    case 'stx_getAddresses':
      checked(stxGetAddresses, params);
      return { kind: 'connect', method };
    case 'stx_transferStx':
      return { kind: 'transfer', params: checked(stxTransferStx, params) };
    case 'stx_callContract':
      return { kind: 'callContract', params: checked(stxCallContract, params) };
    case 'stx_deployContract':
      return { kind: 'deployContract', params: checked(stxDeployContract, params) };
    case 'stx_signMessage':
      return { kind: 'signMessage', params: checked(stxSignMessage, params) };
    case 'stx_signStructuredMessage':
      return { kind: 'signStructuredMessage', params: checked(stxSignStructuredMessage, params) };
    default: {
      const stacks = parseStacksRequest(method, params, account);
      if (stacks) return stacks;
      const bitcoin = parseBitcoinRequest(method, params, account);
      if (bitcoin) return bitcoin;
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.methodNotFound,
        `The devnet wallet does not support ${method}`,
      );
    }
  }
}

/** The network a request names, if any (the schemas have already limited it to our names). */
function requestedNetwork(request: DevnetWalletRequest, params: unknown): string | undefined {
  const source = request.kind === 'connect' ? params : request.params;
  return z.object({ network: z.string() }).safeParse(source).data?.network;
}

/** The signer a request names (the shared `address` option of Stacks transactions), if any. */
function requestedAddress(request: DevnetWalletRequest): string | undefined {
  if (request.kind === 'connect') return undefined;
  return z.object({ address: z.string() }).safeParse(request.params).data?.address;
}

export function createDevnetWalletProvider(options: DevnetWalletOptions): WalletProvider {
  const { accounts, apiUrl, review } = options;
  const storage = options.storage;
  const [firstAccount] = accounts;
  if (!firstAccount) throw new Error('The devnet wallet needs at least one account');

  const currentAccount = (): DevnetWalletAccount => {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(DEVNET_WALLET_ACCOUNT_KEY) ?? null;
    } catch {
      // Storage disabled: the first account it is.
    }
    return accounts.find((account) => account.name === stored) ?? firstAccount;
  };
  const rememberAccount = (account: DevnetWalletAccount) => {
    try {
      storage?.setItem(DEVNET_WALLET_ACCOUNT_KEY, account.name);
    } catch {
      // Storage full or disabled: the choice lasts for this page only.
    }
  };

  const execute = async (
    request: DevnetWalletRequest,
    account: DevnetWalletAccount,
    method: string,
  ): Promise<unknown> => {
    switch (request.kind) {
      case 'connect':
        rememberAccount(account);
        return method === 'stx_getAddresses'
          ? { addresses: [{ address: account.address, publicKey: account.publicKey }] }
          : {
              // The Bitcoin side: the account's BIP-84 and BIP-86 keys, addresses in the regtest
              // encoding (what a devnet's Bitcoin is); BTC pools prefill their reward address
              // with the p2wpkh one.
              addresses: [
                ...bitcoinAddressEntries(account),
                { symbol: 'STX', address: account.address, publicKey: account.publicKey },
              ],
            };
      case 'transfer':
        return signer.transferStx(request.params, account, apiUrl);
      case 'callContract':
        return signer.callContract(request.params, account, apiUrl);
      case 'deployContract':
        return signer.deployContract(request.params, account, apiUrl);
      case 'signMessage':
        return signer.signStxMessage(request.params, account);
      case 'signStructuredMessage':
        return signer.signStructuredMessage(request.params, account);
      case 'bitcoinSignMessage':
      case 'signPsbt':
        return executeBitcoinRequest(request, account);
      default:
        return executeStacksRequest(request, account, apiUrl);
    }
  };

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    if (options.isActive && !options.isActive()) {
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.internalError,
        'The devnet wallet only works while Satchel is on devnet',
      );
    }
    // getInfo, supportedMethods, stx_getNetworks and open: answered at once, as extensions do.
    const information = answerWithoutReview(method, params, {
      onOpen: options.onOpen,
      methods: [...DEVNET_WALLET_METHODS, ...DEVNET_BITCOIN_METHODS],
    });
    if (information) return information.result;
    const request = parseRequest(method, params, currentAccount());
    const network = requestedNetwork(request, params);
    if (network !== undefined && !DEVNET_NETWORKS.has(network)) {
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.invalidParams,
        `The devnet wallet signs for devnet only, not ${network}`,
      );
    }
    const address = requestedAddress(request);
    const signerAccount =
      address === undefined ? currentAccount() : accounts.find((a) => a.address === address);
    if (!signerAccount) {
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.invalidParams,
        `${address ?? ''} is not a devnet wallet account`,
      );
    }
    const decision = await review({ id: crypto.randomUUID(), request, account: signerAccount });
    if (!decision.approved) {
      throw new RpcFailure(JSON_RPC_ERROR_CODES.userRejection, 'User rejected the request');
    }
    try {
      return await execute(request, decision.account, method);
    } catch (error) {
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.internalError,
        error instanceof Error && error.message ? error.message : 'The devnet wallet failed',
      );
    }
  };

  return {
    async request(method: string, params?: unknown): Promise<unknown> {
      const id = crypto.randomUUID();
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) };
      } catch (error) {
        const body: ErrorBody =
          error instanceof RpcFailure
            ? { code: error.code, message: error.message }
            : {
                code: JSON_RPC_ERROR_CODES.internalError,
                message: error instanceof Error ? error.message : 'The devnet wallet failed',
              };
        // Leather rejects with the whole JSON-RPC response, not an Error (recipes.md).
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- same shape as Leather
        throw { jsonrpc: '2.0', id, error: body };
      }
    },
  };
}
