// The Hiro API's /extended/… endpoints, computed from the devnet's own records.
import { HttpError, intParam } from '../http.mjs';
import { hexRepr } from '../clarity.mjs';
import { eventCounts, stxFlow, txToHiro } from '../format.mjs';
import { Cl, ClarityType, hexToCV } from '@stacks/transactions';
import { principalParam } from './params.mjs';
import { eventField } from '../tx-record.mjs';

const TXID = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * @typedef {import('../chain.mjs').Chain} Chain
 * @typedef {import('../tx-record.mjs').TxRecord} TxRecord
 */

/** @param {import('../http.mjs').Router} router @param {Chain} chain */
export function extendedRoutes(router, chain) {
  router.get('/extended', () => ({
    server_version: 'satchel-devnet',
    status: 'ready',
    chain_tip: tipOf(chain),
  }));
  router.get('/extended/v1/status', () => ({
    server_version: 'satchel-devnet',
    status: 'ready',
    chain_tip: tipOf(chain),
  }));

  router.get('/extended/v1/address/:principal/balances', ({ params }) => {
    const principal = principalParam(params.principal);
    return {
      stx: stxBalance(chain, principal),
      fungible_tokens: fungibleTokens(chain, principal),
      non_fungible_tokens: nftCounts(chain, principal),
    };
  });

  router.get('/extended/v1/address/:principal/stx', ({ params }) =>
    stxBalance(chain, principalParam(params.principal)),
  );

  router.get('/extended/v1/address/:principal/nonces', ({ params }) =>
    nonces(chain, principalParam(params.principal)),
  );

  /** The part both address-history endpoints share: the transaction and the STX it moved. */
  const transferSummary = (/** @type {TxRecord} */ r, /** @type {string} */ principal) => {
    const flow = stxFlow(r, principal);
    return {
      flow,
      summary: {
        tx: txToHiro(r, chain),
        stx_sent: String(flow.sent),
        stx_received: String(flow.received),
      },
    };
  };

  router.get('/extended/v1/address/:principal/transactions', ({ params, query }) => {
    const principal = principalParam(params.principal);
    return page(query, 20, 50, minedTxs(chain, principal), (r) => txToHiro(r, chain));
  });

  router.get('/extended/v1/address/:principal/transactions_with_transfers', ({ params, query }) => {
    const principal = principalParam(params.principal);
    return page(query, 20, 50, minedTxs(chain, principal), (r) => {
      const { summary, flow } = transferSummary(r, principal);
      return {
        ...summary,
        stx_transfers: flow.transfers,
        ft_transfers: assetTransfers(r, principal, 'ft'),
        nft_transfers: assetTransfers(r, principal, 'nft'),
      };
    });
  });

  router.get('/extended/v2/addresses/:principal/transactions', ({ params, query }) => {
    const principal = principalParam(params.principal);
    return page(query, 20, 50, minedTxs(chain, principal), (r) => ({
      ...transferSummary(r, principal).summary,
      events: eventCounts(r, principal),
    }));
  });

  router.get('/extended/v1/tx/mempool', ({ query }) => {
    const sender = query.get('sender_address');
    const recipient = query.get('recipient_address');
    const address = query.get('address');
    const list = chain.mempool.records
      .filter((r) => !sender || r.sender === sender)
      .filter((r) => !recipient || r.recipient === recipient)
      .filter(
        (r) =>
          !address || r.sender === address || r.recipient === address || r.contractId === address,
      )
      .slice()
      .reverse();
    return page(query, 20, 50, list, (r) => txToHiro(r, chain));
  });

  router.get('/extended/v1/tx/:txid', ({ params, query }) => {
    const given = params.txid ?? '';
    if (!TXID.test(given))
      throw new HttpError(400, 'InvalidTxId', `not a transaction id: ${given}`);
    const txid = `0x${given.replace(/^0x/, '').toLowerCase()}`;
    const r = chain.history.txs.get(txid);
    if (!r) throw new HttpError(404, 'NotFound', `could not find transaction by ID ${txid}`);
    return txToHiro(r, chain, {
      eventLimit: intParam(query, 'event_limit', 96, 200),
      eventOffset: intParam(query, 'event_offset', 0),
    });
  });

  router.get('/extended/v1/tx/:txid/raw', ({ params }) => {
    const r = chain.history.txs.get(`0x${(params.txid ?? '').replace(/^0x/, '').toLowerCase()}`);
    if (!r) throw new HttpError(404, 'NotFound', `could not find transaction by ID ${params.txid}`);
    return { raw_tx: r.raw };
  });

  router.get('/extended/v1/tokens/nft/holdings', ({ query }) => {
    const principal = principalParam(query.get('principal') ?? '');
    const wanted = query.getAll('asset_identifiers').flatMap((s) => s.split(','));
    const holdings = [...chain.history.nftOwners]
      .filter(
        ([key, v]) =>
          v.owner === principal && (!wanted.length || wanted.includes(key.split('|')[0] ?? '')),
      )
      .map(([key, v]) => {
        const [asset_identifier, hex = ''] = key.split('|');
        return {
          asset_identifier,
          value: hexRepr(hexToCV(hex)),
          block_height: v.height,
          tx_id: v.txid,
        };
      })
      .reverse();
    return page(query, 50, 200, holdings, (h) => h);
  });

  // The Hiro API's staking cycle (hirosystems/stacks-blockchain-api `get_staking_cycle`, schema
  // `src/api/schemas/v3/entities/staking-cycles.ts` at 87148ea79cf1775be084423c323bee385ae27ddb),
  // from the devnet's own burn height and pox-5's parameters, as /v2/pox is (routes/core.mjs).
  router.get('/extended/v3/staking/cycles/:cycle', ({ params }) =>
    stakingCycle(chain, params.cycle ?? ''),
  );

  router.get('/extended/v1/info/network_block_times', () => ({
    mainnet: { target_block_time: 600 },
    testnet: { target_block_time: 120 },
  }));

  router.get('/extended/v2/pox/cycles', ({ query }) => {
    const pox = chain.poxInfo();
    const current = chain.cycleOf(chain.burnHeight);
    const all = [];
    for (let c = current; c >= 0; c--) all.push(c);
    return page(query, 20, 60, all, (c) => cycleInfo(chain, pox, c));
  });

  router.get('/extended/v2/pox/cycles/:cycle', ({ params }) => {
    const c = Number(params.cycle);
    const pox = chain.poxInfo();
    if (!Number.isInteger(c) || c < 0 || c > chain.cycleOf(chain.burnHeight)) {
      throw new HttpError(404, 'NotFound', `no cycle ${params.cycle}`);
    }
    return cycleInfo(chain, pox, c);
  });
}

