// Execution costs against the Stacks block limit: what a transaction costs (simnet measures it
// with cost tracking on), whether a block still has room for it, and what a miner does when it
// has not. Pure functions; `mining.mjs` applies them while it mines.
//
// Sources (stacks-core, tag 4.0.1, commit 62e03cc5551bfc574223c2b78ce04ceca30cec37):
// - `stackslib/src/core/mod.rs`: `BLOCK_LIMIT_MAINNET_40`, the limit of Epoch 4.0 on mainnet and
//   testnet (`STACKS_EPOCHS_MAINNET`/`_TESTNET`), and `TX_BLOCK_LIMIT_PROPORTION_HEURISTIC` (20).
// - `stackslib/src/chainstate/nakamoto/miner.rs` `parse_process_transaction_error`: a transaction
//   that overflows the budget while less than 20 % of it was used is invalid
//   (`TransactionTooBigError`): the miner drops it from its mempool
//   (`MemPoolDropReason::TOO_EXPENSIVE`, Hiro's `dropped_too_expensive`). Otherwise the miner
//   skips it for this block (`BlockCostLimitError` / `BlockTooBigError`): it waits for the next.
// - `clarity/src/vm/costs/execution_cost.rs`: `exceeds` (any dimension above the limit) and
//   `proportion_largest_dimension` (the fullest dimension, in whole percent).

/** @typedef {import('@stacks/clarinet-sdk').ParsedTransactionResult} ParsedTransactionResult */
/**
 * @typedef {{runtime: number, writeLength: number, writeCount: number, readLength: number,
 *   readCount: number}} ExecutionCost  simnet's names for stacks-core's `ExecutionCost`
 * @typedef {keyof ExecutionCost} CostDimension
 */

/**
 * `BLOCK_LIMIT_MAINNET_40`: Stacks 2.1's limit with the read budget doubled. On a Nakamoto chain
 * this is the budget of a tenure, and the default miner spends at most 25 % of what remains on
 * one block for contract calls outside the boot code (`tenure_cost_limit_per_block_percentage`,
 * `stackslib/src/config/mod.rs`); the devnet has no tenures and gives the whole limit to each
 * block (devnet/README.md, "Execution costs").
 * @type {Readonly<ExecutionCost>}
 */
export const BLOCK_LIMIT = Object.freeze({
  runtime: 5_000_000_000,
  writeLength: 15_000_000,
  writeCount: 15_000,
  readLength: 200_000_000,
  readCount: 30_000,
});

/**
 * What simnet (`@stacks/clarinet-sdk` 3.21) lets one call spend: `BLOCK_LIMIT_MAINNET_21`, the
 * limit before Epoch 4.0 (github.com/stx-labs/clarinet, tag v3.21.0,
 * `components/clarity-repl/src/repl/interpreter.rs` `get_global_context`). A call past it
 * aborts inside the VM with `CostBalanceExceeded`, so the devnet cannot run a transaction that
 * reads more than 15,000 times even though Epoch 4.0 would let a block hold it.
 * @type {Readonly<ExecutionCost>}
 */
const SIMNET_CALL_LIMIT = Object.freeze({
  runtime: 5_000_000_000,
  writeLength: 15_000_000,
  writeCount: 15_000,
  readLength: 100_000_000,
  readCount: 15_000,
});

/** `TX_BLOCK_LIMIT_PROPORTION_HEURISTIC`: below this fullness (percent) an overflow is fatal. */
export const TX_BLOCK_LIMIT_PROPORTION_HEURISTIC = 20;

/** @type {Readonly<ExecutionCost>} */
export const ZERO_COST = Object.freeze({
  runtime: 0,
  writeLength: 0,
  writeCount: 0,
  readLength: 0,
  readCount: 0,
});

/** @type {CostDimension[]} in stacks-core's order of `proportion_largest_dimension` */
const DIMENSIONS = ['runtime', 'writeLength', 'writeCount', 'readLength', 'readCount'];

/** Hiro's name of each dimension (`execution_cost_*` of a transaction). */
const HIRO_NAMES = /** @type {const} */ ({
  runtime: 'runtime',
  writeLength: 'write_length',
  writeCount: 'write_count',
  readLength: 'read_length',
  readCount: 'read_count',
});

/** @param {ExecutionCost} a @param {ExecutionCost} b @returns {ExecutionCost} */
function addCost(a, b) {
  return {
    runtime: a.runtime + b.runtime,
    writeLength: a.writeLength + b.writeLength,
    writeCount: a.writeCount + b.writeCount,
    readLength: a.readLength + b.readLength,
    readCount: a.readCount + b.readCount,
  };
}

