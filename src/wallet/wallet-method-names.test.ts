import { describe, expect, it } from 'vitest';
import { getAddresses } from './methods/get-addresses';
import { getInfo } from './methods/get-info';
import { open } from './methods/open';
import { openSwap } from './methods/open-swap';
import { sendTransfer } from './methods/send-transfer';
import { signMessage } from './methods/sign-message';
import { signPsbt } from './methods/sign-psbt';
import { stxCallContract } from './methods/stx-call-contract';
import { stxDeployContract } from './methods/stx-deploy-contract';
import { stxGetAddresses } from './methods/stx-get-addresses';
import { stxGetNetworks } from './methods/stx-get-networks';
import { stxSignMessage } from './methods/stx-sign-message';
import { stxSignStructuredMessage } from './methods/stx-sign-structured-message';
import { stxSignTransaction } from './methods/stx-sign-transaction';
import { stxTransferSip10Ft } from './methods/stx-transfer-sip10-ft';
import { stxTransferSip9Nft } from './methods/stx-transfer-sip9-nft';
import { stxTransferStx } from './methods/stx-transfer-stx';
import { stxUpdateProfile } from './methods/stx-update-profile';
import { supportedMethods } from './methods/supported-methods';
import { WALLET_METHOD_NAMES } from '#common/wallet-method-names.mjs';

describe('WALLET_METHOD_NAMES', () => {
  it('names every method file once', () => {
    const methods = [
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
    expect([...WALLET_METHOD_NAMES].sort()).toEqual(methods.map(({ name }) => name).sort());
    expect(new Set(WALLET_METHOD_NAMES).size).toBe(19);
  });
});
