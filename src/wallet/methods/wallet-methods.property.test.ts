// Node for the same reason as wallet-methods.test.ts (stacks.js and jsdom's Uint8Array).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { UserRejectedError, WalletRequestValidationError } from '../errors';
import type { WalletProvider } from '../provider';
import { requestWallet } from '../wallet-client';
import { EVERY_WALLET_METHOD } from './every-wallet-method';

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
  it.each(EVERY_WALLET_METHOD.map((method) => [method.name, method] as const))(
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
