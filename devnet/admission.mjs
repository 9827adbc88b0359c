// Admission of a signed transaction into the mempool: what a Stacks node checks before it admits
// one (version, signature, chain id, fee, nonce, funds, the payload against the chain), with the
// node's own reasons for refusing.
import { createHash } from 'node:crypto';
import {
  AddressHashMode,
  AnchorMode,
  AuthType,
  PayloadType,
  addressToString,
  deserializeTransaction,
} from '@stacks/transactions';
import { AddressVersion, ChainId, TransactionVersion } from '@stacks/network';
import { c32address, c32addressDecode } from 'c32check';
import { miner } from '#common/devnet-accounts.mjs';
import { SBTC_DEPLOYER } from './contracts.mjs';
import { CONTRACT_NAME, typeMismatch } from './clarity.mjs';
import { errorText } from './error-text.mjs';
import { TxRecord, entryOf } from './tx-record.mjs';

/**
 * @typedef {import('@stacks/transactions').StacksTransactionWire} StacksTransactionWire
 * @typedef {import('@stacks/clarinet-sdk').Tx} Tx
 * @typedef {(reason: string, message: string, data?: Record<string, unknown>) => never} Reject
 * @typedef {{type: TxRecord['type'], entry: Tx, spend: bigint, contractId: string|null,
 *   recipient?: string, clarityVersion?: number}} PayloadPlan  what admission learns from a payload
 * @typedef {import('./chain.mjs').Chain} Chain
 */

/** Chain id of testnet and devnet (what @stacks/transactions signs with for 'testnet'/'devnet'). */
export const CHAIN_ID = ChainId.Testnet;
/** Minimum relay fee a Stacks node asks: 1 µSTX per byte of the serialized transaction. */
export const MIN_FEE_RATE = 1n;

/** Address versions a testnet/devnet node accepts (`is_valid_address_version` in stacks-core). */
/** @type {ReadonlySet<number>} c32 versions, as c32check decodes them */
const TESTNET_ADDRESS_VERSIONS = new Set([
  AddressVersion.TestnetSingleSig,
  AddressVersion.TestnetMultiSig,
]);

/** A transaction refused at admission; the HTTP layer turns it into the node's 400 JSON. */
export class TxRejection extends Error {
  /**
   * @param {string} reason node-style reason ('BadNonce', 'NotEnoughFunds', …)
   * @param {string} message
   * @param {Record<string, unknown>} [reasonData]
   * @param {string} [txid]
   */
  constructor(reason, message, reasonData, txid) {
    super(message);
    this.reason = reason;
    this.reasonData = reasonData;
    this.txid = txid;
  }
}

/**
 * Check a signed transaction as a Stacks node does before it enters the mempool.
 * @param {Chain} chain what the checks read: the chain's state, its history and mempool
 * @param {Uint8Array} bytes
 * @param {{txid: string, error: string | null}} [origin] the origin signature's verdict when
 *   already known (origin-check.mjs; applied only to the transaction of that txid)
 * @returns {{txid: string, record: TxRecord | null}} the txid (0x-less, as the node answers) and
 *   the transaction to admit, or null when the same bytes are already waiting
 * @throws {TxRejection}
 */
