import { z } from 'zod';

// One transaction as the Hiro API writes it in an account's history and in the mempool, read into
// the shape the activity list needs. Hiro's schema (stacks-blockchain-api
// src/api/schemas/entities/transactions.ts; docs.hiro.so/apis/stacks-blockchain-api/reference/
// accounts/transactions-with-transfers): a union over `tx_type` — token_transfer, smart_contract,
// contract_call, poison_microblock, coinbase (`coinbase_payload`), tenure_change
// (`tenure_change_payload`) — each with its payload; mined transactions carry `block_time`
// (Nakamoto, unix s), `burn_block_time`, `tx_result {hex, repr}` and `tx_status` success /
// abort_by_response / abort_by_post_condition; mempool ones `receipt_time` and pending /
// dropped_*. The devnet answers the same fields (devnet/format.mjs `txToHiro`), with `vm_error`
// null when the VM had nothing to say and `clarity_version` null for an unversioned deploy.
//
// A `tx_type` this app does not know yet (a future one) is kept as `unknown` with its name rather
// than failing the whole page: a history with a gap would mislead a bookkeeper more than a row
// that says "a transaction of type x".

const digits = z.string().regex(/^\d{1,40}$/);
const txid = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
/** Unix seconds; the API writes 0 or leaves the field out when it does not know. */
// Hiro types `block_time` as a number, not an integer: a fraction must not cost the entry. The
// bound is the largest time a Date holds (8.64e15 ms): past it `new Date` is Invalid Date, and
// formatting that throws — one odd value would take the whole page down.
const MAX_DATE_SECONDS = 8.64e12;
const unixSeconds = z.number().nonnegative().max(MAX_DATE_SECONDS).optional();

const clarityValue = z.object({ hex: z.string(), repr: z.string() });

const baseSchema = z.object({
  tx_id: txid,
  nonce: z.number().int().nonnegative(),
  fee_rate: digits,
  sender_address: z.string().min(1),
  sponsored: z.boolean().optional(),
  sponsor_address: z.string().optional(),
  tx_status: z.string().min(1),
  block_height: z.number().int().optional(),
  block_time: unixSeconds,
  burn_block_time: unixSeconds,
  receipt_time: unixSeconds,
  tx_result: clarityValue.optional(),
  vm_error: z.string().nullish(),
});

const tokenTransfer = baseSchema.extend({
  tx_type: z.literal('token_transfer'),
  token_transfer: z.object({
    recipient_address: z.string().min(1),
    amount: digits,
    memo: z.string(),
  }),
});

const smartContract = baseSchema.extend({
  tx_type: z.literal('smart_contract'),
  smart_contract: z.object({ contract_id: z.string().min(3).max(170) }),
});

const contractCall = baseSchema.extend({
  tx_type: z.literal('contract_call'),
  contract_call: z.object({
    contract_id: z.string().min(3).max(170),
    function_name: z.string().min(1).max(128),
    // Optional in Hiro's schema; `name` is empty on the devnet when it has no interface.
    function_args: z.array(clarityValue.extend({ name: z.string(), type: z.string() })).optional(),
  }),
});

const coinbase = baseSchema.extend({
  tx_type: z.literal('coinbase'),
  coinbase_payload: z.object({ alt_recipient: z.string().nullish() }),
});

const tenureChange = baseSchema.extend({
  tx_type: z.literal('tenure_change'),
  // Hiro lists block_found and extended; newer nodes have more kinds of extension.
  tenure_change_payload: z.object({ cause: z.string() }),
});

const poisonMicroblock = baseSchema.extend({ tx_type: z.literal('poison_microblock') });

const KNOWN_TYPES = [
  'token_transfer',
  'smart_contract',
  'contract_call',
  'coinbase',
  'tenure_change',
  'poison_microblock',
] as const;

const otherType = baseSchema.extend({
  tx_type: z.string().refine((type) => !(KNOWN_TYPES as readonly string[]).includes(type)),
});

