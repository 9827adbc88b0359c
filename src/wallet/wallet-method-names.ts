// The 19 wallet methods of the spec (docs/wallet-protocol.md#methods), by name, in the order the
// Wallet tool lists them. Plain data (no schemas), so pages and the mock wallet's fixtures can list
// them without loading the method files; wallet-method-names.test.ts checks it against those files.

export const WALLET_METHOD_NAMES = [
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
] as const;
