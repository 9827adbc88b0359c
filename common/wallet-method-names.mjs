// The 19 wallet methods of the Stacks wallet JSON-RPC API (leather-io/mono packages/rpc), by
// name, in the order the Wallet tool lists them. Plain data (no schemas), so pages, the mock
// wallet's fixtures and the devnet wallet can name them without loading the method files;
// src/wallet/wallet-method-names.test.ts checks it against those files.

export const WALLET_METHOD_NAMES = /** @type {const} */ ([
  'getInfo',
  'supportedMethods',
  'open',
  'openSwap',
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
  'stx_updateProfile',
  'sendTransfer',
  'signMessage',
  'signPsbt',
]);

/** @typedef {(typeof WALLET_METHOD_NAMES)[number]} WalletMethodName */
