// Hiro Stacks Blockchain API response shapes for the devnet's records (transactions, events,
// post-conditions). Only what the app and @stacks/transactions read, with Hiro's field names.
import {
  Cl,
  ClarityType,
  PostConditionMode,
  hexToCV,
  wireToPostCondition,
} from '@stacks/transactions';
import { hexRepr, typeToString } from './clarity.mjs';
import { costToHiro } from './block-limits.mjs';
import { fromSdk } from './sdk-values.mjs';
import { eventField } from './tx-record.mjs';

const iso = (/** @type {number} */ seconds) => new Date(seconds * 1000).toISOString();

/** @type {Record<string, string>} */
const CONDITION_CODES = {
  eq: 'sent_equal_to',
  gt: 'sent_greater_than',
  gte: 'sent_greater_than_or_equal_to',
  lt: 'sent_less_than',
  lte: 'sent_less_than_or_equal_to',
  sent: 'sent',
  'not-sent': 'not_sent',
  'maybe-sent': 'maybe_sent',
};

/** Hiro's principal object of a post-condition. @param {string} address */
function pcPrincipal(address) {
  if (address === 'origin') return { type_id: 'principal_origin' };
  const [addr, name] = address.split('.');
  return name
    ? { type_id: 'principal_contract', address: addr, contract_name: name }
    : { type_id: 'principal_standard', address: addr };
}

/** Hiro's asset object from `ST….contract::token`. @param {string} assetString */
function pcAsset(assetString) {
  const [contract = '', asset_name] = assetString.split('::');
  const [contract_address, contract_name] = contract.split('.');
  return { asset_name, contract_address, contract_name };
}

/** @param {import('@stacks/transactions').PostConditionWire} wire */
function postConditionToHiro(wire) {
  const pc = wireToPostCondition(wire);
  const base = {
    principal: pcPrincipal(pc.address),
    condition_code: CONDITION_CODES[pc.condition] ?? pc.condition,
  };
  switch (pc.type) {
    case 'stx-postcondition':
      return { type: 'stx', ...base, amount: String(pc.amount) };
    case 'ft-postcondition':
      return { type: 'fungible', ...base, amount: String(pc.amount), asset: pcAsset(pc.asset) };
    case 'nft-postcondition':
      return {
        type: 'non_fungible',
        ...base,
        asset_value: hexRepr(pc.assetId),
        asset: pcAsset(pc.asset),
      };
    default:
      return { type: pc.type.replace('-postcondition', ''), ...base };
  }
}

/**
 * A simnet event as a Hiro transaction event.
 * @param {import('./tx-record.mjs').ClarityEvent} event @param {number} index
 * @param {string} txid
 */
function eventToHiro({ event, data }, index, txid) {
  const common = { event_index: index, tx_id: txid };
  const value = () => hexRepr(hexToCV(eventField(data, 'raw_value')));
  const assetType = event.replace(/^(stx|ft|nft)_/, '').replace('_event', '');
  switch (event) {
    case 'stx_transfer_event':
    case 'stx_mint_event':
    case 'stx_burn_event':
      return {
        ...common,
        event_type: 'stx_asset',
        asset: {
          asset_event_type: assetType,
          sender: data.sender ?? '',
          recipient: data.recipient ?? '',
          amount: eventField(data, 'amount'),
          ...(data.memo !== undefined ? { memo: data.memo ? `0x${data.memo}` : '' } : {}),
        },
      };
    case 'ft_transfer_event':
    case 'ft_mint_event':
    case 'ft_burn_event':
      return {
        ...common,
        event_type: 'fungible_token_asset',
        asset: {
          asset_event_type: assetType,
          asset_id: eventField(data, 'asset_identifier'),
          sender: data.sender ?? '',
          recipient: data.recipient ?? '',
          amount: eventField(data, 'amount'),
        },
      };
    case 'nft_transfer_event':
    case 'nft_mint_event':
    case 'nft_burn_event':
      return {
        ...common,
        event_type: 'non_fungible_token_asset',
        asset: {
          asset_event_type: assetType,
          asset_id: eventField(data, 'asset_identifier'),
          sender: data.sender ?? '',
          recipient: data.recipient ?? '',
          value: value(),
        },
      };
    case 'print_event':
      return {
        ...common,
        event_type: 'smart_contract_log',
        contract_log: {
          contract_id: eventField(data, 'contract_identifier'),
          topic: eventField(data, 'topic'),
          value: value(),
        },
      };
    case 'stx_lock_event':
      return {
        ...common,
        event_type: 'stx_lock',
        stx_lock_event: {
          locked_amount: eventField(data, 'locked_amount'),
          unlock_height: Number(eventField(data, 'unlock_height')),
          locked_address: eventField(data, 'locked_address'),
        },
      };
    default:
      return { ...common, event_type: event, data };
  }
}

/**
 * A transaction record as Hiro's `/extended/v1/tx/{txid}` (mined) or mempool transaction.
 * @param {import('./tx-record.mjs').TxRecord} r
 * @param {import('./chain.mjs').Chain} chain for contract interfaces (argument names/types)
 * @param {{eventLimit?: number, eventOffset?: number}} [opts]
 */
