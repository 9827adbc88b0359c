// The methods the devnet wallet answers without asking anyone (devnet-wallet-info.ts answers
// them): a request for one of these never opens the wallet's window, so its first request does
// not show the window while the wallet's code loads either. Plain names only: this file is in the
// small chunk the devnet build loads at boot (register-devnet-wallet.tsx).
export const DEVNET_INSTANT_METHODS: readonly string[] = [
  'getInfo',
  'supportedMethods',
  'stx_getNetworks',
  'open',
  'openSwap',
  'stx_updateProfile',
];
