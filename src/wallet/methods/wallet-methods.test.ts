// Node, not jsdom: jsdom's Uint8Array differs from TextEncoder's, which breaks stacks.js's
// Clarity serialization in tests only (Chromium is fine: see e2e/mock-wallet-provider.spec.ts).
import { describe, expect, it } from 'vitest';
import {
  btcNativeSegwitEntry,
  BAD_CHECKSUM_STX_ADDRESS,
  MAINNET_STX_ADDRESS,
  MAINNET_STX_ADDRESS_2,
} from '@/mocks/fixtures/wallet-addresses';
import {
  FIXTURE_CONTRACT,
  FIXTURE_DOMAIN_HEX,
  FIXTURE_POST_CONDITION_HEX,
  FIXTURE_PSBT_HEX,
  FIXTURE_TRANSACTION_HEX,
  FIXTURE_UINT_1_HEX,
  multisigProposalResult,
  walletResults,
} from '@/mocks/fixtures/wallet-responses';
import { WalletRequestValidationError } from '../errors';
import { validateParams } from '../wallet-client';
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

const SPEC = {
  standard: 'Invalid standard Stacks principal address',
  contract: 'Invalid contract principal (must be address.contract-name format)',
  amount: 'Amount must be an integer describing µSTX',
  memo: 'Invalid memo string',
  code: 'ContractExceedsMaxLength',
  dot: 'Stacks contract principals are denoted with a dot',
  checksum: 'Invalid c32check string: checksum mismatch',
} as const;

const CONTRACT_128 = `${MAINNET_STX_ADDRESS}.${'a'.repeat(128)}`;
const domain = {
  type: 'tuple',
  value: {
    name: { type: 'ascii', value: 'Satchel' },
    version: { type: 'ascii', value: '1.0.0' },
    'chain-id': { type: 'uint', value: 1 },
  },
} as const;

/** stx_callContract params calling FIXTURE_CONTRACT's `f` with one argument. */
const callOfF = (argument: unknown) => ({
  contract: FIXTURE_CONTRACT,
  functionName: 'f',
  functionArgs: [argument],
});

/** Params as a caller might send them, right or wrong: deliberately untyped. */
type AnyParams = unknown;

interface Case {
  label: string;
  params: AnyParams;
  /** What is sent, when the params are valid and it differs from the input. */
  sends?: unknown;
  /** The messages, when invalid. */
  errors?: string[];
}

function check(method: WalletMethod, params: AnyParams): unknown {
  // Untyped on purpose: these cases are what a type-unsafe caller could send.
  return validateParams(method, params as never);
}

function expectRejected(method: WalletMethod, params: AnyParams, messages: string[]) {
  try {
    check(method, params);
  } catch (error) {
    expect(error).toBeInstanceOf(WalletRequestValidationError);
    expect((error as WalletRequestValidationError).issues).toEqual(messages);
    return;
  }
  expect.fail(`expected ${JSON.stringify(params)} to be refused`);
}