/**
 * The first dimension in which `cost` is over `limit` (stacks-core `exceeds`), or null.
 * @param {ExecutionCost} cost @param {ExecutionCost} [limit]
 * @returns {CostDimension | null}
 */
export function exceededDimension(cost, limit = BLOCK_LIMIT) {
  return DIMENSIONS.find((d) => cost[d] > limit[d]) ?? null;
}

/**
 * How full `cost` makes a block, in whole percent of its fullest dimension (stacks-core
 * `proportion_largest_dimension`, integer division as there).
 * @param {ExecutionCost} cost @param {ExecutionCost} [limit]
 */
export function percentFull(cost, limit = BLOCK_LIMIT) {
  return Math.max(
    ...DIMENSIONS.map((d) => Math.floor(cost[d] / Math.max(1, Math.floor(limit[d] / 100)))),
  );
}

/**
 * What a transaction costs against the block limit. A token transfer runs no Clarity on a node
 * (its execution cost is zero in Hiro's API), though the devnet moves it through `devnet-stx`'s
 * `transfer-memo`; a contract call or a deploy costs what simnet measured.
 * @param {'token_transfer'|'contract_call'|'smart_contract'} type
 * @param {ParsedTransactionResult | null | undefined} executed
 * @returns {ExecutionCost}
 */
export function txCost(type, executed) {
  const total = executed?.costs?.total;
  if (type === 'token_transfer' || !total) return ZERO_COST;
  return {
    runtime: total.runtime,
    writeLength: total.writeLength,
    writeCount: total.writeCount,
    readLength: total.readLength,
    readCount: total.readCount,
  };
}

/**
 * Did simnet abort a call for spending more than it lets one call spend (`SIMNET_CALL_LIMIT`)?
 * @param {unknown} error what `mineBlock` threw
 */
export function isCostOverflow(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('CostBalanceExceeded');
}

/**
 * @typedef {{index: number, verdict: 'too_expensive' | 'next_block', dimension: CostDimension,
 *   usedPercent: number}} Overflow
 */

/**
 * Pack transactions, in order, into one block: the first that does not fit, and what a miner does
 * with it — drop it as too expensive when the block was less than 20 % full before it (it would
 * not fit a fresh block either, or barely), else leave it and every later one for the next block.
 * @param {ExecutionCost[]} costs each transaction's cost, in block order
 * @param {ExecutionCost} [limit]
 * @returns {Overflow | null} null: all fit
 */
export function firstOverflow(costs, limit = BLOCK_LIMIT) {
  let used = ZERO_COST;
  for (let index = 0; index < costs.length; index++) {
    const after = addCost(used, costs[index] ?? ZERO_COST);
    const dimension = exceededDimension(after, limit);
    if (dimension) {
      const usedPercent = percentFull(used, limit);
      const verdict =
        usedPercent < TX_BLOCK_LIMIT_PROPORTION_HEURISTIC ? 'too_expensive' : 'next_block';
      return { index, verdict, dimension, usedPercent };
    }
    used = after;
  }
  return null;
}

/**
 * Why a transaction was dropped as too expensive, in words.
 * @param {ExecutionCost | null} cost null: simnet aborted it past `SIMNET_CALL_LIMIT`
 * @param {CostDimension | null} dimension
 */
export function tooExpensiveReason(cost, dimension) {
  if (!cost || !dimension) {
    return (
      'too expensive: it spends more than simnet lets one transaction spend (the Stacks 2.1 block ' +
      `limit: ${describe(SIMNET_CALL_LIMIT)}), so no devnet block can hold it`
    );
  }
  return (
    `too expensive: its ${HIRO_NAMES[dimension]} of ${cost[dimension]} overflows the Epoch 4.0 ` +
    `block limit (${describe(BLOCK_LIMIT)}) of a block less than ` +
    `${TX_BLOCK_LIMIT_PROPORTION_HEURISTIC} % full, so a miner drops it`
  );
}

/** @param {ExecutionCost} cost */
function describe(cost) {
  return DIMENSIONS.map((d) => `${HIRO_NAMES[d]} ${cost[d]}`).join(', ');
}

/**
 * A transaction's cost as Hiro's `/extended/v1/tx/{txid}` gives it.
 * @param {ExecutionCost | null} cost
 */
export function costToHiro(cost) {
  const c = cost ?? ZERO_COST;
  return {
    execution_cost_read_count: c.readCount,
    execution_cost_read_length: c.readLength,
    execution_cost_runtime: c.runtime,
    execution_cost_write_count: c.writeCount,
    execution_cost_write_length: c.writeLength,
  };
}
