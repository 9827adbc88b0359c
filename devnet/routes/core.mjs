// The Stacks node's RPC endpoints (/v2/…) that wallets, the app and @stacks/transactions use.
import { Cl, ClarityType, hexToCV, serializeCV } from '@stacks/transactions';
import { CHAIN_ID, MIN_FEE_RATE, TxRejection } from '../admission.mjs';
import { HttpError, jsonObject, reply } from '../http.mjs';
import { typeMismatch, u128Hex } from '../clarity.mjs';
import { BOOT_ADDRESS, POX_5, SBTC_REGISTRY, SBTC_TOKEN } from '../contracts.mjs';
import { clarityNameParam, contractParam, hexParam, principalParam } from './params.mjs';

/** Fee rates (µSTX/byte) of the three estimations, low to high. */
const FEE_RATES = [1n, 2n, 4n];
/** Bytes a signed single-sig transaction adds to its payload (header, auth, signature). */
const AUTH_OVERHEAD_BYTES = 120;

/** @typedef {import('../chain.mjs').Chain} Chain */

/**
 * @param {import('../http.mjs').Router} router @param {Chain} chain
 * @param {import('../origin-check.mjs').OriginChecker} [originChecker] checks broadcasts'
 *   signatures before they take the chain's lock (see origin-check.mjs)
 */
