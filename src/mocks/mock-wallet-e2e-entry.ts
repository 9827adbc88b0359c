// Test-only entry for e2e/mock-wallet-provider.spec.ts (nothing in the app imports it): bundles the real mock provider and wallet client
// (with their real dependencies) into one script the test puts on a page in Chromium.
export {
  createMockWallet,
  createMockWalletProvider,
  installMockWallet,
  MOCK_WALLET_REQUEST_EVENT,
  MOCK_WALLET_RESPONSE_EVENT,
} from './mock-wallet-provider';
export { requestWallet } from '@/wallet/wallet-client';
export { getAddresses } from '@/wallet/methods/get-addresses';
export { stxCallContract } from '@/wallet/methods/stx-call-contract';
export { stxTransferStx } from '@/wallet/methods/stx-transfer-stx';
