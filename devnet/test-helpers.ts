// Helpers shared by the devnet tests: signing with the devnet accounts, HTTP calls, and typed
// readers of the API's answers (zod: a test reads only fields whose shape was checked).
import { z } from 'zod';
import {
  makeContractCall,
  makeContractDeploy,
  makeSTXTokenTransfer,
  PostConditionMode,
} from '@stacks/transactions';
import { ClarityType, cvToHex, hexToCV } from '@stacks/transactions';
import type { ClarityValue, PostCondition } from '@stacks/transactions';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startDevnet } from './server.mjs';

export async function transfer(opts: {
  key: string;
  to: string;
  amount: bigint | number;
  nonce: number;
  fee?: number;
  memo?: string;
}) {
  return makeSTXTokenTransfer({
    recipient: opts.to,
    amount: BigInt(opts.amount),
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 200),
    memo: opts.memo,
  });
}

export async function call(opts: {
  key: string;
  contract: string;
  fn: string;
  args: ClarityValue[];
  nonce: number;
  fee?: number;
  postConditions?: PostCondition[];
  deny?: boolean;
}) {
  const [contractAddress = '', contractName = ''] = opts.contract.split('.');
  return makeContractCall({
    contractAddress,
    contractName,
    functionName: opts.fn,
    functionArgs: opts.args,
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 3000),
    postConditionMode: opts.deny ? PostConditionMode.Deny : PostConditionMode.Allow,
    postConditions: opts.postConditions ?? [],
    validateWithAbi: false,
  });
}

export async function deploy(opts: {
  key: string;
  name: string;
  source: string;
  nonce: number;
  fee?: number;
}) {
  return makeContractDeploy({
    contractName: opts.name,
    codeBody: opts.source,
    senderKey: opts.key,
    network: 'devnet',
    nonce: BigInt(opts.nonce),
    fee: BigInt(opts.fee ?? 10_000),
    postConditionMode: PostConditionMode.Allow,
  });
}

/** `{hex, repr}` of a Clarity value, as the Hiro API gives results and arguments. */
const HexRepr = z.object({ hex: z.string(), repr: z.string() });

/** /extended/v1/tx/{txid}: the fields tests read (the rest is kept, for toMatchObject). */
export const TxJson = z.looseObject({
  tx_id: z.string(),
  tx_status: z.string(),
  tx_type: z.string(),
  nonce: z.number(),
  tx_result: HexRepr.optional(),
  vm_error: z.string().nullable().optional(),
  block_height: z.number().optional(),
  burn_block_time: z.number().optional(),
  events: z.array(z.looseObject({ asset: z.looseObject({}).optional() })).optional(),
  post_conditions: z.array(z.looseObject({})).optional(),
  token_transfer: z.looseObject({ memo: z.string() }).optional(),
  smart_contract: z.looseObject({ contract_id: z.string() }).optional(),
  contract_call: z
    .looseObject({
      function_name: z.string(),
      function_args: z.array(z.looseObject({ repr: z.string(), name: z.string() })).optional(),
    })
    .optional(),
});

/** /extended/v1/address/{p}/stx */
const StxJson = z.looseObject({
  balance: z.string(),
  locked: z.string(),
  burnchain_unlock_height: z.number(),
  total_sent: z.string(),
  total_received: z.string(),
  total_fees_sent: z.string(),
});

/** /extended/v1/address/{p}/balances */
export const BalancesJson = z.object({
  stx: StxJson,
  fungible_tokens: z.record(z.string(), z.object({ balance: z.string() })),
  non_fungible_tokens: z.record(z.string(), z.unknown()),
});

/** /extended/v1/address/{p}/nonces */
export const NoncesJson = z.object({
  last_executed_tx_nonce: z.number().nullable(),
  last_mempool_tx_nonce: z.number().nullable(),
  possible_next_nonce: z.number(),
  detected_missing_nonces: z.array(z.number()),
  detected_mempool_nonces: z.array(z.number()),
});