export function coreRoutes(router, chain, originChecker) {
  router.get('/v2/info', () => nodeInfo(chain));
  router.get('/v2/pox', () => poxSummary(chain));

  router.get('/v2/accounts/:principal', ({ params }) => {
    const principal = principalParam(params.principal);
    const stx = chain.stxAccount(principal);
    return {
      balance: u128Hex(stx.unlocked),
      locked: u128Hex(stx.locked),
      unlock_height: stx.unlockHeight,
      nonce: chain.confirmedNonce(principal),
      balance_proof: '',
      nonce_proof: '',
    };
  });

  router.get('/v2/fees/transfer', () => Number(MIN_FEE_RATE));

  router.post('/v2/fees/transaction', (ctx) => {
    const body = jsonObject(ctx.body);
    const payload = hexParam(body.transaction_payload, 'transaction_payload');
    const given = body.estimated_len;
    const length =
      typeof given === 'number' && Number.isInteger(given) && given > 0
        ? given
        : payload.length + AUTH_OVERHEAD_BYTES;
    return {
      estimated_cost: {
        read_count: 0,
        read_length: 0,
        runtime: 0,
        write_count: 0,
        write_length: 0,
      },
      estimated_cost_scalar: length,
      cost_scalar_change_by_byte: 0,
      estimations: FEE_RATES.map((rate) => ({
        fee_rate: Number(rate),
        fee: Number(BigInt(length) * rate),
      })),
    };
  });

  router.post(
    '/v2/transactions',
    ({ req, body, prepared }) => {
      const ready = /** @type {Prepared | undefined} */ (prepared);
      // The body was parsed and decoded once, before the lock; a failure there is raised here.
      const bytes = ready?.bytes ?? transactionBytes(req, body);
      try {
        return chain.submit(bytes, ready?.origin ?? undefined); // the txid, sent as a JSON string like a node
      } catch (error) {
        if (!(error instanceof TxRejection)) throw error;
        return reply(400, {
          error: 'transaction rejected',
          reason: error.reason,
          reason_data: error.reasonData ?? { message: error.message },
          message: error.message,
          txid: error.txid ?? null,
        });
      }
    },
    async ({ req, body }) => {
      const bytes = transactionBytes(req, body);
      return /** @type {Prepared} */ ({ bytes, origin: await originChecker?.check(bytes) });
    },
  );

  router.post('/v2/contracts/call-read/:address/:name/:fn', (ctx) => {
    const { params } = ctx;
    const contractId = contractParam(params.address, params.name);
    const fn = params.fn ?? '';
    const body = jsonObject(ctx.body);
    const sender = principalParam(body.sender ?? params.address);
    const iface = chain.contractInterface(contractId);
    /** @type {(status: number, reason: string, cause: string) => never} */
    const fail = (status, reason, cause) => {
      throw new HttpError(status, reason, cause, { okay: false, cause });
    };
    if (!iface) return fail(404, 'NoSuchContract', `no contract ${contractId}`);
    const def = iface.functions.find((f) => f.name === fn);
    if (!def || def.access !== 'read_only')
      return fail(404, 'NoSuchFunction', `no read-only function ${fn} in ${contractId}`);
    const rawArgs = Array.isArray(body.arguments) ? body.arguments : [];
    if (rawArgs.length !== def.args.length)
      fail(
        400,
        'BadFunctionArgument',
        `${fn} takes ${def.args.length} arguments, got ${rawArgs.length}`,
      );
    const args = def.args.map((arg, i) => {
      /** @type {import('@stacks/transactions').ClarityValue} */
      let cv;
      try {
        cv = hexToCV(hexParam(rawArgs[i], `argument ${i}`).toString('hex'));
      } catch (error) {
        return fail(
          400,
          'BadFunctionArgument',
          error instanceof HttpError ? error.message : `argument ${i} is not a Clarity value`,
        );
      }
      const why = typeMismatch(cv, arg.type);
      if (why) fail(400, 'BadFunctionArgument', `argument ${arg.name}: ${why}`);
      return cv;
    });
    const out = chain.callReadOnly(contractId, fn, args, sender);
    return out.okay
      ? { okay: true, result: `0x${serializeCV(out.result)}` }
      : { okay: false, cause: out.cause };
  });

  router.get('/v2/contracts/interface/:address/:name', ({ params }) => {
    const contractId = contractParam(params.address, params.name);
    const iface = chain.contractInterface(contractId);
    if (!iface) throw new HttpError(404, 'NoSuchContract', `no contract ${contractId}`);
    return iface;
  });

  // A data variable's value, as a node serves it (`getdatavar.rs`): `{data: <hex Clarity value>,
  // proof}`; 404 when the contract or the variable does not exist (constants and maps are not
  // data variables). docs/staking-pox-5.md#functions, docs/staking-pox-5.md#signer-managers:
  // `fees-bips` and pox-5's getter-less vars are read this way.
  router.get('/v2/data_var/:address/:name/:var', ({ params }) => {
    const contractId = contractParam(params.address, params.name);
    const name = clarityNameParam(params.var);
    const iface = chain.contractInterface(contractId);
    if (!iface) throw new HttpError(404, 'NoSuchContract', `no contract ${contractId}`);
    if (!iface.variables.some((v) => v.name === name && v.access === 'variable'))
      throw new HttpError(404, 'NoSuchDataVar', `no data var ${name} in ${contractId}`);
    const value = chain.dataVar(contractId, name);
    if (!value) throw new HttpError(404, 'NoSuchDataVar', `no data var ${name} in ${contractId}`);
    return { data: `0x${serializeCV(value)}`, proof: '' };
  });

  router.get('/v2/contracts/source/:address/:name', ({ params }) => {
    const contractId = contractParam(params.address, params.name);
    const source = chain.contractSource(contractId);
    if (source === null) throw new HttpError(404, 'NoSuchContract', `no contract ${contractId}`);
    const deploy = [...chain.history.txs.values()].find(
      (r) => r.type === 'smart_contract' && r.contractId === contractId,
    );
    return { source, publish_height: deploy?.block?.height ?? 0, proof: '' };
  });
}

/** @typedef {{bytes: Buffer, origin: import('../origin-check.mjs').OriginVerdict | null | undefined}} Prepared */

/**
 * The signed transaction of a broadcast: JSON `{tx: hex}` or raw octet-stream bytes.
 * @param {import('node:http').IncomingMessage} req @param {Buffer} body
 */
function transactionBytes(req, body) {
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return hexParam(jsonObject(body).tx, 'tx');
  if (!body.length) throw new HttpError(400, 'Deserialization', 'empty transaction');
  return body;
}