/** @param {Chain} chain */
function tipOf(chain) {
  const tip = chain.history.blocks.at(-1);
  return { block_height: chain.tipHeight, block_hash: tip?.hash ?? `0x${'0'.repeat(64)}` };
}

/**
 * Hiro's limit/offset page of `items` (newest first already).
 * @template T, R
 * @param {URLSearchParams} query @param {number} defaultLimit @param {number} maxLimit
 * @param {T[]} items @param {(item: T) => R} map
 */
function page(query, defaultLimit, maxLimit, items, map) {
  const limit = intParam(query, 'limit', defaultLimit, maxLimit);
  const offset = intParam(query, 'offset', 0);
  return {
    limit,
    offset,
    total: items.length,
    results: items.slice(offset, offset + limit).map((item) => map(item)),
  };
}

/**
 * Mined transactions touching a principal, newest first.
 * @param {Chain} chain @param {string} principal
 */
function minedTxs(chain, principal) {
  const ids = [...(chain.history.byPrincipal.get(principal) ?? [])];
  /** @type {TxRecord[]} */
  const out = [];
  for (let i = ids.length - 1; i >= 0; i--) {
    const r = chain.history.txs.get(ids[i] ?? '');
    if (r?.block) out.push(r);
  }
  return out;
}

/** @param {Chain} chain @param {string} principal */
function stxBalance(chain, principal) {
  const stx = chain.stxAccount(principal);
  const totals = chain.stxTotalsOf(principal);
  const lockTx = [...(chain.history.byPrincipal.get(principal) ?? [])]
    .reverse()
    .map((id) => chain.history.txs.get(id))
    .find(
      (r) =>
        // the event names first: most transactions lock nothing, and need no decoding
        r?.hasEvent('stx_lock_event') &&
        r.events.some((e) => e.event === 'stx_lock_event' && e.data.locked_address === principal),
    );
  return {
    balance: String(stx.unlocked + stx.locked),
    estimated_balance: String(stx.unlocked + stx.locked - pendingOutgoing(chain, principal)),
    total_sent: String(totals.sent),
    total_received: String(totals.received),
    total_fees_sent: String(totals.fees),
    total_miner_rewards_received: '0',
    lock_tx_id: stx.locked > 0n && lockTx ? lockTx.txid : '',
    locked: String(stx.locked),
    lock_height: stx.locked > 0n && lockTx?.block ? lockTx.block.height : 0,
    burnchain_lock_height: stx.locked > 0n && lockTx?.block ? lockTx.block.burnHeight : 0,
    burnchain_unlock_height: stx.unlockHeight,
  };
}

