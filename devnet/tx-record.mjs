// One accepted transaction, stored compactly (RSS after 10,000 transactions).
//
// The history keeps every transaction the API may serve, for as long as the devnet runs. Held as
// decoded objects (the `StacksTransactionWire`, the simnet entry that runs it, simnet's parsed
// events and result) a token transfer cost ≈3.5 KB of JavaScript heap; measured by dropping each
// part after 10,000 transfers: the decoded transaction ≈690 B, the entry ≈510 B, the events
// ≈420 B, the hex ≈390 B, the record itself (built with a spread, so a dictionary) ≈1.2 KB.
// Here the transaction is its bytes (a one-byte string), events and result are the JSON and hex
// they serialize to, principals are shared strings, and everything derivable is derived when read:
// `tx`, `entry`, `raw`, `events`, `result` read as they did before, decoded on each read. A pending
// transaction keeps its decoded form, which admission and mining use; `compact()` drops it once
// it leaves the mempool.
import {
  Cl,
  PayloadType,
  addressToString,
  deserializeTransaction,
  serializeCV,
} from '@stacks/transactions';
import { miner } from '#common/devnet-accounts.mjs';
import { devnetContracts } from './contracts.mjs';
import { sdkClarityVersion, toSdkArgs } from './sdk-values.mjs';

/**
 * @typedef {'pending'|'success'|'abort_by_response'|'abort_by_post_condition'|'dropped_problematic'
 *   |'dropped_too_expensive'} TxStatus
 * @typedef {{height: number, hash: string, time: number, burnHeight: number, burnTime: number}} BlockInfo
 * @typedef {import('@stacks/clarinet-sdk').Tx} Tx
 * @typedef {{event: string, data: SimnetEventData}} ClarityEvent simnet's event, as its JSON
 *   says (sdk-values.mjs `fromSdkEvents`)
 * @typedef {{raw_value?: string, value?: ClarityValue, contract_identifier?: string,
 *   topic?: string, sender?: string, recipient?: string, amount?: string, memo?: string,
 *   asset_identifier?: string, locked_amount?: string, unlock_height?: string,
 *   locked_address?: string}} SimnetEventData the fields an event of each kind carries, the
 *   SDK types them `any` (stacks-core `clarity/src/vm/events.rs`, each event's `json_serialize`:
 *   amounts and heights are decimal strings)
 * @typedef {import('@stacks/transactions').ClarityValue} ClarityValue
 * @typedef {import('@stacks/transactions').StacksTransactionWire} StacksTransactionWire
 * @typedef {'token_transfer'|'contract_call'|'smart_contract'} TxType
 */

/**
 * A field every event of its kind carries (events.rs), as its JSON writes it; throws when simnet
 * left it out, a fault of the VM, not of a transaction.
 * @param {SimnetEventData} data @param {Exclude<keyof SimnetEventData, 'value'>} name
 */
export function eventField(data, name) {
  const value = data[name];
  if (value === undefined) throw new Error(`simnet's event has no ${name}`);
  return value;
}

/** @type {Map<string, string>} one copy of each principal, contract id and event-name list */
const interned = new Map();

/**
 * The shared copy of a string that recurs across transactions (senders, recipients, contracts).
 * @template {string | null | undefined} S @param {S} value @returns {S}
 */
function intern(value) {
  if (typeof value !== 'string') return value;
  const known = interned.get(value);
  if (known !== undefined) return /** @type {S} */ (known);
  interned.set(value, value);
  return value;
}

/**
 * The simnet entry that executes a transaction (admission builds it once; a compacted record
 * builds it again for a replay or a read).
 * @param {StacksTransactionWire} tx @param {string} sender @param {Uint8Array} bytes
 * @param {number | null} clarityVersion of a deploy: its own, or the epoch's default at admission
 * @returns {Tx}
 */
export function entryOf(tx, sender, bytes, clarityVersion) {
  const p = tx.payload;
  switch (p.payloadType) {
    case PayloadType.TokenTransfer: {
      // simnet's transferSTX has no memo: devnet-stx's transfer-memo moves it with its memo.
      // The memo is the last 34 bytes of a token-transfer transaction (the payload comes last).
      const memo = Buffer.from(bytes.subarray(bytes.length - 34)).toString('hex');
      return {
        callPublicFn: {
          contract: devnetContracts.stxTransferMemo.id,
          method: 'transfer-memo',
          args: toSdkArgs([
            Cl.uint(p.amount),
            Cl.principal(p.recipient.value),
            Cl.bufferFromHex(memo),
          ]),
          sender,
        },
      };
    }
    case PayloadType.ContractCall: {
      const contract = `${addressToString(p.contractAddress)}.${p.contractName.content}`;
      const method = p.functionName.content;
      return { callPublicFn: { contract, method, args: toSdkArgs(p.functionArgs), sender } };
    }
    case PayloadType.SmartContract:
    case PayloadType.VersionedSmartContract:
      if (clarityVersion === null) throw new Error('a deploy needs its Clarity version');
      return {
        deployContract: {
          name: p.contractName.content,
          content: p.codeBody.content,
          options: { clarityVersion: sdkClarityVersion(clarityVersion) },
          sender,
        },
      };
    default:
      throw new Error(`no simnet entry for payload type ${p.payloadType}`);
  }
}