/** /v2/accounts/{p} */
export const AccountJson = z.object({
  balance: z.string(),
  locked: z.string(),
  unlock_height: z.number(),
  nonce: z.number(),
});

/** /v2/info: the fields tests read. */
export const InfoJson = z.looseObject({
  network_id: z.number(),
  burn_block_height: z.number(),
  stacks_tip_height: z.number(),
});

/** /v2/pox: the fields tests read. */
export const PoxJson = z.looseObject({
  contract_id: z.string(),
  first_burnchain_block_height: z.number(),
  current_burnchain_block_height: z.number(),
  reward_cycle_length: z.number(),
  prepare_cycle_length: z.number(),
  min_amount_ustx: z.number(),
  prepare_phase_block_length: z.number(),
  reward_phase_block_length: z.number(),
  current_cycle: z.looseObject({ id: z.number(), stacked_ustx: z.number() }),
  next_cycle: z.looseObject({
    blocks_until_reward_phase: z.number(),
    blocks_until_prepare_phase: z.number(),
  }),
  contract_versions: z.array(
    z.object({
      contract_id: z.string(),
      activation_burnchain_block_height: z.number(),
      first_reward_cycle_id: z.number(),
    }),
  ),
  pox_5_sbtc_contract: z.string(),
  pox_5_sbtc_registry_contract: z.string(),
});

/** A page of Hiro's paged lists. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ limit: z.number(), offset: z.number(), total: z.number(), results: z.array(item) });

/** POST /v2/contracts/call-read */
export const ReadOnlyJson = z.looseObject({
  okay: z.boolean(),
  result: z.string().optional(),
  cause: z.string().optional(),
});

/** POST /_devnet/advance: where it stopped, and each reward-keeper run on the way. */
export const AdvanceJson = z.object({
  burn_block_height: z.number(),
  cycle: z.number(),
  rewards: z.array(
    z.object({
      burn_block_height: z.number(),
      credited_sats: z.string(),
      calculate_rewards: z.string(),
    }),
  ),
});

/** GET /_devnet/signer-managers */
export const SignerManagersJson = z.array(
  z.object({
    slug: z.string(),
    contract_id: z.string(),
    registered: z.boolean(),
    in_signer_set: z.boolean(),
    grant_active: z.boolean(),
  }),
);

/** A rejection of POST /v2/transactions, or any other error answer ({error, reason}). */
export const ErrorJson = z.looseObject({
  error: z.string(),
  reason: z.string(),
  reason_data: z.record(z.string(), z.unknown()).optional(),
  txid: z.string().nullable().optional(),
});

/** The Clarity value under `keys` of a result: each step unwraps (some/ok/err) and picks a field. */
export function clarityPath(cv: ClarityValue, ...keys: string[]): ClarityValue {
  let at = cv;
  for (const key of keys) {
    while (
      at.type === ClarityType.OptionalSome ||
      at.type === ClarityType.ResponseOk ||
      at.type === ClarityType.ResponseErr
    )
      at = at.value;
    if (at.type !== ClarityType.Tuple) throw new Error(`no field ${key} in a ${at.type}`);
    const next = at.value[key];
    if (!next) throw new Error(`no field ${key}`);
    at = next;
  }
  return at;
}

/** A Clarity value as text: integers in decimal, principals, buffers in hex (wrappers unwrapped). */
export function clarityText(cv: ClarityValue): string {
  switch (cv.type) {
    case ClarityType.OptionalSome:
    case ClarityType.ResponseOk:
    case ClarityType.ResponseErr:
      return clarityText(cv.value);
    case ClarityType.UInt:
    case ClarityType.Int:
      return String(cv.value);
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
    case ClarityType.Buffer:
    case ClarityType.StringASCII:
    case ClarityType.StringUTF8:
      return cv.value;
    default:
      return cv.type;
  }
}

