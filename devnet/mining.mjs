// Mining the mempool into blocks, as a node's miner would: each transaction pays its fee (a
// transfer to the miner account before it), then runs; one whose fee cannot be paid is dropped,
// one that breaks its post-conditions (postconditions.mjs) is mined reduced to its fee, and a
// block ends where its execution budget does (block-limits.mjs).
//
// - A fee failure never costs a rollback: as a node debits a fee before the payload runs, a
//   block's fees are all judged before the block runs (`unpayable`). That is exact because only
//   a sender's own transactions move its STX and a block ends before a sender's next transaction
//   once it holds a contract call of that sender (what a call spends is known only after it ran).
// - A post-condition abort or a block overflow does: the call already ran, and simnet cannot
//   forget it. The block is undone (`SimnetSession.rollbackTo`) and mined again without it. Its
//   cost grows with the history (the booted state, then the whole log replayed);
//   `node devnet/bench.mjs` measures it early and late (README, "Known gaps").
import { createHash } from 'node:crypto';
import { Cl, ClarityType } from '@stacks/transactions';
import { errorText } from './error-text.mjs';
import { blockResults, fromSdk, fromSdkEvents } from './sdk-values.mjs';
import { postConditionViolation } from './postconditions.mjs';
import {
  ZERO_COST,
  firstOverflow,
  isCostOverflow,
  tooExpensiveReason,
  txCost,
} from './block-limits.mjs';

/**
 * @typedef {import('./chain.mjs').Chain} Chain
 * @typedef {import('./tx-record.mjs').TxRecord} TxRecord
 * @typedef {import('./tx-record.mjs').TxStatus} TxStatus
 * @typedef {import('./tx-record.mjs').BlockInfo} BlockInfo
 * @typedef {import('./block-limits.mjs').ExecutionCost} ExecutionCost
 * @typedef {import('./tx-record.mjs').ClarityEvent} ClarityEvent
 * @typedef {import('@stacks/clarinet-sdk').ParsedTransactionResult} ParsedTransactionResult
 * @typedef {'abort_by_post_condition'|'abort_by_response'|'dropped_problematic'
 *   |'dropped_too_expensive'} Verdict
 * @typedef {{r: TxRecord, feeIdx: number, runIdx: number}} PlannedTx  a transaction in a block
 *   being mined: the index of its fee transfer and of its own entry (-1: not run, fee only), in
 *   the order of `minedEntries` (tx-record.mjs)
 */

/**
 * Mine the mempool: every pending transaction, in arrival order, into as few blocks as simnet
 * and the block limit allow (a deploy gets a block of its own; a block whose execution budget
 * is spent leaves the rest for the next one). With an empty mempool, mines an empty block.
 * @param {Chain} chain
 * @returns {Promise<{height: number, txids: string[],
 *   dropped: Array<{tx_id: string, tx_status: TxStatus, reason: string}>}>} `dropped`: the
 *   transactions no block will hold, and why
 */
export async function mineMempool(chain) {
  const pending = chain.mempool.records.slice();
  if (!pending.length) {
    chain.session.record({ kind: 'empty' });
    return { height: chain.tipHeight, txids: [], dropped: [] };
  }
  const txids = [];
  for (const segment of segments(pending)) {
    let live = segment.filter((r) => r.status === 'pending');
    while (live.length) {
      const block = await mineSegment(chain, live);
      txids.push(...block.txids);
      live = block.deferred.filter((r) => r.status === 'pending');
    }
  }
  const dropped = pending
    .filter((r) => r.status.startsWith('dropped'))
    .map((r) => ({ tx_id: r.txid, tx_status: r.status, reason: r.vmError ?? '' }));
  chain.mempool.removeSettled();
  return { height: chain.tipHeight, txids, dropped };
}

/**
 * Split the pending transactions into runs of calls/transfers, each deploy alone (a failing
 * deploy aborts its block). A run also ends before a sender's next transaction once it holds a
 * contract call of that sender: what a call spends is known only once it ran, and with it out of
 * the block every fee in the block is known to be payable before the block runs (`unpayable`),
 * so a fee never fails inside a block and never costs a rollback.
 * @param {TxRecord[]} pending @returns {TxRecord[][]}
 */
function segments(pending) {
  /** @type {TxRecord[][]} */
  const runs = [];
  /** @type {Set<string>} senders with a contract call in the last run */
  let callers = new Set();
  for (const r of pending) {
    const last = runs.at(-1);
    const joins =
      r.type !== 'smart_contract' &&
      last &&
      last[0]?.type !== 'smart_contract' &&
      !callers.has(r.sender);
    if (joins) last.push(r);
    else {
      runs.push([r]);
      callers = new Set();
    }
    if (r.type !== 'token_transfer') callers.add(r.sender);
  }
  return runs;
}