export function admitTransaction(chain, bytes, origin) {
  const { tx, txid } = decode(bytes);
  const known = chain.history.txs.get(`0x${txid}`);
  if (known?.status === 'pending') return { txid, record: null };
  /** @type {Reject} */
  const reject = (reason, message, data) => {
    throw new TxRejection(reason, message, data, txid);
  };

  // The reasons below are the wire strings of stacks-core's `MemPoolRejection::into_json`
  // (stackslib/src/chainstate/stacks/db/blocks.rs), checked in the order of its
  // `will_admit_mempool_tx`: semantic checks first, then signature and chain id.
  if (tx.transactionVersion !== TransactionVersion.Testnet) {
    reject('BadTransactionVersion', 'transaction is not for testnet/devnet (version byte)');
  }
  if (tx.auth.authType !== AuthType.Standard) {
    reject('NotSupported', 'sponsored transactions are not supported by the devnet');
  }
  if (origin?.txid === txid) {
    if (origin.error !== null)
      reject('SignatureValidation', `signature does not verify: ${origin.error}`);
  } else {
    try {
      tx.verifyOrigin();
    } catch (error) {
      reject('SignatureValidation', `signature does not verify: ${errorText(error)}`);
    }
  }
  if (tx.chainId !== CHAIN_ID) {
    // A node reports a wrong chain id through its precheck error, as a validation failure.
    const message = `Invalid tx ${txid}: invalid chain ID ${tx.chainId} (expected ${CHAIN_ID})`;
    reject('SignatureValidation', message, { message });
  }
  consensusChecks(tx, reject);

  const condition = tx.auth.spendingCondition;
  const sender = spendingConditionAddress(condition);
  if (sender === miner.address) {
    // Every fee is paid to this account (`minedEntries` in tx-record.mjs), and an STX transfer to
    // oneself fails: its own transactions could never be mined. Refused here rather than dropped
    // later.
    const message =
      'the devnet miner account only receives fees: a transaction it sends cannot pay its fee, so it is never mined';
    reject('ServerFailureOther', message, { message });
  }
  const nonce = Number(condition.nonce);
  const fee = condition.fee;
  const payload = payloadChecks(chain, tx, sender, bytes, reject);

  const minFee = BigInt(bytes.length) * MIN_FEE_RATE;
  if (fee < minFee) {
    reject('FeeTooLow', `fee ${fee} µSTX is below the minimum ${minFee} (1 µSTX/byte)`, {
      expected: Number(minFee),
      actual: Number(fee),
    });
  }
  const expected = chain.nextNonce(sender);
  if (nonce >= chain.confirmedNonce(sender) && nonce < expected) {
    // a node would replace it when the new fee is higher (replace-by-fee); the devnet does not
    reject('ConflictingNonceInMempool', `nonce ${nonce} is already waiting in the mempool`);
  }
  if (nonce !== expected) {
    reject(
      'BadNonce',
      nonce < expected ? 'nonce already used' : 'nonce too high: a nonce is missing before it',
      {
        expected,
        actual: nonce,
        is_origin: true,
        principal: sender,
      },
    );
  }
  const available = chain.stxAccount(sender).unlocked - chain.mempool.spendOf(sender);
  const needed = fee + payload.spend;
  if (available < needed) {
    reject('NotEnoughFunds', `balance ${available} µSTX does not cover ${needed} µSTX`, {
      expected: `0x${needed.toString(16)}`,
      actual: `0x${(available < 0n ? 0n : available).toString(16)}`,
    });
  }

  const record = new TxRecord({ txid: `0x${txid}`, bytes, tx, ...payload, sender, nonce, fee });
  return { txid, record };
}

/**
 * Deserialize exactly `bytes` into a transaction and its txid, or reject.
 * @param {Uint8Array} bytes
 * @returns {{tx: StacksTransactionWire, txid: string}}
 */
function decode(bytes) {
  let tx;
  try {
    tx = deserializeTransaction(bytes);
  } catch (error) {
    throw new TxRejection('Deserialization', `not a valid Stacks transaction: ${errorText(error)}`);
  }
  const serialized = tx.serializeBytes();
  if (serialized.length !== bytes.length) {
    throw new TxRejection('Deserialization', 'trailing bytes after the transaction');
  }
  const payload = tx.payload;
  if ('contractName' in payload && !CONTRACT_NAME.test(payload.contractName.content)) {
    // @stacks/transactions reads up to 128 characters; a node's ContractName refuses them
    throw new TxRejection(
      'Deserialization',
      `contract name "${payload.contractName.content}" is not 1 to 40 letters, digits, - or _ starting with a letter`,
    );
  }
  // `tx.txid()` is this hash (SHA-512/256) of the same serialization: computed natively, and
  // without serializing the transaction a second time, since a broadcast's CPU bounds how many
  // transactions a second the devnet admits.
  return { tx, txid: createHash('sha512-256').update(serialized).digest('hex') };
}

/**
 * Transactions a node admits to its mempool but that are invalid in consensus, so no block ever
 * holds them (they stay pending until the mempool drops them). The devnet refuses them at
 * broadcast instead, so a mistake shows at once rather than as a transaction that never confirms
 * — or, worse, as one the devnet mined as a success. stacks-core has no mempool reason for these
 * (its mempool admits them); the reason is the name of the consensus error,
 * `Error::InvalidStacksTransaction`, with the node's message as `reason_data.message`.
 * @param {StacksTransactionWire} tx @param {Reject} reject
 */
function consensusChecks(tx, reject) {
  const invalid = (/** @type {string} */ message) =>
    reject('InvalidStacksTransaction', message, { message });
  // stacks-core `process_transaction_payload` (stackslib/src/chainstate/stacks/db/transactions.rs)
  if (tx.payload.payloadType === PayloadType.TokenTransfer && tx.postConditions.values.length) {
    invalid(
      'Invalid Stacks transaction: TokenTransfer transactions do not support post-conditions',
    );
  }
  // stacks-core `StacksBlock::validate_anchor_mode`: blocks refuse off-chain-only transactions,
  // and since Nakamoto there are no microblocks to carry them.
  if (tx.anchorMode === AnchorMode.OffChainOnly) {
    invalid('Invalid Stacks transaction: off-chain-only (microblock) transactions are never mined');
  }
}