export function http(base: string) {
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    const res = await fetch(`${base}${path}`, init);
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  };
  /** GET `path` and check the answer against `shape`. */
  const read = async <T extends z.ZodType>(shape: T, path: string): Promise<z.infer<T>> =>
    shape.parse((await request('GET', path)).json);
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    request,
    read,
    /** POST `path` and check the answer against `shape`. */
    postRead: async <T extends z.ZodType>(shape: T, path: string, body?: unknown) =>
      shape.parse((await request('POST', path, body)).json),
    broadcast: (tx: { serialize(): string }) =>
      request('POST', '/v2/transactions', { tx: tx.serialize() }),
    /** /extended/v1/tx/{txid} */
    tx: (txid: string) => read(TxJson, `/extended/v1/tx/${txid}`),
    /**
     * Sign an app-built contract call as the devnet wallet does (Deny mode, the request's own
     * post-conditions) at the account's next nonce, broadcast it, mine a block; the mined record.
     */
    sendRequest: async (
      contractCall: {
        contract: string;
        functionName: string;
        functionArgs: ClarityValue[];
        postConditions: PostCondition[];
      },
      sender: { privateKey: string; address: string },
    ) => {
      const { possible_next_nonce: nonce } = await read(
        NoncesJson,
        `/extended/v1/address/${sender.address}/nonces`,
      );
      const tx = await call({
        key: sender.privateKey,
        contract: contractCall.contract,
        fn: contractCall.functionName,
        args: contractCall.functionArgs,
        nonce,
        deny: true,
        postConditions: contractCall.postConditions,
      });
      const broadcast = await request('POST', '/v2/transactions', { tx: tx.serialize() });
      if (broadcast.status !== 200) {
        throw new Error(`broadcast refused: ${JSON.stringify(broadcast.json)}`);
      }
      const mined = await request('POST', '/_devnet/mine');
      if (mined.status !== 200) throw new Error(`mine failed: ${JSON.stringify(mined.json)}`);
      return read(TxJson, `/extended/v1/tx/${tx.txid()}`);
    },
    /** /extended/v1/address/{address}/stx */
    stx: (address: string) => read(StxJson, `/extended/v1/address/${address}/stx`),
    /** /extended/v1/address/{address}/balances */
    balances: (address: string) => read(BalancesJson, `/extended/v1/address/${address}/balances`),
    /** the µSTX balance, from /extended/v1/address/{address}/stx */
    balanceOf: async (address: string) =>
      BigInt((await read(StxJson, `/extended/v1/address/${address}/stx`)).balance),
    /** a read-only call's result, decoded (throws if the call failed) */
    readOnly: async (contractId: string, fn: string, args: ClarityValue[], sender: string) => {
      const answer = ReadOnlyJson.parse(
        (
          await request('POST', `/v2/contracts/call-read/${contractId.replace('.', '/')}/${fn}`, {
            sender,
            arguments: args.map((arg) => cvToHex(arg)),
          })
        ).json,
      );
      if (!answer.okay || answer.result === undefined) throw new Error(answer.cause ?? 'failed');
      return hexToCV(answer.result);
    },
  };
}

/**
 * The budget of a test that boots a devnet of its own beside the file's: a boot measured 2.3 s on
 * a quiet machine, 11 s at load ≈ 11 and 28 s at load ≈ 17 (two CPUs), so the default 30 s fails
 * on a busy machine. Four times the worst measured.
 */
export const SECOND_DEVNET_TEST_TIMEOUT_MS = 120_000;

/**
 * One devnet for a test file, on a free port with the block clock stopped: started before the
 * file's tests, closed after them, and reset before each test unless `resetBeforeEach` is false.
 * Read `node.devnet` and `node.api` inside tests (they exist once the file's tests start).
 */
export function useTestDevnet({ resetBeforeEach = true } = {}) {
  const node = {} as {
    devnet: Awaited<ReturnType<typeof startDevnet>>;
    api: ReturnType<typeof http>;
  };
  beforeAll(async () => {
    node.devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
    node.api = http(node.devnet.url);
  });
  afterAll(() => node.devnet.close());
  if (resetBeforeEach) {
    beforeEach(async () => {
      expect((await node.api.post('/_devnet/reset')).status).toBe(200);
    });
  }
  return node;
}