/**
 * Mine one block of transactions; if any cannot pay its fee, breaks its post-conditions or
 * overflows the block's execution budget (block-limits.mjs), undo the block, drop, neutralise
 * or defer those transactions, and mine it again.
 * @param {Chain} chain @param {TxRecord[]} segment
 * @returns {Promise<{txids: string[], deferred: TxRecord[]}>} the txids mined, and the
 *   transactions left for the next block because this one's budget was spent
 */
async function mineSegment(chain, segment) {
  const { session } = chain;
  /** @type {Map<string, Verdict>} */
  const verdicts = new Map();
  /** @type {Map<string, string>} */
  const reasons = new Map();
  /** @type {Map<string, ExecutionCost>} each transaction's cost when it last ran: one
   * neutralised by its post-conditions keeps what it spent running (a node counts it) */
  const costs = new Map();
  /** @type {TxRecord[]} */
  let deferred = [];
  let block = segment;
  for (;;) {
    const mark = session.opLog.length;
    /** @type {PlannedTx[]} */
    const plan = [];
    let next = 0;
    for (const r of block) {
      if (verdicts.get(r.txid)?.startsWith('dropped')) continue;
      const feeIdx = next++;
      const runIdx = verdicts.has(r.txid) ? -1 : next++;
      plan.push({ r, feeIdx, runIdx });
    }
    if (!plan.length) return { txids: [], deferred };

    const first = plan[0]?.r;
    const isDeploy = first?.type === 'smart_contract';
    const unpayableTx = unpayable(chain, plan);
    if (unpayableTx) {
      // a node never mines a transaction whose fee its sender cannot pay: nothing ran yet
      drop(chain, unpayableTx, verdicts);
      continue;
    }
    const mined = { txs: plan.map((p) => p.r), run: plan.map((p) => p.runIdx >= 0) };
    const outcome = session.record({ kind: 'mined', ...mined });
    /** what each entry did, or null: the block threw */
    const results = blockResults(outcome);
    if (!results) {
      const culprit = block.length === 1 ? first : null;
      if (culprit && isCostOverflow(outcome)) {
        // past what simnet lets one transaction spend: no block holds it, and it pays nothing
        await session.rollbackTo(mark);
        drop(chain, culprit, verdicts, 'dropped_too_expensive', tooExpensiveReason(null, null));
        continue;
      }
      if (!isDeploy) {
        // Should not happen (arguments are type-checked at admission); isolate the culprit.
        await session.rollbackTo(mark);
        if (block.length > 1) {
          const txids = [];
          for (const r of block) {
            if (r.status === 'pending') txids.push(...(await mineSegment(chain, [r])).txids);
          }
          return { txids, deferred };
        }
        const only = block[0]?.txid ?? '';
        verdicts.set(only, 'abort_by_response');
        reasons.set(only, errorText(outcome));
        continue;
      }
      // the deploy failed analysis or at run time: its fee stays paid, nothing else happened
      if (!verdicts.has(first.txid)) {
        verdicts.set(first.txid, 'abort_by_response');
        reasons.set(first.txid, errorText(outcome));
      }
    }

    let redo = false;
    if (results) {
      for (const { r, runIdx } of plan) {
        if (runIdx >= 0) costs.set(r.txid, txCost(r.type, results[runIdx]));
      }
      const overflow = firstOverflow(plan.map(({ r }) => costs.get(r.txid) ?? ZERO_COST));
      // Only the first problem is judged per pass: the transactions after it ran on a state that
      // still holds its effects, which a node would have undone before running them (a stake
      // aborted by its post-conditions must not make the next stake fail with u19).
      for (const [i, { r, feeIdx, runIdx }] of plan.entries()) {
        const feePaid = results[feeIdx];
        if (feePaid === undefined || fromSdk(feePaid.result).type !== ClarityType.ResponseOk) {
          // could not pay the fee when its turn came: a node would not mine it
          drop(chain, r, verdicts);
          redo = true;
          break;
        }
        if (overflow?.index === i) {
          if (overflow.verdict === 'too_expensive') {
            const cost = costs.get(r.txid) ?? ZERO_COST;
            const why = tooExpensiveReason(cost, overflow.dimension);
            drop(chain, r, verdicts, 'dropped_too_expensive', why);
          } else {
            // the block's budget is spent: this one and every later one wait for the next block
            const at = block.indexOf(r);
            deferred = [...block.slice(at), ...deferred];
            block = block.slice(0, at);
          }
          redo = true;
          break;
        }
        // A node checks post-conditions of contract calls and deploys, not of STX transfers.
        if (runIdx < 0 || r.type === 'token_transfer') continue;
        const ran = results[runIdx];
        const violation = postConditionViolation(
          r.tx,
          r.sender,
          ran ? fromSdkEvents(ran.events) : [],
        );
        if (violation) {
          verdicts.set(r.txid, 'abort_by_post_condition');
          reasons.set(r.txid, violation);
          redo = true;
          break;
        }
      }
    }
    if (redo) {
      await session.rollbackTo(mark);
      continue;
    }
    return { txids: commitBlock(chain, plan, results, verdicts, reasons, costs), deferred };
  }
}