const table: { method: WalletMethod; cases: Case[] }[] = [
  {
    method: getAddresses,
    cases: [
      { label: 'no params', params: undefined },
      { label: 'a network', params: { network: 'testnet' } },
      {
        label: 'an unknown network',
        params: { network: 'moonnet' },
        errors: [expect.any(String)],
      },
    ],
  },
  {
    method: getInfo,
    cases: [
      { label: 'no params', params: undefined },
      { label: 'any params', params: { x: 1 }, errors: [expect.any(String)] },
    ],
  },
  {
    method: open,
    cases: [
      { label: 'popup by default', params: {}, sends: { mode: 'popup' } },
      { label: 'full page', params: { mode: 'fullpage' } },
    ],
  },
  {
    method: openSwap,
    cases: [
      { label: 'BTC to sBTC', params: { base: 'BTC', quote: 'sBTC' } },
      {
        label: 'the same asset twice',
        params: { base: 'STX', quote: 'STX' },
        errors: ['Swap needs two different assets'],
      },
      {
        label: 'an empty asset',
        params: { base: ' ', quote: 'STX' },
        errors: ['Swap asset is required'],
      },
      {
        label: 'an asset over 128 bytes',
        params: { base: 'x'.repeat(129), quote: 'STX' },
        errors: ['Swap asset must be at most 128 bytes'],
      },
    ],
  },
  {
    method: stxTransferStx,
    cases: [
      {
        label: 'a standard recipient, a number amount and a memo',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 1000, memo: 'rent' },
        sends: { recipient: MAINNET_STX_ADDRESS_2, amount: '1000', memo: 'rent' },
      },
      {
        label: 'a contract recipient with a 128-character name and a bigint amount',
        params: { recipient: CONTRACT_128, amount: 2n ** 60n },
        sends: { recipient: CONTRACT_128, amount: (2n ** 60n).toString() },
      },
      {
        label: 'a 34-byte memo (17 two-byte characters)',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: '0', memo: 'é'.repeat(17) },
      },
      {
        label: 'every shared option',
        params: {
          recipient: MAINNET_STX_ADDRESS_2,
          amount: '1',
          address: MAINNET_STX_ADDRESS,
          network: 'mainnet',
          fee: 200,
          nonce: '3',
          postConditions: [FIXTURE_POST_CONDITION_HEX],
          postConditionMode: 'deny',
          sponsored: false,
        },
        sends: {
          recipient: MAINNET_STX_ADDRESS_2,
          amount: '1',
          address: MAINNET_STX_ADDRESS,
          network: 'mainnet',
          fee: '200',
          nonce: '3',
          postConditions: [FIXTURE_POST_CONDITION_HEX],
          postConditionMode: 'deny',
          sponsored: false,
        },
      },
      {
        label: 'a malformed recipient',
        params: { recipient: 'SPnope', amount: 1 },
        errors: [SPEC.standard],
      },
      {
        label: 'a recipient that is not text',
        params: { recipient: 42, amount: 1 },
        errors: [SPEC.standard],
      },
      {
        label: 'a bad checksum, in the library’s words',
        params: { recipient: BAD_CHECKSUM_STX_ADDRESS, amount: 1 },
        errors: [SPEC.checksum],
      },
      {
        label: 'a contract name of 129 characters',
        params: { recipient: `${CONTRACT_128}a`, amount: 1 },
        errors: [SPEC.contract],
      },
      {
        label: 'an empty contract name',
        params: { recipient: `${MAINNET_STX_ADDRESS}.`, amount: 1 },
        errors: [SPEC.contract],
      },
      {
        label: 'a contract name with a dot',
        params: { recipient: `${MAINNET_STX_ADDRESS}.a.b`, amount: 1 },
        errors: [SPEC.contract],
      },
      {
        label: 'a contract with a malformed address',
        params: { recipient: 'SPX.name', amount: 1 },
        errors: [SPEC.contract],
      },
      {
        label: 'a fractional amount',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 1.5 },
        errors: [SPEC.amount],
      },
      {
        label: 'a negative amount',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: -1 },
        errors: [SPEC.amount],
      },
      {
        label: 'an infinite amount',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: Infinity },
        errors: [SPEC.amount],
      },
      {
        label: 'NaN',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: NaN },
        errors: [SPEC.amount],
      },
      {
        label: 'an amount in STX words',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: '1.5' },
        errors: [SPEC.amount],
      },
      {
        label: 'an amount above u64',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 2n ** 64n },
        errors: [SPEC.amount],
      },
      {
        label: 'an unsafe number amount',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 2 ** 60 },
        errors: [SPEC.amount],
      },
      {
        label: 'a 35-byte memo',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 1, memo: 'x'.repeat(35) },
        errors: [SPEC.memo],
      },
      {
        label: 'a memo that is not text',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 1, memo: 5 },
        errors: [SPEC.memo],
      },
      {
        label: 'bad shared options',
        params: {
          recipient: MAINNET_STX_ADDRESS_2,
          amount: 1,
          address: 'SP1',
          fee: -1,
          nonce: 0.5,
          postConditionMode: 'originator',
          sponsored: 'yes',
        },
        errors: [
          SPEC.standard,
          'Fee must be an integer describing µSTX',
          'Nonce must be a non-negative integer',
          expect.any(String),
          expect.any(String),
        ],
      },
      { label: 'missing everything', params: {}, errors: [SPEC.standard, SPEC.amount] },
      {
        label: 'an unknown key (a typo must not pass silently)',
        params: { recipient: MAINNET_STX_ADDRESS_2, amount: 1, memmo: 'x' },
        errors: [expect.stringContaining('memmo')],
      },
    ],
  },
  {
    method: stxCallContract,
    cases: [
      {
        label: 'hex and typed arguments, a post-condition object',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'stake',
          functionArgs: [
            `0x${FIXTURE_UINT_1_HEX}`,
            { type: 'uint', value: 1 },
            { type: 'contract', value: FIXTURE_CONTRACT },
            { type: 'some', value: { type: 'address', value: MAINNET_STX_ADDRESS } },
            {
              type: 'list',
              value: [{ type: 'int', value: '-5' }, { type: 'true' }, { type: 'none' }],
            },
            { type: 'buffer', value: 'beef' },
            { type: 'ok', value: { type: 'utf8', value: 'héllo' } },
            { type: 'err', value: { type: 'ascii', value: 'no' } },
            domain,
          ],
          postConditions: [
            {
              type: 'stx-postcondition',
              address: MAINNET_STX_ADDRESS,
              condition: 'lte',
              amount: 1000,
            },
          ],
          postConditionMode: 'allow',
        },
      },
      {
        // pox-5's Staking and PoX conditions name the sender as stacks.js's Pc.origin() does.
        label: 'Epoch 4.0 post-conditions on the origin (ustxToLock, a PoX action)',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'stake',
          postConditions: [
            { type: 'staking-postcondition', address: 'origin', condition: 'eq', amount: '1000' },
            { type: 'pox-postcondition', address: 'origin', condition: 'will-perform' },
          ],
          postConditionMode: 'deny',
        },
      },
      {
        label: 'a uint at 2^128−1',
        params: callOfF({ type: 'uint', value: (2n ** 128n - 1n).toString() }),
      },
      {
        label: 'a contract without a dot',
        params: { contract: MAINNET_STX_ADDRESS, functionName: 'f' },
        errors: [SPEC.contract],
      },
      {
        label: 'any string as contract (the reference accepts it)',
        params: { contract: 'hello', functionName: 'f' },
        errors: [SPEC.contract],
      },
      {
        label: 'a bad function name',
        params: { contract: FIXTURE_CONTRACT, functionName: '1f' },
        errors: ['Invalid function name'],
      },
      {
        label: 'a typed contract value without a dot',
        params: callOfF({ type: 'contract', value: MAINNET_STX_ADDRESS }),
        errors: [SPEC.dot],
      },
      {
        label: 'a typed contract value with a bad name',
        params: callOfF({ type: 'contract', value: `${MAINNET_STX_ADDRESS}.` }),
        errors: [SPEC.contract],
      },
      {
        label: 'a typed address with a bad checksum',
        params: callOfF({ type: 'address', value: BAD_CHECKSUM_STX_ADDRESS }),
        errors: [SPEC.checksum],
      },
      {
        label: 'a uint above 128 bits',
        params: callOfF({ type: 'uint', value: (2n ** 128n).toString() }),
        errors: ['Clarity uint must be a whole number from 0 to 2^128−1'],
      },
      {
        label: 'a negative uint',
        params: callOfF({ type: 'uint', value: -1 }),
        errors: ['Clarity uint must be a whole number from 0 to 2^128−1'],
      },
      {
        label: 'an int beyond 128 bits',
        params: callOfF({ type: 'int', value: (2n ** 127n).toString() }),
        errors: ['Clarity int must be a whole number within 128 bits'],
      },
      {
        label: 'a buffer over 1 MB',
        params: callOfF({ type: 'buffer', value: 'ab'.repeat(1_048_577) }),
        errors: ['Clarity buffer must be hex of at most 1 MB'],
      },
      {
        label: 'non-ASCII in an ascii string',
        params: callOfF({ type: 'ascii', value: 'é' }),
        errors: ['Clarity ascii strings take ASCII only'],
      },
      {
        label: 'a tuple key that is no Clarity name',
        params: callOfF({ type: 'tuple', value: { '1x': { type: 'true' } } }),
        errors: ['Clarity tuple keys must be Clarity names'],
      },
      {
        label: 'an unknown Clarity type',
        params: callOfF({ type: 'float', value: 1 }),
        errors: ['Unknown Clarity value type'],
      },
      {
        label: 'an argument that is not hex',
        params: callOfF('xyz'),
        errors: ['Clarity values must be hex-encoded'],
      },
      {
        label: 'hex that is no Clarity value, in the library’s words',
        params: callOfF('aa'),
        errors: [expect.stringContaining('Clarity')],
      },
      {
        label: 'a Clarity value with trailing bytes',
        params: callOfF(`${FIXTURE_UINT_1_HEX}00`),
        errors: ['Invalid Clarity value'],
      },
      {
        label: 'a value nested too deeply',
        params: callOfF(nest(80)),
        errors: ['Clarity value is nested too deeply'],
      },
      {
        label: 'a post-condition that is not hex',
        params: { contract: FIXTURE_CONTRACT, functionName: 'f', postConditions: ['zz'] },
        errors: ['Post-conditions must be hex-encoded'],
      },
      {
        label: 'a post-condition hex that decodes to nothing',
        params: { contract: FIXTURE_CONTRACT, functionName: 'f', postConditions: ['00'] },
        errors: [expect.any(String)],
      },
      {
        label: 'a post-condition hex with trailing bytes',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'f',
          postConditions: [`${FIXTURE_POST_CONDITION_HEX}00`],
        },
        errors: ['Invalid post-condition'],
      },
      {
        label: 'a post-condition with a negative amount',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'f',
          postConditions: [
            {
              type: 'stx-postcondition',
              address: MAINNET_STX_ADDRESS,
              condition: 'lte',
              amount: -1,
            },
          ],
        },
        errors: ['Post-condition amount must be a non-negative integer'],
      },
      {
        label: 'a post-condition with a bad address',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'f',
          postConditions: [
            { type: 'stx-postcondition', address: 'SP1', condition: 'lte', amount: 1 },
          ],
        },
        errors: [SPEC.standard],
      },
      {
        label: 'a post-condition the library refuses',
        params: {
          contract: FIXTURE_CONTRACT,
          functionName: 'f',
          postConditions: [
            {
              type: 'stx-postcondition',
              address: MAINNET_STX_ADDRESS,
              condition: 'sometimes',
              amount: 1,
            },
          ],
        },
        errors: [expect.any(String)],
      },
    ],
  },
  {
    method: stxDeployContract,
    cases: [
      {
        label: 'a contract with a version',
        params: {
          name: 'my-contract',
          clarityCode: '(define-read-only (hi) u1)',
          clarityVersion: 3,
        },
      },
      {
        label: 'code of exactly 100,000 bytes',
        params: { name: 'big', clarityCode: ';'.repeat(100_000) },
      },
      {
        label: 'code over 100,000 bytes',
        params: { name: 'big', clarityCode: ';'.repeat(100_001) },
        errors: [SPEC.code],
      },
      {
        label: 'no code',
        params: { name: 'c', clarityCode: '' },
        errors: ['Contract code is required'],
      },
      {
        label: 'a name of 128 bytes (limit is under 128)',
        params: { name: 'a'.repeat(128), clarityCode: 'u1' },
        errors: ['Invalid contract name'],
      },
      {
        label: 'a name starting with a digit',
        params: { name: '1c', clarityCode: 'u1' },
        errors: ['Invalid contract name'],
      },
      {
        label: 'a version of 0',
        params: { name: 'c', clarityCode: 'u1', clarityVersion: 0 },
        errors: ['Clarity version must be a whole number from 1'],
      },
    ],
  },
  {
    method: stxTransferSip10Ft,
    cases: [
      {
        label: 'a token with its asset name',
        params: {
          recipient: MAINNET_STX_ADDRESS_2,
          asset: `${FIXTURE_CONTRACT}::satchel`,
          amount: '5',
        },
      },
      {
        label: 'a token by contract only',
        params: { recipient: MAINNET_STX_ADDRESS_2, asset: FIXTURE_CONTRACT, amount: 5 },
      },
      {
        label: 'an asset without a contract',
        params: { recipient: MAINNET_STX_ADDRESS_2, asset: 'sbtc', amount: 5 },
        errors: [SPEC.contract],
      },
      {
        label: 'a bad asset name',
        params: { recipient: MAINNET_STX_ADDRESS_2, asset: `${FIXTURE_CONTRACT}::1x`, amount: 5 },
        errors: ['Invalid asset name'],
      },
      {
        label: 'two asset names',
        params: { recipient: MAINNET_STX_ADDRESS_2, asset: `${FIXTURE_CONTRACT}::a::b`, amount: 5 },
        errors: ['Invalid asset name'],
      },
      {
        label: 'a negative amount and bad recipient',
        params: { recipient: 'x', asset: FIXTURE_CONTRACT, amount: -5 },
        errors: [SPEC.standard, SPEC.amount],
      },
    ],
  },
  {
    method: stxTransferSip9Nft,
    cases: [
      {
        label: 'a uint id as data',
        params: {
          recipient: MAINNET_STX_ADDRESS_2,
          asset: `${FIXTURE_CONTRACT}::nft`,
          assetId: { type: 'uint', value: 1 },
        },
        sends: {
          recipient: MAINNET_STX_ADDRESS_2,
          asset: `${FIXTURE_CONTRACT}::nft`,
          assetId: FIXTURE_UINT_1_HEX,
        },
      },
      {
        label: 'a hex id',
        params: {
          recipient: MAINNET_STX_ADDRESS_2,
          asset: FIXTURE_CONTRACT,
          assetId: FIXTURE_UINT_1_HEX,
        },
      },
      {
        label: 'no id',
        params: { recipient: MAINNET_STX_ADDRESS_2, asset: FIXTURE_CONTRACT },
        errors: [expect.any(String)],
      },
    ],
  },
  {
    method: stxSignMessage,
    cases: [
      {
        label: 'utf8 by default',
        params: { message: 'hello' },
        sends: { messageType: 'utf8', message: 'hello' },
      },
      {
        label: 'utf8 on devnet',
        params: { message: 'hello', messageType: 'utf8', network: 'devnet' },
      },
      {
        label: 'structured with a domain as data',
        params: {
          messageType: 'structured',
          message: { type: 'uint', value: 1 },
          domain,
          network: 'mocknet',
        },
        sends: {
          messageType: 'structured',
          message: FIXTURE_UINT_1_HEX,
          domain: FIXTURE_DOMAIN_HEX,
          network: 'mocknet',
        },
      },
      {
        label: 'structured without a domain',
        params: { messageType: 'structured', message: FIXTURE_UINT_1_HEX },
        errors: ['Structured messages need a domain'],
      },
      {
        label: 'a domain that is no SIP-018 tuple',
        params: {
          messageType: 'structured',
          message: FIXTURE_UINT_1_HEX,
          domain: FIXTURE_UINT_1_HEX,
        },
        errors: ['Domain must be a tuple of name, version and chain-id'],
      },
      {
        label: 'an unknown message type',
        params: { messageType: 'json', message: 'x' },
        errors: ['messageType must be utf8 or structured'],
      },
      {
        label: 'an unknown network',
        params: { message: 'x', network: 'regtest' },
        errors: [expect.any(String)],
      },
      { label: 'no message', params: {}, errors: ['Message must be text'] },
    ],
  },
  {
    method: stxSignStructuredMessage,
    cases: [
      {
        label: 'hex message and domain',
        params: { message: FIXTURE_UINT_1_HEX, domain: FIXTURE_DOMAIN_HEX },
      },
      {
        label: 'no domain',
        params: { message: FIXTURE_UINT_1_HEX },
        errors: ['Structured messages need a domain'],
      },
      {
        label: 'a domain missing chain-id',
        params: {
          message: FIXTURE_UINT_1_HEX,
          domain: {
            type: 'tuple',
            value: { name: domain.value.name, version: domain.value.version },
          },
        },
        errors: ['Domain must be a tuple of name, version and chain-id'],
      },
    ],
  },
  {
    method: stxSignTransaction,
    cases: [
      {
        label: 'a serialized transaction with 0x',
        params: { transaction: `0x${FIXTURE_TRANSACTION_HEX}`, network: 'mainnet' },
        sends: { transaction: FIXTURE_TRANSACTION_HEX, network: 'mainnet' },
      },
      {
        label: 'hex that is no transaction, in the library’s words',
        params: { transaction: 'beef' },
        errors: [expect.any(String)],
      },
      {
        label: 'no hex',
        params: { transaction: 'not hex' },
        errors: ['Transaction must be hex-encoded'],
      },
    ],
  },
  {
    method: stxGetAddresses,
    cases: [
      { label: 'no params', params: undefined },
      { label: 'a network', params: { network: 'testnet' } },
    ],
  },
  {
    method: stxGetNetworks,
    cases: [{ label: 'no params', params: undefined }],
  },
  {
    method: stxUpdateProfile,
    cases: [
      {
        label: 'a Person',
        params: { person: { '@type': 'Person', name: 'Ada', description: 'x' } },
      },
      {
        label: 'not a Person',
        params: { person: { '@type': 'Organization' } },
        errors: ["A profile's @type must be Person"],
      },
      {
        label: 'no object',
        params: { person: 'Ada' },
        errors: ['Profile must be a schema.org Person object'],
      },
      {
        label: 'a huge profile',
        params: { person: { name: 'A', bio: 'x'.repeat(20_000) } },
        errors: ['Profile is too large'],
      },
      {
        label: 'a profile JSON cannot carry',
        params: { person: { name: 'A', big: 1n } },
        errors: ['Profile is too large'],
      },
    ],
  },
  {
    method: signMessage,
    cases: [
      {
        label: 'bip322 with p2tr',
        params: { message: 'hi', paymentType: 'p2tr', type: 'bip322', account: 0 },
      },
      {
        label: 'legacy with p2wpkh',
        params: { message: 'hi', paymentType: 'p2wpkh', type: 'legacy', network: 'testnet' },
      },
      {
        label: 'legacy with p2tr',
        params: { message: 'hi', paymentType: 'p2tr', type: 'legacy' },
        errors: ['Legacy signatures need the p2wpkh payment type'],
      },
      {
        label: 'an unknown type and payment type',
        params: { message: 'hi', paymentType: 'p2pkh', type: 'ecdsa' },
        errors: ['Payment type must be p2tr or p2wpkh', 'Type must be legacy or bip322'],
      },
      {
        label: 'a negative account',
        params: { message: 'hi', paymentType: 'p2tr', account: -1 },
        errors: ['Account must be a non-negative integer'],
      },
    ],
  },
  {
    method: signPsbt,
    cases: [
      {
        label: 'one index',
        params: {
          hex: FIXTURE_PSBT_HEX,
          signAtIndex: 0,
          broadcast: true,
          allowedSighash: [1, 0x81],
        },
      },
      {
        label: 'several indexes',
        params: {
          hex: `0x${FIXTURE_PSBT_HEX}`,
          signAtIndex: [0, 2],
          network: 'testnet',
          account: 1,
        },
        sends: { hex: FIXTURE_PSBT_HEX, signAtIndex: [0, 2], network: 'testnet', account: 1 },
      },
      {
        label: 'a fractional index (the reference accepts 1.5)',
        params: { hex: FIXTURE_PSBT_HEX, signAtIndex: 1.5 },
        errors: ['signAtIndex must be a non-negative integer or an array of them'],
      },
      {
        label: 'a negative index',
        params: { hex: FIXTURE_PSBT_HEX, signAtIndex: -1 },
        errors: ['signAtIndex must be a non-negative integer or an array of them'],
      },
      {
        label: 'a fractional index in a list',
        params: { hex: FIXTURE_PSBT_HEX, signAtIndex: [0, 1.5] },
        errors: ['signAtIndex must be a non-negative integer or an array of them'],
      },
      {
        label: 'an empty list',
        params: { hex: FIXTURE_PSBT_HEX, signAtIndex: [] },
        errors: ['signAtIndex must be a non-negative integer or an array of them'],
      },
      {
        label: 'a string index',
        params: { hex: FIXTURE_PSBT_HEX, signAtIndex: '0' },
        errors: ['signAtIndex must be a non-negative integer or an array of them'],
      },
      { label: 'no hex', params: { hex: '' }, errors: ['PSBT must be hex-encoded'] },
      {
        label: 'an unknown sighash',
        params: { hex: FIXTURE_PSBT_HEX, allowedSighash: [4] },
        errors: ['allowedSighash takes signature hash types only'],
      },
      {
        label: 'broadcast as text',
        params: { hex: FIXTURE_PSBT_HEX, broadcast: 'yes' },
        errors: ['broadcast must be true or false'],
      },
    ],
  },
  {
    method: sendTransfer,
    cases: [
      {
        label: 'one recipient',
        params: { address: btcNativeSegwitEntry.address, amount: 1000, network: 'mainnet' },
        sends: { address: btcNativeSegwitEntry.address, amount: '1000', network: 'mainnet' },
      },
      {
        label: 'a recipients list',
        params: {
          recipients: [
            { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', amount: '1' },
            { address: btcNativeSegwitEntry.address.toUpperCase(), amount: 2 },
          ],
          network: 'testnet',
          account: 0,
        },
      },
      {
        label: 'a bad address',
        params: { address: 'bc1-nope', amount: 1, network: 'mainnet' },
        errors: ['Invalid Bitcoin address'],
      },
      {
        label: 'a fractional amount',
        params: { address: btcNativeSegwitEntry.address, amount: 0.5, network: 'mainnet' },
        errors: ['Amount must be an integer describing satoshis'],
      },
      {
        label: 'an empty list',
        params: { recipients: [], network: 'mainnet' },
        errors: ['At least one recipient is required'],
      },
    ],
  },
  {
    method: supportedMethods,
    cases: [{ label: 'no params', params: undefined }],
  },
];

