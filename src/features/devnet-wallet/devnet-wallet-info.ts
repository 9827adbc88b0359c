import type { WalletMethodName } from '#common/wallet-method-names.mjs';
import { JSON_RPC_ERROR_CODES } from '@/wallet/errors';
import { getInfo } from '@/wallet/methods/get-info';
import { open } from '@/wallet/methods/open';
import { openSwap } from '@/wallet/methods/open-swap';
import { stxGetNetworks } from '@/wallet/methods/stx-get-networks';
import { stxUpdateProfile } from '@/wallet/methods/stx-update-profile';
import { supportedMethods } from '@/wallet/methods/supported-methods';
import type { WalletMethodResult } from '@/wallet/wallet-method';
import { checked, RpcFailure } from './devnet-rpc-failure';

// What the devnet wallet says about itself, and the requests it answers without asking anyone:
// like an extension, it tells a page its version, methods and networks, and opens itself,
// without an approval window — nothing is signed and nothing private is shared.

const DEVNET_WALLET_VERSION = '1.0.0';

/** Every method the devnet wallet answers (the Bitcoin ones are listed beside their code). */
export const DEVNET_WALLET_METHODS: readonly WalletMethodName[] = [
  'getInfo',
  'supportedMethods',
  'open',
  'getAddresses',
  'stx_getAddresses',
  'stx_getNetworks',
  'stx_transferStx',
  'stx_transferSip10Ft',
  'stx_transferSip9Nft',
  'stx_callContract',
  'stx_deployContract',
  'stx_signTransaction',
  'stx_signMessage',
  'stx_signStructuredMessage',
];

/** The devnet's chain id and transaction version (testnet values: the devnet signs as testnet). */
const DEVNET_CHAIN_ID = 2147483648;
const DEVNET_TRANSACTION_VERSION = 128;

export interface InformationOptions {
  /** Called for `open`: brings the wallet's approval window forward, if one is showing. */
  onOpen?: (() => void) | undefined;
  /** Methods the wallet supports; DEVNET_WALLET_METHODS unless another part adds its own. */
  methods?: readonly WalletMethodName[] | undefined;
}

type Answer = { result: unknown } | undefined;

/**
 * The answer to an informational request, or undefined when `method` needs a review (or is not
 * one of these). Params are checked with the method's schema (-32602) like every other request.
 */
export function answerWithoutReview(
  method: string,
  params: unknown,
  options: InformationOptions = {},
): Answer {
  const methods = options.methods ?? DEVNET_WALLET_METHODS;
  switch (method) {
    case 'getInfo': {
      checked(getInfo, params);
      const result: WalletMethodResult<typeof getInfo> = {
        version: DEVNET_WALLET_VERSION,
        platform: 'extension',
        supportedMethods: [...methods],
      };
      return { result };
    }
    case 'supportedMethods': {
      checked(supportedMethods, params);
      const result: WalletMethodResult<typeof supportedMethods> = {
        documentation: 'Satchel docs/architecture.md, section "Devnet wallet"',
        methods: methods.map((name) => ({ name })),
      };
      return { result };
    }
    case 'stx_getNetworks': {
      checked(stxGetNetworks, params);
      const result: WalletMethodResult<typeof stxGetNetworks> = {
        active: 'devnet',
        networks: [
          {
            id: 'devnet',
            chainId: DEVNET_CHAIN_ID,
            transactionVersion: DEVNET_TRANSACTION_VERSION,
          },
        ],
      };
      return { result };
    }
    case 'open':
      checked(open, params);
      options.onOpen?.();
      return { result: { success: true } };
    case 'openSwap':
      checked(openSwap, params);
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.methodNotSupported,
        'The devnet wallet has no swap: the devnet has no exchange to swap on',
      );
    case 'stx_updateProfile':
      checked(stxUpdateProfile, params);
      throw new RpcFailure(
        JSON_RPC_ERROR_CODES.methodNotSupported,
        'The devnet wallet has no profiles: the devnet has no BNS',
      );
    default:
      return undefined;
  }
}