/** /v2/info as a Stacks node answers it, for devnet. @param {Chain} chain */
function nodeInfo(chain) {
  const tip = chain.history.blocks.at(-1);
  return {
    peer_version: 4207599116,
    pox_consensus: `0x${'0'.repeat(40)}`,
    burn_block_height: chain.burnHeight,
    stable_pox_consensus: `0x${'0'.repeat(40)}`,
    stable_burn_block_height: Math.max(0, chain.burnHeight - 7),
    server_version: 'satchel-devnet (clarinet-sdk simnet, Clarity VM)',
    network_id: CHAIN_ID,
    parent_network_id: 3669344250,
    stacks_tip_height: chain.tipHeight,
    stacks_tip: tip?.hash ?? `0x${'0'.repeat(64)}`,
    stacks_tip_consensus_hash: `0x${'0'.repeat(40)}`,
    genesis_chainstate_hash: `0x${'0'.repeat(64)}`,
    unanchored_tip: null,
    unanchored_seq: null,
    tenure_height: chain.burnHeight,
    exit_at_block_height: null,
    is_fully_synced: true,
    node_public_key: null,
    node_public_key_hash: null,
  };
}

/**
 * /v2/pox as an Epoch 4.0 node answers it, from pox-5's own read-only functions. The fields are
 * stacks-core's `RPCPoxInfoData` (stackslib/src/net/api/getpoxinfo.rs) plus the two 4.0 added,
 * `pox_5_sbtc_contract` and `pox_5_sbtc_registry_contract`
 * (docs/staking-pox-5.md#contract-ids-and-networks). Thresholds are pox-5's `min-amount-ustx`, the
 * 50,000 STX a signer needs to enter the signer set.
 * @param {Chain} chain
 */
function poxSummary(chain) {
  const pox = chain.poxInfo();
  const burn = chain.burnHeight;
  const cycle = chain.cycleOf(burn);
  const cycleStart = (/** @type {number} */ c) => pox.firstBurnHeight + c * pox.cycleLength;
  const nextStart = cycleStart(cycle + 1);
  const prepareStart = nextStart - pox.prepareLength;
  const stacked = (/** @type {number} */ c) => {
    const out = chain.callReadOnly(POX_5, 'get-total-ustx-stacked', [Cl.uint(c)], BOOT_ADDRESS);
    return out.okay && out.result.type === ClarityType.UInt ? Number(out.result.value) : 0;
  };
  const firstPox5 = chain.callReadOnly(POX_5, 'get-first-pox-5-reward-cycle', [], BOOT_ADDRESS);
  const firstPox5Cycle =
    firstPox5.okay && firstPox5.result.type === ClarityType.UInt
      ? Number(firstPox5.result.value)
      : 0;
  const minimum = Number(pox.minAmountUstx);
  return {
    contract_id: POX_5,
    pox_activation_threshold_ustx: Number(pox.totalLiquidUstx / 20n),
    first_burnchain_block_height: pox.firstBurnHeight,
    current_burnchain_block_height: burn,
    prepare_phase_block_length: pox.prepareLength,
    reward_phase_block_length: pox.cycleLength - pox.prepareLength,
    reward_slots: 2 * (pox.cycleLength - pox.prepareLength),
    rejection_fraction: null,
    total_liquid_supply_ustx: Number(pox.totalLiquidUstx),
    current_cycle: {
      id: cycle,
      min_threshold_ustx: minimum,
      stacked_ustx: stacked(cycle),
      is_pox_active: true,
    },
    next_cycle: {
      id: cycle + 1,
      min_threshold_ustx: minimum,
      min_increment_ustx: minimum,
      stacked_ustx: stacked(cycle + 1),
      prepare_phase_start_block_height: prepareStart,
      blocks_until_prepare_phase: prepareStart - burn,
      reward_phase_start_block_height: nextStart,
      blocks_until_reward_phase: nextStart - burn,
      ustx_until_pox_rejection: null,
    },
    epochs: [],
    min_amount_ustx: minimum,
    prepare_cycle_length: pox.prepareLength,
    reward_cycle_id: cycle,
    reward_cycle_length: pox.cycleLength,
    rejection_votes_left_required: null,
    next_reward_cycle_in: nextStart - burn,
    contract_versions: [
      {
        contract_id: `${BOOT_ADDRESS}.pox-4`,
        activation_burnchain_block_height: 0,
        first_reward_cycle_id: 0,
      },
      {
        contract_id: POX_5,
        activation_burnchain_block_height: chain.epoch40Height,
        first_reward_cycle_id: firstPox5Cycle,
      },
    ],
    pox_5_sbtc_contract: SBTC_TOKEN,
    pox_5_sbtc_registry_contract: SBTC_REGISTRY,
  };
}