function nest(depth: number): unknown {
  let value: unknown = { type: 'true' };
  for (let i = 0; i < depth; i += 1) value = { type: 'some', value };
  return value;
}

describe.each(table)('$method.name params', ({ method, cases }) => {
  const valid = cases.filter((c) => c.errors === undefined);
  const invalid = cases.filter((c) => c.errors !== undefined);

  if (valid.length > 0) {
    it.each(valid)('accepts $label', ({ params, sends }) => {
      const sent = check(method, params);
      if (sends !== undefined) expect(sent).toEqual(sends);
    });
  }
  if (invalid.length > 0) {
    it.each(invalid)('refuses $label', ({ params, errors = [] }) => {
      expectRejected(method, params, errors);
    });
  }
});

describe('typed Clarity arguments are sent as hex', () => {
  it('serializes each one as stacks.js does', () => {
    const sent = check(stxCallContract, {
      contract: FIXTURE_CONTRACT,
      functionName: 'f',
      functionArgs: [{ type: 'uint', value: 1n }, `0X${FIXTURE_UINT_1_HEX}`.replace('0X', '0x')],
    }) as { functionArgs: string[] };
    expect(sent.functionArgs).toEqual([FIXTURE_UINT_1_HEX, FIXTURE_UINT_1_HEX]);
  });
  it('sends a post-condition object as its hex', () => {
    const sent = check(stxTransferStx, {
      recipient: MAINNET_STX_ADDRESS_2,
      amount: 1,
      postConditions: [
        {
          type: 'stx-postcondition',
          address: MAINNET_STX_ADDRESS,
          condition: 'lte',
          amount: '1000',
        },
      ],
    }) as { postConditions: string[] };
    expect(sent.postConditions).toEqual([FIXTURE_POST_CONDITION_HEX]);
  });
});