/** @param {Chain} chain @param {string} principal */
function pendingOutgoing(chain, principal) {
  return chain.pendingOf(principal).reduce((sum, r) => sum + r.fee + r.spend, 0n);
}

/** @param {Chain} chain @param {string} principal */
function fungibleTokens(chain, principal) {
  /** @type {Record<string, {balance: string, total_sent: string, total_received: string}>} */
  const out = {};
  for (const [asset, balance] of chain.fungibleBalances(principal)) {
    let sent = 0n;
    let received = 0n;
    for (const r of minedTxs(chain, principal)) {
      if (!r.eventNames.includes('ft_')) continue;
      for (const { event, data } of r.events) {
        if (!event.startsWith('ft_') || data.asset_identifier !== asset) continue;
        if (data.sender === principal) sent += BigInt(eventField(data, 'amount'));
        if (data.recipient === principal) received += BigInt(eventField(data, 'amount'));
      }
    }
    out[asset] = {
      balance: String(balance),
      total_sent: String(sent),
      total_received: String(received),
    };
  }
  return out;
}

/** @param {Chain} chain @param {string} principal */
function nftCounts(chain, principal) {
  /** @type {Record<string, {count: string, total_sent: string, total_received: string}>} */
  const out = {};
  for (const [key, v] of chain.history.nftOwners) {
    if (v.owner !== principal) continue;
    const asset = key.split('|')[0] ?? '';
    const counts = (out[asset] ??= { count: '0', total_sent: '0', total_received: '0' });
    counts.count = String(Number(counts.count) + 1);
  }
  return out;
}

/** @param {TxRecord} r @param {string} principal @param {'ft' | 'nft'} kind */
function assetTransfers(r, principal, kind) {
  return r.events
    .filter(
      ({ event, data }) =>
        event.startsWith(`${kind}_`) && (data.sender === principal || data.recipient === principal),
    )
    .map(({ data }) =>
      kind === 'ft'
        ? {
            asset_identifier: data.asset_identifier,
            amount: eventField(data, 'amount'),
            sender: data.sender,
            recipient: data.recipient,
          }
        : {
            asset_identifier: data.asset_identifier,
            value: hexRepr(hexToCV(eventField(data, 'raw_value'))),
            sender: data.sender,
            recipient: data.recipient,
          },
    );
}