export function txToHiro(r, chain, opts = {}) {
  const base = {
    tx_id: r.txid,
    nonce: r.nonce,
    fee_rate: String(r.fee),
    sender_address: r.sender,
    sponsored: false,
    post_condition_mode:
      r.tx.postConditionMode === PostConditionMode.Allow
        ? 'allow'
        : r.tx.postConditionMode === PostConditionMode.Deny
          ? 'deny'
          : 'originator',
    post_conditions: r.tx.postConditions.values.map(postConditionToHiro),
    anchor_mode: 'any',
    tx_status: r.status,
    tx_type: r.type,
    ...payloadToHiro(r, chain),
  };
  if (r.status === 'pending' || r.status.startsWith('dropped')) {
    return { ...base, receipt_time: r.receiptTime, receipt_time_iso: iso(r.receiptTime) };
  }
  const block = /** @type {import('./tx-record.mjs').BlockInfo} */ (r.block);
  const offset = opts.eventOffset ?? 0;
  const limit = opts.eventLimit ?? 96;
  return {
    ...base,
    block_hash: block.hash,
    block_height: block.height,
    block_time: block.time,
    block_time_iso: iso(block.time),
    burn_block_height: block.burnHeight,
    burn_block_time: block.burnTime,
    burn_block_time_iso: iso(block.burnTime),
    parent_burn_block_time: block.burnTime,
    parent_burn_block_time_iso: iso(block.burnTime),
    parent_block_hash: block.hash,
    index_block_hash: block.hash,
    tenure_height: block.burnHeight,
    canonical: true,
    microblock_canonical: true,
    microblock_sequence: 2147483647,
    microblock_hash: '0x',
    is_unanchored: false,
    tx_index: r.txIndex,
    tx_result: hexRepr(r.result ?? Cl.none()),
    vm_error: r.vmError,
    event_count: r.events.length,
    events: r.events
      .slice(offset, offset + limit)
      .map((e, i) => eventToHiro(e, offset + i, r.txid)),
    ...costToHiro(r.cost),
  };
}

/**
 * The payload part of a Hiro transaction, from what the devnet runs for it.
 * @param {import('./tx-record.mjs').TxRecord} r @param {import('./chain.mjs').Chain} chain
 */
function payloadToHiro(r, chain) {
  const call = r.entry.callPublicFn;
  const deploy = r.entry.deployContract;
  switch (r.type) {
    case 'token_transfer': {
      // the transfer runs as devnet-stx's transfer-memo (amount, recipient, memo)
      const arg = call?.args[2];
      const memo = arg ? fromSdk(arg) : undefined;
      const memoHex = memo?.type === ClarityType.Buffer ? memo.value : '';
      return {
        token_transfer: {
          recipient_address: r.recipient,
          amount: String(r.spend),
          memo: `0x${memoHex}`,
        },
      };
    }
    case 'contract_call': {
      if (!call) return {};
      const def = chain
        .contractInterface(call.contract)
        ?.functions.find((f) => f.name === call.method);
      const args = def?.args ?? [];
      const signature = def
        ? `(define-public (${def.name}${args.map((a) => ` (${a.name} ${typeToString(a.type)})`).join('')}))`
        : '';
      return {
        contract_call: {
          contract_id: call.contract,
          function_name: call.method,
          function_signature: signature,
          function_args: call.args.map((cv, i) => {
            const arg = args[i];
            return {
              ...hexRepr(fromSdk(cv)),
              name: arg?.name ?? '',
              type: arg ? typeToString(arg.type) : '',
            };
          }),
        },
      };
    }
    case 'smart_contract':
      return {
        smart_contract: {
          clarity_version: deploy?.options?.clarityVersion ?? null,
          contract_id: r.contractId,
          source_code: deploy?.content ?? '',
        },
      };
  }
  return {};
}

/**
 * STX moved by a transaction's events for one principal: {sent, received, transfers}.
 * @param {import('./tx-record.mjs').TxRecord} r @param {string} principal
 */
export function stxFlow(r, principal) {
  let sent = r.sender === principal ? r.fee : 0n;
  let received = 0n;
  const transfers = [];
  for (const { event, data } of r.events) {
    if (event !== 'stx_transfer_event' && event !== 'stx_burn_event' && event !== 'stx_mint_event')
      continue;
    if (data.sender === principal) sent += BigInt(eventField(data, 'amount'));
    if (data.recipient === principal) received += BigInt(eventField(data, 'amount'));
    if (data.sender === principal || data.recipient === principal) {
      transfers.push({
        amount: eventField(data, 'amount'),
        sender: data.sender,
        recipient: data.recipient,
      });
    }
  }
  return { sent, received, transfers };
}

/**
 * Hiro's per-asset event counts of a principal's transaction (v2 address transactions).
 * @param {import('./tx-record.mjs').TxRecord} r @param {string} principal
 */
export function eventCounts(r, principal) {
  const counts = {
    stx: { transfer: 0, mint: 0, burn: 0 },
    ft: { transfer: 0, mint: 0, burn: 0 },
    nft: { transfer: 0, mint: 0, burn: 0 },
  };
  for (const { event, data } of r.events) {
    const m = /^(stx|ft|nft)_(transfer|mint|burn)_event$/.exec(event);
    if (!m || (data.sender !== principal && data.recipient !== principal)) continue;
    counts[/** @type {'stx'|'ft'|'nft'} */ (m[1])][
      /** @type {'transfer'|'mint'|'burn'} */ (m[2])
    ] += 1;
  }
  return counts;
}
