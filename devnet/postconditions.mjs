// Post-conditions, checked the way a Stacks 4.0 node does; simnet enforces none.
//
// The node (stacks-core 4.0.1, stackslib/src/chainstate/stacks/db/transactions.rs,
// `StacksChainState::check_transaction_postconditions`) checks a contract call's or deploy's
// post-conditions against the VM's asset map of the transaction, whatever its result — an
// `(err …)` included — and a failure makes it `abort_by_post_condition`, fee paid. The asset map
// holds, per principal: what it sent (STX transferred or burned, FT amounts, NFT values), the
// µSTX it *staked* (`log_stacking`), and whether it performed a PoX action (`log_pox_action`).
// simnet gives us events instead, so the map is rebuilt from them (`assetMap` below).
//
// Each post-condition is checked in order (the first failure is the reason). Then, in Deny mode
// for every principal and in Originator mode (SIP-040, mode 3) for the origin only, every asset
// sent, every stake and every PoX action must be covered by a post-condition of its kind; Allow
// mode skips that part (its explicit post-conditions still apply).
import {
  ClarityType,
  PayloadType,
  PostConditionMode,
  addressToString,
  hexToCV,
  serializeCV,
  wireToPostCondition,
} from '@stacks/transactions';

import { POX_5 } from './contracts.mjs';
import { eventField } from './tx-record.mjs';

const STX = 'STX';

/**
 * pox-5 functions whose lock the node logs as staked by the staker, the amount being the `ok`
 * tuple's `amount-ustx` — for `stake-update` the new total, not the increase (pox-locking/src/
 * pox_5.rs `handle_lockup_pox_v5`, `handle_stake_lockup_update_pox_v5`). `unstake` also emits an
 * `stx_lock_event` (same amount, earlier unlock: `handle_unstake_pox_v5`) but logs no staking.
 */
const STAKING_FUNCTIONS = new Set(['stake', 'stake-update', 'register-for-bond']);

/**
 * pox-5 functions the node logs as a PoX action of the caller's `tx-sender`, whether or not the
 * call succeeded (pox-locking/src/pox_5.rs `handle_contract_call`; clarity/src/vm/contexts.rs
 * `AssetMap::add_pox_action`).
 */
const POX_ACTIONS = new Set([
  'unstake',
  'unstake-sbtc',
  'update-bond-registration',
  'announce-l1-early-exit',
]);

/**
 * The `topic` and `staker` of a pox-5 print event (each public function prints
 * `(merge {topic: "<function>"} result)` as it succeeds; `staker` is its `tx-sender`, and
 * `announce-l1-early-exit` asserts the two are equal: pox-5.clar 1214–1217).
 * @param {import('./tx-record.mjs').SimnetEventData} data
 * @returns {{topic: string, staker: string | null} | null}
 */
function poxPrint(data) {
  if (data.contract_identifier !== POX_5 || typeof data.raw_value !== 'string') {
    return null;
  }
  const value = hexToCV(data.raw_value);
  if (value.type !== ClarityType.Tuple) return null;
  const { topic, staker } = value.value;
  if (topic?.type !== ClarityType.StringASCII) return null;
  const principal =
    staker?.type === ClarityType.PrincipalStandard || staker?.type === ClarityType.PrincipalContract
      ? staker.value
      : null;
  return { topic: topic.value, staker: principal };
}

/**
 * The transaction's asset map, rebuilt from its events as the node's `AssetMap` would hold it.
 * @param {import('@stacks/transactions').StacksTransactionWire} tx
 * @param {string} origin
 * @param {import('./tx-record.mjs').ClarityEvent[]} events
 */
