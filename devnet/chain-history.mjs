// What the API serves about the past: every accepted transaction, the blocks that carried them,
// each principal's transactions, nonces and STX totals, and who holds each NFT. Learnt from
// admission and from the events of mined transactions; simnet keeps none of it.
import { Cl, serializeCV } from '@stacks/transactions';
import { miner } from '#common/devnet-accounts.mjs';
import { BOOT_MINT_TXID, devnetContracts, SEEDED_NFTS } from './contracts.mjs';
import { eventField } from './tx-record.mjs';

/**
 * @typedef {import('./tx-record.mjs').TxRecord} TxRecord
 * @typedef {import('./tx-record.mjs').BlockInfo} BlockInfo
 * @typedef {import('./tx-record.mjs').ClarityEvent} ClarityEvent
 * @typedef {{sent: bigint, received: bigint, fees: bigint}} StxTotals
 */

export class ChainHistory {
  /** @type {Map<string, TxRecord>} every transaction accepted, by txid */
  txs = new Map();
  /** @type {Map<string, number>} next nonce per sender, from mined transactions */
  nonces = new Map();
  /** @type {Map<string, Set<string>>} txids touching each principal, oldest first */
  byPrincipal = new Map();
  /** @type {Array<BlockInfo & {txids: string[]}>} blocks that carried transactions */
  blocks = [];
  /** @type {Map<string, {owner: string, txid: string, height: number}>} `asset|valueHex` → owner */
  nftOwners = new Map();
  /** @type {Map<string, StxTotals>} STX totals per principal */
  stxTotals = new Map();

  /**
   * A history that starts at boot. The holdings index learns owners from transactions' events;
   * the boot's NFT claims are not transactions, so they enter it here.
   */
  constructor() {
    const asset = `${devnetContracts.nft.id}::devnet-nft`;
    for (let id = 1; id <= SEEDED_NFTS.count; id++) {
      this.nftOwners.set(`${asset}|${serializeCV(Cl.uint(id))}`, {
        owner: SEEDED_NFTS.owner,
        txid: BOOT_MINT_TXID,
        height: 0,
      });
    }
  }

  /** A transaction just admitted. @param {TxRecord} record */
  add(record) {
    this.txs.set(record.txid, record);
    this.#index(record, [record.sender, record.contractId, record.recipient]);
  }

  /** Next nonce a principal's mined transactions imply. @param {string} principal */
  confirmedNonce(principal) {
    return this.nonces.get(principal) ?? 0;
  }

  /** @param {string} principal @returns {StxTotals} */
  stxTotalsOf(principal) {
    return this.stxTotals.get(principal) ?? { sent: 0n, received: 0n, fees: 0n };
  }

  /** A block that stays. @param {BlockInfo & {txids: string[]}} block */
  addBlock(block) {
    this.blocks.push(block);
  }

  /**
   * Update the indexes from a mined transaction (its status and block already set) and its
   * events, as simnet gave them (not decoded again).
   * @param {TxRecord} r @param {ClarityEvent[]} events
   */
  addMined(r, events) {
    this.nonces.set(r.sender, r.nonce + 1);
    const totals = (/** @type {string} */ p) => {
      if (!this.stxTotals.has(p)) this.stxTotals.set(p, { sent: 0n, received: 0n, fees: 0n });
      return /** @type {StxTotals} */ (this.stxTotals.get(p));
    };
    totals(r.sender).fees += r.fee;
    totals(miner.address).received += r.fee;
    /** @type {string[]} */
    const involved = [];
    for (const { event, data } of events) {
      if (data.sender) involved.push(data.sender);
      if (data.recipient) involved.push(data.recipient);
      if (event === 'stx_transfer_event') {
        totals(eventField(data, 'sender')).sent += BigInt(eventField(data, 'amount'));
        totals(eventField(data, 'recipient')).received += BigInt(eventField(data, 'amount'));
      } else if (event === 'stx_burn_event') {
        totals(eventField(data, 'sender')).sent += BigInt(eventField(data, 'amount'));
      } else if (event.startsWith('nft_')) {
        const id = eventField(data, 'raw_value').replace(/^0x/, '');
        const key = `${eventField(data, 'asset_identifier')}|${id}`;
        if (event === 'nft_burn_event') this.nftOwners.delete(key);
        else
          this.nftOwners.set(key, {
            owner: eventField(data, 'recipient'),
            txid: r.txid,
            height: r.block?.height ?? 0,
          });
      }
    }
    this.#index(r, involved);
  }

  /**
   * Remember that a transaction concerns these principals (address history).
   * @param {TxRecord} record @param {Array<string | null | undefined>} principals
   */
  #index(record, principals) {
    for (const p of principals) {
      if (!p) continue;
      if (!this.byPrincipal.has(p)) this.byPrincipal.set(p, new Set());
      this.byPrincipal.get(p)?.add(record.txid);
    }
  }
}
