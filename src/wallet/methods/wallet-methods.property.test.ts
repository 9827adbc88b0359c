// Node for the same reason as wallet-methods.test.ts (stacks.js and jsdom's Uint8Array).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { UserRejectedError, WalletRequestValidationError } from '../errors';
import type { WalletProvider } from '../provider';
import { requestWallet } from '../wallet-client';
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

const methods: WalletMethod[] = [
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

/** A wallet that says no to everything: reaching it means the params passed validation. */
const refusingProvider: WalletProvider = {
  request: () => Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'no' } }),
};

const clarityType = fc.constantFrom(
  'int',
  'uint',
  'buffer',
  'true',
  'false',
  'none',
  'address',
  'contract',
  'ascii',
  'utf8',
  'ok',
  'err',
  'some',
  'list',
  'tuple',
  'float',
);
/** Values shaped like what callers send, wrong in every way a value can be. */
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.anything(),
    fc.bigInt(),
    fc.double(),
    fc.constantFrom(MAINNET_STX_ADDRESS, `${MAINNET_STX_ADDRESS}.c`, 'SP', '.', '0x', 'beef', ''),
    fc.record({ type: clarityType, value: tie('value') }, { requiredKeys: ['type'] }),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
})).value;

const fieldNames = fc.constantFrom(
  'recipient',
  'amount',
  'memo',
  'contract',
  'functionName',
  'functionArgs',
  'postConditions',
  'postConditionMode',
  'fee',
  'nonce',
  'address',
  'network',
  'sponsored',
  'name',
  'clarityCode',
  'clarityVersion',
  'asset',
  'assetId',
  'message',
  'messageType',
  'domain',
  'transaction',
  'hex',
  'signAtIndex',
  'allowedSighash',
  'broadcast',
  'account',
  'paymentType',
  'type',
  'recipients',
  'base',
  'quote',
  'person',
  'mode',
);
const params = fc.oneof(anyValue, fc.dictionary(fieldNames, anyValue, { maxKeys: 6 }));

describe('random params', () => {
  it.each(methods.map((method) => [method.name, method] as const))(
    '%s: only ever a WalletRequestValidationError before sending',
    async (_name, method) => {
      await fc.assert(
        fc.asyncProperty(params, async (candidate) => {
          // Untyped on purpose: this is what a type-unsafe caller could pass.
          const outcome = await requestWallet(method, candidate as never, refusingProvider).then(
            () => 'resolved',
            (error: unknown) => error,
          );
          if (outcome instanceof WalletRequestValidationError) {
            expect(outcome.issues.length).toBeGreaterThan(0);
            for (const issue of outcome.issues) expect(typeof issue).toBe('string');
          } else {
            expect(outcome).toBeInstanceOf(UserRejectedError);
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