function assetMap(tx, origin, events) {
  /** @type {Map<string, bigint>} key `principal|asset` → amount sent */
  const fungible = new Map();
  /** @type {Set<string>} key `principal|asset|valueHex` */
  const nonFungible = new Set();
  /** @type {Map<string, bigint>} principal → µSTX staked (summed within a transaction since 4.0:
   * contexts.rs `AssetMap::add_stacking`, `sums_stacking_assetmap`) */
  const staked = new Map();
  /** @type {Set<string>} principals that performed a PoX action */
  const poxActions = new Set();
  /** @param {string} principal @param {string} asset @param {string | number | bigint} amount */
  const add = (principal, asset, amount) => {
    const key = `${principal}|${asset}`;
    fungible.set(key, (fungible.get(key) ?? 0n) + BigInt(amount));
  };

  // A failed pox-5 call leaves no event (its frame is rolled back), but the node logs the PoX
  // action into the caller's frame after the call returns (clarity/src/vm/contexts.rs
  // `Environment::inner_execute_contract` runs the special-case handler on any response). When
  // the transaction itself calls pox-5, that frame is the transaction's: the action stands.
  const { payload } = tx;
  if (
    payload.payloadType === PayloadType.ContractCall &&
    `${addressToString(payload.contractAddress)}.${payload.contractName.content}` === POX_5 &&
    POX_ACTIONS.has(payload.functionName.content)
  ) {
    poxActions.add(origin);
  }

  /** the topic of the latest pox-5 print: the function whose lock event follows it */
  let poxFunction = '';
  for (const { event, data } of events) {
    switch (event) {
      case 'stx_transfer_event':
      case 'stx_burn_event':
        add(eventField(data, 'sender'), STX, eventField(data, 'amount'));
        break;
      case 'ft_transfer_event':
      case 'ft_burn_event':
        add(
          eventField(data, 'sender'),
          eventField(data, 'asset_identifier'),
          eventField(data, 'amount'),
        );
        break;
      case 'nft_transfer_event':
      case 'nft_burn_event':
        nonFungible.add(
          `${eventField(data, 'sender')}|${eventField(data, 'asset_identifier')}|${normalizeHex(data.raw_value)}`,
        );
        break;
      case 'print_event': {
        const print = poxPrint(data);
        if (!print) break;
        poxFunction = print.topic;
        // a nested call that succeeded (one that failed inside a caller that carried on leaves no
        // trace in the events: a gap, see devnet/README.md)
        if (POX_ACTIONS.has(print.topic) && print.staker) poxActions.add(print.staker);
        break;
      }
      case 'stx_lock_event':
        // the handler appends the lock event right after the pox-5 frame's events, whose last
        // is the function's print
        if (data.contract_identifier === POX_5 && STAKING_FUNCTIONS.has(poxFunction)) {
          const address = eventField(data, 'locked_address');
          staked.set(
            address,
            (staked.get(address) ?? 0n) + BigInt(eventField(data, 'locked_amount')),
          );
        }
        break;
    }
  }
  return { fungible, nonFungible, staked, poxActions };
}

const normalizeHex = (/** @type {string | undefined} */ hex) =>
  (hex ?? '').replace(/^0x/, '').toLowerCase();

/**
 * The node's fungible condition codes (stacks-codec `FungibleConditionCode::check`), named as in
 * its reasons.
 * @type {Record<'eq'|'gt'|'gte'|'lt'|'lte', {name: string, holds: (sent: bigint, bound: bigint) => boolean}>}
 */
const FUNGIBLE = {
  eq: { name: 'SentEq', holds: (sent, bound) => sent === bound },
  gt: { name: 'SentGt', holds: (sent, bound) => sent > bound },
  gte: { name: 'SentGe', holds: (sent, bound) => sent >= bound },
  lt: { name: 'SentLt', holds: (sent, bound) => sent < bound },
  lte: { name: 'SentLe', holds: (sent, bound) => sent <= bound },
};

/**
 * stacks-codec `PoxConditionCode::check`.
 * @type {Record<'will-not-perform'|'may-perform'|'will-perform', {name: string, holds: (performed: boolean) => boolean}>}
 */
const POX = {
  'will-not-perform': { name: 'NotPerformed', holds: (performed) => !performed },
  'may-perform': { name: 'MaybePerformed', holds: () => true },
  'will-perform': { name: 'Performed', holds: (performed) => performed },
};