/**
 * simnet's entries for a block of accepted transactions: each one's fee (a transfer to the
 * miner), then the transaction where it runs. Mining indexes simnet's results in this order
 * (mining.mjs), and a replay of the block (simnet-session.mjs) builds the same entries again.
 * @param {{txs: TxRecord[], run: boolean[]}} block
 * @returns {Tx[]}
 */
export function minedEntries({ txs, run }) {
  /** @type {Tx[]} */
  const entries = [];
  txs.forEach((r, i) => {
    entries.push({
      transferSTX: { amount: Number(r.fee), recipient: miner.address, sender: r.sender },
    });
    if (run[i]) entries.push(r.entry);
  });
  return entries;
}

export class TxRecord {
  /** @type {string | null} the bytes as a latin1 string */
  #bytes;
  /** @type {StacksTransactionWire | null} while pending */
  #tx;
  /** @type {Tx | null} while pending */
  #entry;
  /** @type {string | null} 0x-hex of the result, once mined */
  #result = null;
  /** @type {string | null} JSON of the events without their decoded `value`; null: none */
  #events = null;

  /**
   * @param {{txid: string, bytes: Uint8Array, tx: StacksTransactionWire, entry: Tx, type: TxType,
   *   sender: string, nonce: number, fee: bigint, spend: bigint, contractId: string | null,
   *   recipient?: string, clarityVersion?: number | null}} init
   */
  constructor(init) {
    /** 0x-prefixed */
    this.txid = init.txid;
    this.#bytes = Buffer.from(init.bytes).toString('latin1');
    this.#tx = init.tx;
    this.#entry = init.entry;
    /** @type {TxType} */
    this.type = init.type;
    this.sender = intern(init.sender);
    this.nonce = init.nonce;
    this.fee = init.fee;
    /** µSTX the payload moves by itself (transfer amount), for funds checks */
    this.spend = init.spend;
    /** called or deployed contract */
    this.contractId = intern(init.contractId);
    /** of a token transfer @type {string | undefined} */
    this.recipient = intern(init.recipient);
    /** a deploy's Clarity version, to build its entry again @type {number | null} */
    this.clarityVersion = init.clarityVersion ?? null;
    /** unix seconds it entered the mempool */
    this.receiptTime = Math.floor(Date.now() / 1000);
    /** @type {TxStatus} */
    this.status = 'pending';
    /** @type {string | null} the VM's error of a mined transaction; why a dropped one was dropped */
    this.vmError = null;
    /** @type {import('./block-limits.mjs').ExecutionCost | null} what it spent, once mined */
    this.cost = null;
    /** @type {BlockInfo | null} */
    this.block = null;
    this.txIndex = 0;
    /** the distinct event names, comma-separated: lets a scan skip decoding ('' when none) */
    this.eventNames = '';
  }

  /** The serialized transaction. */
  get bytes() {
    return Buffer.from(this.#bytes ?? '', 'latin1');
  }

  /** 0x-prefixed serialized transaction. */
  get raw() {
    return `0x${this.bytes.toString('hex')}`;
  }

  /** @returns {StacksTransactionWire} */
  get tx() {
    return this.#tx ?? deserializeTransaction(this.bytes);
  }

  /** The simnet transaction that executes it (see `tx` of clarinet-sdk). @returns {Tx} */
  get entry() {
    return this.#entry ?? entryOf(this.tx, this.sender, this.bytes, this.clarityVersion);
  }

  /** @returns {ClarityValue | null} once mined */
  get result() {
    return this.#result === null ? null : Cl.deserialize(this.#result);
  }

  set result(value) {
    this.#result = value === null ? null : intern(`0x${serializeCV(value)}`);
  }

  /** @returns {ClarityEvent[]} simnet's events, `data.value` decoded from `raw_value` as simnet does */
  get events() {
    if (this.#events === null) return [];
    // The JSON the setter below wrote from the events simnet gave.
    /** @type {unknown} */
    const parsed = JSON.parse(this.#events);
    const events = /** @type {ClarityEvent[]} */ (parsed);
    for (const { data } of events) {
      if (data.raw_value !== undefined) data.value = Cl.deserialize(data.raw_value);
    }
    return events;
  }

  set events(events) {
    if (!events.length) {
      this.#events = null;
      this.eventNames = '';
      return;
    }
    // `value` is `raw_value` decoded (and may hold bigints): kept as `raw_value` only.
    this.#events = JSON.stringify(
      events.map(({ event, data }) => ({
        event,
        data: 'raw_value' in data ? { ...data, value: undefined } : data,
      })),
    );
    this.eventNames = intern([...new Set(events.map((e) => e.event))].join(','));
  }

  /** Has it an event of this name? Cheaper than decoding the events. @param {string} name */
  hasEvent(name) {
    return this.eventNames.split(',').includes(name);
  }

  /** Out of the mempool: keep only the bytes, decode on read. */
  compact() {
    this.#tx = null;
    this.#entry = null;
  }
}