/**
 * The first transaction of a block whose fee its sender will not have when its turn comes, or
 * null. Exact because only a sender's own transactions take its STX, a block holds at most one
 * contract call per sender and as that sender's last (see `segments`), and what a transfer spends
 * is known: it moves its amount when the balance after its fee covers it, else it aborts
 * (`abort_by_response`, fee paid). Run before the block, so a fee failure costs no rollback.
 * One thing it cannot know is STX an earlier contract call in the block pays someone: a sender
 * short of its fee after such a call is left to the block itself (checked after it ran, with
 * a rollback), never dropped on a guess a node would not make.
 * @param {Chain} chain @param {PlannedTx[]} plan
 * @returns {TxRecord | null}
 */
function unpayable(chain, plan) {
  /** @type {Map<string, bigint>} what each sender has left at that point of the block */
  const left = new Map();
  /** a contract call ran earlier in the block: it may have paid anyone */
  let callRan = false;
  for (const { r, runIdx } of plan) {
    const balance = left.get(r.sender) ?? chain.stxAccount(r.sender).unlocked;
    if (balance < r.fee) return callRan ? null : r;
    if (runIdx >= 0 && r.type !== 'token_transfer') callRan = true;
    let after = balance - r.fee;
    const moves = runIdx >= 0 && r.type === 'token_transfer' && after >= r.spend;
    if (moves) after -= r.spend;
    left.set(r.sender, after);
    if (moves && r.recipient) {
      const to = r.recipient;
      left.set(to, (left.get(to) ?? chain.stxAccount(to).unlocked) + r.spend);
    }
  }
  return null;
}

/**
 * Drop a transaction that cannot be mined, and its sender's later ones (their nonce is gone).
 * @param {Chain} chain @param {TxRecord} record @param {Map<string, Verdict>} verdicts
 * @param {'dropped_problematic' | 'dropped_too_expensive'} [status] the transaction's own
 * @param {string} [reason]
 */
function drop(
  chain,
  record,
  verdicts,
  status = 'dropped_problematic',
  reason = 'its sender cannot pay its fee',
) {
  for (const r of chain.mempool.records) {
    if (r.sender === record.sender && r.nonce >= record.nonce && r.status === 'pending') {
      const own = r === record;
      r.status = own ? status : 'dropped_problematic';
      r.vmError = own ? reason : `an earlier nonce of its sender (${record.nonce}) was dropped`;
      verdicts.set(r.txid, r.status);
    }
  }
}

/**
 * Record the results of a block that stays: statuses, events, nonces, indexes.
 * @param {Chain} chain @param {PlannedTx[]} plan @param {ParsedTransactionResult[] | null} results
 * @param {Map<string, Verdict>} verdicts @param {Map<string, string>} reasons
 * @param {Map<string, ExecutionCost>} costs what each transaction spent running
 * @returns {string[]} the txids in the block
 */
function commitBlock(chain, plan, results, verdicts, reasons, costs) {
  const height = chain.tipHeight;
  const time = chain.tipTime;
  const txids = plan
    .filter((p) => !verdicts.get(p.r.txid)?.startsWith('dropped'))
    .map((p) => p.r.txid);
  /** @type {BlockInfo} */
  const block = {
    height,
    hash: `0x${createHash('sha256')
      .update(['block', String(height), ...txids].join('|'))
      .digest('hex')}`,
    time,
    burnHeight: chain.burnHeight,
    burnTime: time,
  };
  chain.history.addBlock({ ...block, txids });
  plan.forEach(({ r, runIdx }, txIndex) => {
    /** @type {ClarityEvent[]} */
    let events = [];
    const verdict = verdicts.get(r.txid);
    const executed = runIdx >= 0 && results ? results[runIdx] : null;
    r.block = block;
    r.txIndex = txIndex;
    r.vmError = reasons.get(r.txid) ?? null;
    r.cost = costs.get(r.txid) ?? ZERO_COST;
    if (executed) {
      const result = fromSdk(executed.result);
      r.result = result;
      events = fromSdkEvents(executed.events);
      r.events = events;
      // A deploy that ran is a success whatever its last expression gives (a node judges the
      // contract, not the value of its last top-level form: `define-data-var` gives none).
      r.status =
        r.type === 'smart_contract' ||
        result.type === ClarityType.ResponseOk ||
        result.type === ClarityType.BoolTrue
          ? 'success'
          : 'abort_by_response';
    } else {
      r.result = Cl.error(Cl.none());
      r.events = [];
      r.status =
        verdict === 'abort_by_post_condition' ? 'abort_by_post_condition' : 'abort_by_response';
    }
    if (r.type === 'smart_contract' && r.status === 'success') r.result = Cl.ok(Cl.bool(true));
    chain.history.addMined(r, events);
  });
  return txids;
}