/**
 * Check a transaction's post-conditions against its events, as the node does.
 * @param {import('@stacks/transactions').StacksTransactionWire} tx
 * @param {string} origin  the transaction's sender address (what an "origin" principal means)
 * @param {import('./tx-record.mjs').ClarityEvent[]} events
 * @returns {string|null} why the transaction must abort (the node's reason), or null when the
 *   post-conditions hold
 */
export function postConditionViolation(tx, origin, events) {
  const sent = assetMap(tx, origin, events);
  const covered = new Set(); // `principal|asset` (fungible) and `principal|asset|id` (NFT) checked
  const coveredStaking = new Set();
  const coveredPox = new Set();
  for (const wire of tx.postConditions.values) {
    const pc = wireToPostCondition(wire);
    const principal = pc.address === 'origin' ? origin : pc.address;
    switch (pc.type) {
      case 'stx-postcondition':
      case 'ft-postcondition': {
        const asset = pc.type === 'stx-postcondition' ? STX : pc.asset;
        const key = `${principal}|${asset}`;
        covered.add(key);
        const amount = sent.fungible.get(key) ?? 0n;
        const code = FUNGIBLE[pc.condition];
        if (!code.holds(amount, BigInt(pc.amount))) {
          return pc.type === 'stx-postcondition'
            ? `Post-condition check failure on STX owned by ${principal}: ${pc.amount} ${code.name} ${amount}`
            : `Post-condition check failure on fungible asset ${asset} owned by ${principal}: ${pc.amount} ${code.name} ${amount}`;
        }
        break;
      }
      case 'nft-postcondition': {
        const key = `${principal}|${pc.asset}|${serializeCV(pc.assetId)}`;
        covered.add(key);
        const didSend = sent.nonFungible.has(key);
        if ((pc.condition === 'sent' && !didSend) || (pc.condition === 'not-sent' && didSend)) {
          const name = pc.condition === 'sent' ? 'Sent' : 'NotSent';
          return `Post-condition check failure on non-fungible asset ${pc.asset} owned by ${principal}: 0x${serializeCV(pc.assetId)} ${name} sent=${didSend}`;
        }
        break;
      }
      case 'staking-postcondition': {
        const amount = sent.staked.get(principal) ?? 0n;
        const code = FUNGIBLE[pc.condition];
        if (!code.holds(amount, BigInt(pc.amount))) {
          return `Post-condition check failure on STX staked by ${principal}: ${pc.amount} ${code.name} ${amount}`;
        }
        coveredStaking.add(principal);
        break;
      }
      case 'pox-postcondition': {
        const performed = sent.poxActions.has(principal);
        const code = POX[pc.condition];
        if (!code.holds(performed)) {
          return `Post-condition check failure on PoX action by ${principal}: ${code.name} performed=${performed}`;
        }
        coveredPox.add(principal);
        break;
      }
    }
  }

  const mode = tx.postConditionMode;
  const mustCover = (/** @type {string | undefined} */ principal) =>
    mode === PostConditionMode.Deny ||
    (mode === PostConditionMode.Originator && principal === origin);
  for (const [key, amount] of sent.fungible) {
    const [principal, asset] = key.split('|');
    if (amount > 0n && mustCover(principal) && !covered.has(key)) {
      return `Post-condition check failure: Fungible asset ${asset} was moved by ${principal} but not checked`;
    }
  }
  for (const key of sent.nonFungible) {
    const [principal, asset] = key.split('|');
    if (mustCover(principal) && !covered.has(key)) {
      return `Post-condition check failure: Non-fungible asset ${asset} was moved by ${principal} but not checked`;
    }
  }
  for (const [principal, amount] of sent.staked) {
    if (amount > 0n && mustCover(principal) && !coveredStaking.has(principal)) {
      return `Post-condition check failure: ${amount} STX was staked by ${principal} but not checked`;
    }
  }
  for (const principal of sent.poxActions) {
    if (mustCover(principal) && !coveredPox.has(principal)) {
      return `Post-condition check failure: ${principal} performed a PoX action but it was not checked`;
    }
  }
  return null;
}