/** Nonces as the Hiro API reports them. @param {Chain} chain @param {string} principal */
function nonces(chain, principal) {
  const confirmed = chain.confirmedNonce(principal);
  const pending = chain.pendingOf(principal).map((r) => r.nonce);
  const lastMempool = pending.length ? Math.max(...pending) : null;
  const missing = [];
  if (lastMempool !== null)
    for (let n = confirmed; n < lastMempool; n++) if (!pending.includes(n)) missing.push(n);
  return {
    last_executed_tx_nonce: confirmed > 0 ? confirmed - 1 : null,
    last_mempool_tx_nonce: lastMempool,
    possible_next_nonce: lastMempool !== null ? Math.max(lastMempool + 1, confirmed) : confirmed,
    detected_missing_nonces: missing.reverse(),
    detected_mempool_nonces: pending,
  };
}

/**
 * @param {Chain} chain @param {{firstBurnHeight: number, cycleLength: number}} pox
 * @param {number} cycle
 */
function cycleInfo(chain, pox, cycle) {
  const start = pox.firstBurnHeight + cycle * pox.cycleLength;
  const out = chain.callReadOnly(
    'ST000000000000000000002AMW42H.pox-5',
    'get-total-ustx-stacked',
    [Cl.uint(cycle)],
    'ST000000000000000000002AMW42H',
  );
  return {
    block_height: 0,
    index_block_hash: `0x${'0'.repeat(64)}`,
    cycle_number: cycle,
    total_weight: 0,
    total_stacked_amount:
      out.okay && out.result.type === ClarityType.UInt ? String(out.result.value) : '0',
    total_signers: 0,
    reward_phase_start_burn_height: start,
  };
}

/**
 * One PoX cycle as GET /extended/v3/staking/cycles/{n|current|previous|next} answers: its number,
 * where it stands against the burn height (`upcoming`, `reward_phase`, `prepare_phase`,
 * `finished`), and its first block, first prepare-phase block and last block. A mined point's
 * `time` is the time of a devnet block anchored to it when one carried transactions; the devnet's
 * burn chain moves on demand, so nothing is projected (the API's `null`: too far to date). Only
 * these fields: the devnet keeps no per-cycle locked totals or reward waterfall.
 * @param {Chain} chain @param {string} selector
 */
function stakingCycle(chain, selector) {
  if (!/^([0-9]{1,9}|current|previous|next)$/.test(selector))
    throw new HttpError(400, 'BadRequest', `not a cycle: ${selector.slice(0, 40)}`);
  const pox = chain.poxInfo();
  const burn = chain.burnHeight;
  const current = chain.cycleOf(burn);
  const offsets = { current: 0, previous: -1, next: 1 };
  const number =
    selector in offsets
      ? current + offsets[/** @type {keyof typeof offsets} */ (selector)]
      : Number(selector);
  if (number < 0 || burn < pox.firstBurnHeight)
    throw new HttpError(404, 'NotFound', 'PoX cycle not found');
  const start = pox.firstBurnHeight + number * pox.cycleLength;
  const end = start + pox.cycleLength - 1;
  const prepareStart = end + 1 - pox.prepareLength;
  const point = (/** @type {number} */ height) => {
    const time =
      height <= burn
        ? chain.history.blocks.find((b) => b.burnHeight === height)?.burnTime
        : undefined;
    return {
      bitcoin_height: height,
      time: time ?? null,
      time_iso: time === undefined ? null : new Date(time * 1000).toISOString(),
      projected_time: null,
      projected_time_iso: null,
    };
  };
  const status =
    burn < start
      ? 'upcoming'
      : burn > end
        ? 'finished'
        : burn >= prepareStart
          ? 'prepare_phase'
          : 'reward_phase';
  return {
    number,
    status,
    schedule: { start: point(start), prepare_phase_start: point(prepareStart), end: point(end) },
  };
}
