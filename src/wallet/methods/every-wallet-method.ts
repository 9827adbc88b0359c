import type { WalletMethod } from '../wallet-method';
import { getAddresses } from './get-addresses';
import { getInfo } from './get-info';
import { open } from './open';
import { openSwap } from './open-swap';
import { sendTransfer } from './send-transfer';
import { signMessage } from './sign-message';
import { signPsbt } from './sign-psbt';
import { stxCallContract } from './stx-call-contract';
import { stxDeployContract } from './stx-deploy-contract';
import { stxGetAddresses } from './stx-get-addresses';
import { stxGetNetworks } from './stx-get-networks';
import { stxSignMessage } from './stx-sign-message';
import { stxSignStructuredMessage } from './stx-sign-structured-message';
import { stxSignTransaction } from './stx-sign-transaction';
import { stxTransferSip10Ft } from './stx-transfer-sip10-ft';
import { stxTransferSip9Nft } from './stx-transfer-sip9-nft';
import { stxTransferStx } from './stx-transfer-stx';
import { stxUpdateProfile } from './stx-update-profile';
import { supportedMethods } from './supported-methods';

/** Every method module in this folder, for the tests that must cover them all (the app imports
 * each method where it calls it). Tests only. */
export const EVERY_WALLET_METHOD: readonly WalletMethod[] = [
  getAddresses,
  getInfo,
  open,
  openSwap,
  sendTransfer,
  signMessage,
  signPsbt,
  stxCallContract,
  stxDeployContract,
  stxGetAddresses,
  stxGetNetworks,
  stxSignMessage,
  stxSignStructuredMessage,
  stxSignTransaction,
  stxTransferSip10Ft,
  stxTransferSip9Nft,
  stxTransferStx,
  stxUpdateProfile,
  supportedMethods,
];