/**
 * Sender address of a spending condition (single-sig ST…, multi-sig SN…).
 * @param {import('@stacks/transactions').SpendingCondition} condition
 */
function spendingConditionAddress(condition) {
  const singleSig =
    condition.hashMode === AddressHashMode.P2PKH || condition.hashMode === AddressHashMode.P2WPKH;
  return c32address(
    singleSig ? AddressVersion.TestnetSingleSig : AddressVersion.TestnetMultiSig,
    condition.signer,
  );
}

/** c32 version of a standard or contract principal (`ST….name` → the version of `ST…`). */
const principalVersion = (/** @type {string} */ principal) =>
  c32addressDecode(principal.split('.')[0] ?? '')[0];

/**
 * Check the payload against the chain and build what executes it.
 * @param {Chain} chain @param {StacksTransactionWire} tx @param {string} sender
 * @param {Uint8Array} bytes @param {Reject} reject
 * @returns {PayloadPlan}
 */
function payloadChecks(chain, tx, sender, bytes, reject) {
  const p = tx.payload;
  switch (p.payloadType) {
    case PayloadType.TokenTransfer: {
      const recipient = p.recipient.value;
      const amount = p.amount;
      if (recipient === sender)
        reject('TransferRecipientCannotEqualSender', 'recipient is the sender', { recipient });
      if (amount <= 0n) reject('TransferAmountMustBePositive', 'amount must be positive');
      if (!TESTNET_ADDRESS_VERSIONS.has(principalVersion(recipient)))
        reject('BadAddressVersionByte', `recipient ${recipient} is not a testnet address`);
      const entry = entryOf(tx, sender, bytes, null);
      return { type: 'token_transfer', entry, spend: amount, contractId: null, recipient };
    }
    case PayloadType.ContractCall: {
      // sBTC's contracts are the one exception: simnet deploys them at their mainnet address
      // (SBTC_DEPLOYER), where a testnet node has them at a testnet deployer, so a person's
      // call to the token or the withdrawal contract must pass (README, "Where the devnet
      // differs from a node").
      if (
        !TESTNET_ADDRESS_VERSIONS.has(p.contractAddress.version) &&
        addressToString(p.contractAddress) !== SBTC_DEPLOYER
      )
        reject('BadAddressVersionByte', 'the called contract is not at a testnet address');
      const contractId = `${addressToString(p.contractAddress)}.${p.contractName.content}`;
      const fn = p.functionName.content;
      const iface = chain.contractInterface(contractId);
      if (!iface) reject('NoSuchContract', `no contract ${contractId}`);
      const def = iface.functions.find((f) => f.name === fn);
      if (!def || def.access !== 'public')
        reject('NoSuchPublicFunction', `no public function ${fn} in ${contractId}`);
      const args = p.functionArgs;
      if (args.length !== def.args.length) {
        reject(
          'BadFunctionArgument',
          `${fn} takes ${def.args.length} arguments, got ${args.length}`,
        );
      }
      def.args.forEach((arg, i) => {
        const why = typeMismatch(args[i], arg.type);
        if (why) reject('BadFunctionArgument', `argument ${arg.name}: ${why}`);
      });
      const entry = { callPublicFn: { contract: contractId, method: fn, args, sender } };
      return { type: 'contract_call', entry, spend: 0n, contractId };
    }
    case PayloadType.SmartContract:
    case PayloadType.VersionedSmartContract: {
      const name = p.contractName.content;
      const contractId = `${sender}.${name}`;
      // Deploying over an existing contract panics simnet's VM for good: refuse it here.
      if (chain.mempool.hasDeploy(contractId) || chain.contractSource(contractId) !== null) {
        reject('ContractAlreadyExists', `contract ${contractId} already exists`);
      }
      const clarityVersion =
        p.payloadType === PayloadType.VersionedSmartContract
          ? p.clarityVersion
          : chain.defaultClarityVersion();
      const entry = entryOf(tx, sender, bytes, clarityVersion);
      return { type: 'smart_contract', entry, spend: 0n, contractId, clarityVersion };
    }
    case PayloadType.Coinbase:
    case PayloadType.CoinbaseToAltRecipient:
    case PayloadType.NakamotoCoinbase:
      return reject('NoCoinbaseViaMempool', 'coinbase transactions come from miners only');
    case PayloadType.TenureChange:
      return reject('NoTenureChangeViaMempool', 'tenure changes come from miners only');
    default: {
      // PoisonMicroblock, and anything newer: what a node answers a poison microblock with
      const message = 'PoisonMicroblock transactions not accepted via mempool';
      return reject('ServerFailureOther', message, { message });
    }
  }
}