const results: { method: WalletMethod; fixture: unknown }[] = [
  { method: getAddresses, fixture: walletResults.getAddresses },
  { method: getInfo, fixture: walletResults.getInfo },
  { method: open, fixture: walletResults.open },
  { method: openSwap, fixture: walletResults.openSwap },
  { method: sendTransfer, fixture: walletResults.sendTransfer },
  { method: signMessage, fixture: walletResults.signMessage },
  { method: signPsbt, fixture: walletResults.signPsbt },
  { method: stxCallContract, fixture: walletResults.stx_callContract },
  { method: stxDeployContract, fixture: walletResults.stx_deployContract },
  { method: stxGetAddresses, fixture: walletResults.stx_getAddresses },
  { method: stxGetNetworks, fixture: walletResults.stx_getNetworks },
  { method: stxSignMessage, fixture: walletResults.stx_signMessage },
  { method: stxSignStructuredMessage, fixture: walletResults.stx_signStructuredMessage },
  { method: stxSignTransaction, fixture: walletResults.stx_signTransaction },
  { method: stxTransferSip9Nft, fixture: walletResults.stx_transferSip9Nft },
  { method: stxTransferSip10Ft, fixture: walletResults.stx_transferSip10Ft },
  { method: stxTransferStx, fixture: walletResults.stx_transferStx },
  { method: stxUpdateProfile, fixture: walletResults.stx_updateProfile },
  { method: supportedMethods, fixture: walletResults.supportedMethods },
];

