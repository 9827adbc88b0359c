// The transactions admitted and not yet mined, in arrival order, with an index by sender:
// admission reads a sender's queue on every broadcast, so it never scans the whole mempool.

/** @typedef {import('./tx-record.mjs').TxRecord} TxRecord */

export class Mempool {
  /** @type {TxRecord[]} pending, in arrival order (per sender that is nonce order) */
  records = [];
  /** @type {Map<string, TxRecord[]>} the same records by sender, in nonce order */
  #bySender = new Map();

  get size() {
    return this.records.length;
  }

  /** @param {TxRecord} record the sender's next nonce */
  add(record) {
    this.records.push(record);
    const queue = this.#bySender.get(record.sender);
    if (queue) queue.push(record);
    else this.#bySender.set(record.sender, [record]);
  }

  /** @param {string} sender @returns {TxRecord[]} its pending transactions, in nonce order */
  of(sender) {
    return (this.#bySender.get(sender) ?? []).slice();
  }

  /** How many transactions of this sender wait. @param {string} sender */
  countOf(sender) {
    return this.#bySender.get(sender)?.length ?? 0;
  }

  /** µSTX the sender's waiting transactions spend: fees and transfer amounts. @param {string} sender */
  spendOf(sender) {
    return (this.#bySender.get(sender) ?? []).reduce((sum, r) => sum + r.fee + r.spend, 0n);
  }

  /** Is a deploy of this contract waiting? @param {string} contractId */
  hasDeploy(contractId) {
    return this.records.some((r) => r.type === 'smart_contract' && r.contractId === contractId);
  }

  /** Let go of every transaction no longer pending (mined or dropped), compacted for the history. */
  removeSettled() {
    for (const r of this.records) if (r.status !== 'pending') r.compact();
    const pending = this.records.filter((r) => r.status === 'pending');
    this.records = [];
    this.#bySender = new Map();
    for (const r of pending) this.add(r);
  }
}
