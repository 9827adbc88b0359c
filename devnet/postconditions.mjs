// Post-conditions, checked the way a Stacks node does: against the assets a transaction moved
// out of each principal (transfers and burns, from the VM's events). simnet enforces none.
import { PostConditionMode, wireToPostCondition, serializeCV } from '@stacks/transactions';

const STX = 'STX';

/**
 * What each principal sent, from the VM's events.
 * @param {import('@stacks/clarinet-sdk').ClarityEvent[]} events
 */
function assetsSent(events) {
  /** @type {Map<string, bigint>} key `principal|asset` → amount */
  const fungible = new Map();
  /** @type {Set<string>} key `principal|asset|valueHex` */
  const nonFungible = new Set();
  /** @type {Map<string, bigint>} principal → µSTX newly locked */
  const locked = new Map();
  /** @param {string} principal @param {string} asset @param {string | number | bigint} amount */
  const add = (principal, asset, amount) => {
    const key = `${principal}|${asset}`;
    fungible.set(key, (fungible.get(key) ?? 0n) + BigInt(amount));
  };
  for (const { event, data } of events) {
    switch (event) {
      case 'stx_transfer_event':
      case 'stx_burn_event':
        add(data.sender, STX, data.amount);
        break;
      case 'ft_transfer_event':
      case 'ft_burn_event':
        add(data.sender, data.asset_identifier, data.amount);
        break;
      case 'nft_transfer_event':
      case 'nft_burn_event':
        nonFungible.add(`${data.sender}|${data.asset_identifier}|${normalizeHex(data.raw_value)}`);
        break;
      case 'stx_lock_event':
        locked.set(
          data.locked_address,
          (locked.get(data.locked_address) ?? 0n) + BigInt(data.locked_amount),
        );
        break;
    }
  }
  return { fungible, nonFungible, locked };
}

const normalizeHex = (/** @type {unknown} */ hex) =>
  String(hex ?? '')
    .replace(/^0x/, '')
    .toLowerCase();

/** @type {Record<'eq'|'gt'|'gte'|'lt'|'lte', (a: bigint, b: bigint) => boolean>} */
const compare = {
  eq: (a, b) => a === b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

/**
 * Check a transaction's post-conditions against its events.
 * @param {import('@stacks/transactions').StacksTransactionWire} tx
 * @param {string} origin  the transaction's sender address (what an "origin" principal means)
 * @param {import('@stacks/clarinet-sdk').ClarityEvent[]} events
 * @returns {string|null} why the transaction must abort, or null when the post-conditions hold
 */
export function postConditionViolation(tx, origin, events) {
  const sent = assetsSent(events);
  const covered = new Set(); // `principal|asset` (fungible) and `principal|asset|id` (NFT) checked
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
        if (!compare[pc.condition](amount, BigInt(pc.amount))) {
          return `${principal} sent ${amount} ${asset}, post-condition requires ${pc.condition} ${pc.amount}`;
        }
        break;
      }
      case 'nft-postcondition': {
        const key = `${principal}|${pc.asset}|${serializeCV(pc.assetId)}`;
        covered.add(key);
        const didSend = sent.nonFungible.has(key);
        if (pc.condition === 'sent' && !didSend)
          return `${principal} did not send ${pc.asset} as required`;
        if (pc.condition === 'not-sent' && didSend)
          return `${principal} sent ${pc.asset}, post-condition forbids it`;
        break;
      }
      case 'staking-postcondition': {
        const amount = sent.locked.get(principal) ?? 0n;
        if (!compare[pc.condition](amount, BigInt(pc.amount))) {
          return `${principal} locked ${amount} µSTX, post-condition requires ${pc.condition} ${pc.amount}`;
        }
        break;
      }
      case 'pox-postcondition': {
        const stacked = sent.locked.has(principal);
        if (pc.condition === 'will-not-perform' && stacked)
          return `${principal} stacked, post-condition forbids it`;
        if (pc.condition === 'will-perform' && !stacked)
          return `${principal} did not stack as required`;
        break;
      }
    }
  }
  // Deny mode: every movement not covered by a post-condition aborts the transaction.
  // Originator mode: the same, but only for what the origin itself sent.
  const mode = tx.postConditionMode;
  if (mode === PostConditionMode.Deny || mode === PostConditionMode.Originator) {
    const mustCover = (/** @type {string | undefined} */ principal) =>
      mode === PostConditionMode.Deny || principal === origin;
    for (const [key, amount] of sent.fungible) {
      const [principal] = key.split('|');
      if (amount > 0n && mustCover(principal) && !covered.has(key)) {
        return `post-condition mode deny: ${key.replace('|', ' sent ')} not covered by a post-condition`;
      }
    }
    for (const key of sent.nonFungible) {
      const [principal] = key.split('|');
      if (mustCover(principal) && !covered.has(key)) {
        return `post-condition mode deny: ${principal} sent an NFT not covered by a post-condition`;
      }
    }
  }
  return null;
}