describe('results', () => {
  it('covers every method in the fixtures, under its wire name', () => {
    expect(results.map((r) => r.method.name).sort()).toEqual(Object.keys(walletResults).sort());
  });

  it.each(results)('$method.name reads its fixture and refuses garbage', ({ method, fixture }) => {
    expect(method.result.safeParse(fixture).success).toBe(true);
    expect(method.result.safeParse('garbage').success).toBe(false);
    expect(method.result.safeParse(null).success).toBe(false);
  });

  it('models a multisig proposal: no txid, a status the caller must check', () => {
    expect(stxTransferStx.result.parse(multisigProposalResult)).toEqual({
      status: 'proposed',
      proposalId: 'proposal-1',
      transaction: FIXTURE_TRANSACTION_HEX,
    });
    expect(sendTransfer.result.parse({ txid: '', status: 'proposed' })).toEqual({
      status: 'proposed',
      proposalId: undefined,
    });
    expect(stxCallContract.result.parse(walletResults.stx_callContract)).toMatchObject({
      status: 'broadcast',
    });
  });

  // Leather's published answer for a policy account (leather-io/mono
  // packages/rpc/src/methods/stacks/_stacks-helpers.ts at 0cde5723c5d930ba2347067d4d4c205a584f5b58).
  const leatherProposal = {
    txid: '',
    transaction: '',
    status: 'proposed',
    proposalId: 'f3b1c2d4-proposal',
  };

  it.each([
    stxCallContract,
    stxTransferStx,
    stxDeployContract,
    stxTransferSip10Ft,
    stxTransferSip9Nft,
  ])('$name reads a multisig proposal: its id, no txid, an empty transaction as none', (method) => {
    expect(method.result.parse(leatherProposal)).toEqual({
      status: 'proposed',
      proposalId: 'f3b1c2d4-proposal',
      transaction: undefined,
    });
  });

  it('reads an empty or blank proposal id as none', () => {
    expect(stxCallContract.result.parse({ ...leatherProposal, proposalId: '  ' })).toMatchObject({
      status: 'proposed',
      proposalId: undefined,
    });
  });

  it.each([
    ['a proposal that claims a txid', { ...leatherProposal, txid: 'ab'.repeat(32) }],
    ['a proposal whose txid is not a string', { ...leatherProposal, txid: 0 }],
    ['a proposal id that is not a string', { ...leatherProposal, proposalId: 42 }],
    ['a proposal id too long to be one', { ...leatherProposal, proposalId: 'x'.repeat(257) }],
    ['an empty txid with no status', { txid: '', transaction: 'aa' }],
    ['an empty txid said to be broadcast', { txid: '', transaction: 'aa', status: 'broadcast' }],
    ['an empty txid with a proposal id but no status', { txid: '', proposalId: 'p-1' }],
    ['an unknown status', { ...leatherProposal, status: 'pending' }],
  ])('refuses %s', (_, answer) => {
    expect(stxCallContract.result.safeParse(answer).success).toBe(false);
    expect(sendTransfer.result.safeParse(answer).success).toBe(false);
  });

  it('refuses a broadcast answer without a txid', () => {
    expect(stxTransferStx.result.safeParse({ txid: '', transaction: 'aa' }).success).toBe(false);
    expect(
      stxTransferStx.result.safeParse({ status: 'broadcast', transaction: 'aa' }).success,
    ).toBe(false);
  });

  it('reads stx_getAddresses as a bare list (older Leather) and drops bad entries', () => {
    const parsed = stxGetAddresses.result.parse([
      ...walletResults.stx_getAddresses.addresses,
      { address: BAD_CHECKSUM_STX_ADDRESS, publicKey: '02' },
      'junk',
    ]);
    expect(parsed.addresses.map((a) => a.address)).toEqual([MAINNET_STX_ADDRESS]);
  });

  it('reads network ids as numbers, from strings or numbers', () => {
    const parsed = stxGetNetworks.result.parse({
      active: 'devnet',
      networks: [{ id: 'devnet', chainId: 2147483648, transactionVersion: '128' }],
    });
    expect(parsed.networks[0]).toEqual({
      id: 'devnet',
      chainId: 2147483648,
      transactionVersion: 128,
    });
  });

  it('fills transaction and txHex from whichever stx_signTransaction sent', () => {
    expect(stxSignTransaction.result.parse({ txHex: 'ab' })).toEqual({
      transaction: 'ab',
      txHex: 'ab',
    });
    expect(stxSignTransaction.result.parse({ transaction: 'ab' })).toEqual({
      transaction: 'ab',
      txHex: 'ab',
    });
    expect(stxSignTransaction.result.safeParse({}).success).toBe(false);
  });
});