/** What the transaction was, with the payload the activity words need. */
export type AccountTransactionPayload =
  | { type: 'token_transfer'; recipient: string; amountMicroStx: bigint }
  | { type: 'smart_contract'; contractId: string }
  | {
      type: 'contract_call';
      contractId: string;
      functionName: string;
      /** The arguments in Clarity syntax (`u100000000`, `'SP….pool`), in order. */
      args: readonly { name: string; repr: string }[];
    }
  | { type: 'coinbase'; altRecipient: string | undefined }
  | { type: 'tenure_change'; cause: string }
  | { type: 'poison_microblock' }
  | { type: 'unknown'; apiType: string };

export interface AccountTransaction {
  txid: string;
  /** The API's `tx_status`: pending, success, abort_by_response, abort_by_post_condition,
   * dropped_* (kept as a string: a status added later still reaches the person in words). */
  status: string;
  sender: string;
  nonce: number;
  /** µSTX the fee payer paid: the sponsor when `sponsor` is set, else `sender`. */
  feeMicroStx: bigint;
  sponsor: string | undefined;
  /** When it was mined (block time, else its Bitcoin block's), or when the mempool got it. */
  time: Date | undefined;
  /** The Clarity result (`(ok true)`, `(err u47)`) of a mined transaction. */
  resultRepr: string | undefined;
  /** The VM's own words for a failure, when it said any. */
  vmError: string | undefined;
  payload: AccountTransactionPayload;
}

function timeOf(tx: z.infer<typeof baseSchema>): Date | undefined {
  const seconds = tx.block_time || tx.burn_block_time || tx.receipt_time;
  return seconds ? new Date(seconds * 1000) : undefined;
}

function payloadOf(
  tx:
    | z.infer<typeof tokenTransfer>
    | z.infer<typeof smartContract>
    | z.infer<typeof contractCall>
    | z.infer<typeof coinbase>
    | z.infer<typeof tenureChange>
    | z.infer<typeof poisonMicroblock>
    | z.infer<typeof otherType>,
): AccountTransactionPayload {
  if ('token_transfer' in tx) {
    return {
      type: 'token_transfer',
      recipient: tx.token_transfer.recipient_address,
      amountMicroStx: BigInt(tx.token_transfer.amount),
    };
  }
  if ('smart_contract' in tx) {
    return { type: 'smart_contract', contractId: tx.smart_contract.contract_id };
  }
  if ('contract_call' in tx) {
    return {
      type: 'contract_call',
      contractId: tx.contract_call.contract_id,
      functionName: tx.contract_call.function_name,
      args: (tx.contract_call.function_args ?? []).map(({ name, repr }) => ({ name, repr })),
    };
  }
  if ('coinbase_payload' in tx) {
    return { type: 'coinbase', altRecipient: tx.coinbase_payload.alt_recipient ?? undefined };
  }
  if ('tenure_change_payload' in tx) {
    return { type: 'tenure_change', cause: tx.tenure_change_payload.cause };
  }
  if (tx.tx_type === 'poison_microblock') return { type: 'poison_microblock' };
  return { type: 'unknown', apiType: tx.tx_type };
}

/** A Hiro transaction (mined or in the mempool) → `AccountTransaction`. */
export const accountTransactionSchema = z
  .union([
    tokenTransfer,
    smartContract,
    contractCall,
    coinbase,
    tenureChange,
    poisonMicroblock,
    otherType,
  ])
  .transform((tx): AccountTransaction => ({
    txid: tx.tx_id.toLowerCase(),
    status: tx.tx_status,
    sender: tx.sender_address,
    nonce: tx.nonce,
    feeMicroStx: BigInt(tx.fee_rate),
    sponsor: tx.sponsored && tx.sponsor_address ? tx.sponsor_address : undefined,
    time: timeOf(tx),
    resultRepr: tx.tx_result?.repr,
    vmError: tx.vm_error?.trim() || undefined,
    payload: payloadOf(tx),
  }));
