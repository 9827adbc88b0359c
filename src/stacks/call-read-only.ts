import {
  ClarityType,
  deserializeCV,
  serializeCV,
  type ClarityValue,
  type TupleCV,
} from '@stacks/transactions';
import { z } from 'zod';
import type { ActiveNetwork } from './active-network';
import { splitContractId } from './contract-id';
import { fetchStacksApi, StacksApiError } from './stacks-api';

// POST /v2/contracts/call-read/{address}/{name}/{function} — a read-only Clarity call.
// This module imports @stacks/transactions: load it (and whatever imports it) only lazily, from a
// query's queryFn, never from the first page.

const hex = z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/);

export const callReadOnlyResponseSchema = z.discriminatedUnion('okay', [
  z.object({ okay: z.literal(true), result: hex }),
  z.object({ okay: z.literal(false), cause: z.string().max(4000).optional() }),
]);

export interface ReadOnlyCall {
  /** `address.name` */
  contract: string;
  functionName: string;
  args: readonly ClarityValue[];
  /** The `tx-sender` the function runs as. By default the contract's deployer: a function that
   * does not read `tx-sender` answers the same for any principal, and the deployer always
   * exists on the contract's chain. */
  sender?: string;
}

/** The node ran the call and it failed (no such contract or function, wrong arguments, a
 * runtime error): unlike a transport failure, asking again gives the same answer. */
export class ReadOnlyCallFailedError extends StacksApiError {
  constructor(message: string) {
    super('StacksApiResponseError', message);
  }
}

function malformed(message: string, cause?: unknown): StacksApiError {
  return new StacksApiError('StacksApiResponseError', message, { cause });
}

/** Calls a read-only function and returns its Clarity value; an `okay: false` answer throws a
 * StacksApiError whose message carries the node's cause. */
export async function callReadOnly(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { contract, functionName, args, sender }: ReadOnlyCall,
  signal?: AbortSignal,
): Promise<ClarityValue> {
  const [address, name] = splitContractId(contract);
  const caller = sender ?? address;
  let answer: z.infer<typeof callReadOnlyResponseSchema>;
  try {
    answer = await fetchStacksApi({
      network,
      path: `/v2/contracts/call-read/${address}/${name}/${encodeURIComponent(functionName)}`,
      schema: callReadOnlyResponseSchema,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sender: caller,
          arguments: args.map((arg) => `0x${serializeCV(arg)}`),
        }),
      },
      signal,
    });
  } catch (error) {
    // A node may answer "no such contract or function" as 404 rather than `okay: false` (the
    // devnet does, devnet/routes/core.mjs): the same refusal, and asking again changes nothing.
    if (error instanceof StacksApiError && error.status === 404)
      throw new ReadOnlyCallFailedError(`${contract}.${functionName} failed: ${error.message}`);
    throw error;
  }
  if (!answer.okay) {
    throw new ReadOnlyCallFailedError(
      `${contract}.${functionName} failed: ${answer.cause ?? 'no reason given'}`,
    );
  }
  try {
    return deserializeCV(answer.result.slice(2));
  } catch (cause) {
    throw malformed(`${contract}.${functionName} answered a value that is not Clarity`, cause);
  }
}

/** Calls a read-only function that answers a uint (a malformed answer otherwise). */
export async function callReadOnlyUint(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  call: ReadOnlyCall,
  signal?: AbortSignal,
): Promise<bigint> {
  return readUint(await callReadOnly(network, call, signal), call.functionName);
}

// Typed readers for the answers: an unexpected shape is a malformed answer, never a crash.

/** `(ok v)` → v; an `(err …)` or any other value is a malformed answer (SIP-010's read-only
 * functions answer responses). */
export function readOk(value: ClarityValue, what: string): ClarityValue {
  if (value.type !== ClarityType.ResponseOk) throw malformed(`${what}: expected (ok …)`);
  return value.value;
}

/** `(ok …)` → true, `(err …)` → false: a check that answers with a response. */
export function readIsOk(value: ClarityValue, what: string): boolean {
  if (value.type === ClarityType.ResponseOk) return true;
  if (value.type === ClarityType.ResponseErr) return false;
  throw malformed(`${what}: expected a response, got ${value.type}`);
}

export function readBool(value: ClarityValue, what: string): boolean {
  if (value.type === ClarityType.BoolTrue) return true;
  if (value.type === ClarityType.BoolFalse) return false;
  throw malformed(`${what}: expected a bool, got ${value.type}`);
}

/** `(optional T)` → T or undefined. */
export function readOptional(value: ClarityValue, what: string): ClarityValue | undefined {
  if (value.type === ClarityType.OptionalNone) return undefined;
  if (value.type === ClarityType.OptionalSome) return value.value;
  throw malformed(`${what}: expected an optional, got ${value.type}`);
}

export function readTuple(value: ClarityValue, what: string): TupleCV['value'] {
  if (value.type !== ClarityType.Tuple)
    throw malformed(`${what}: expected a tuple, got ${value.type}`);
  return value.value;
}

export function readField(tuple: TupleCV['value'], key: string, what: string): ClarityValue {
  const field = tuple[key];
  if (!field) throw malformed(`${what}: no ${key}`);
  return field;
}

/** Reads a tuple: each field is read by `field(key, reader)` (a missing or malformed field is a
 * malformed answer named `what key`). */
export function readTupleFields(value: ClarityValue, what: string) {
  const tuple = readTuple(value, what);
  return <T>(key: string, read: (field: ClarityValue, what: string) => T): T =>
    read(readField(tuple, key, what), `${what} ${key}`);
}

/** `(optional {…})` → the tuple's field reader (as `readTupleFields`), or undefined for `none`. */
export function readOptionalTupleFields(value: ClarityValue, what: string) {
  const some = readOptional(value, what);
  return some === undefined ? undefined : readTupleFields(some, what);
}

export function readUint(value: ClarityValue, what: string): bigint {
  if (value.type !== ClarityType.UInt)
    throw malformed(`${what}: expected a uint, got ${value.type}`);
  return BigInt(value.value);
}

/** A burn height (a uint that fits a JS number). */
export function readHeight(value: ClarityValue, what: string): number {
  const height = readUint(value, what);
  // Heights beyond any real chain (a "forever" u340282…): treat as never reached.
  return height > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(height);
}

export function readPrincipal(value: ClarityValue, what: string): string {
  if (value.type === ClarityType.PrincipalStandard || value.type === ClarityType.PrincipalContract)
    return value.value;
  throw malformed(`${what}: expected a principal, got ${value.type}`);
}

export function readBufferHex(value: ClarityValue, what: string): string {
  if (value.type !== ClarityType.Buffer)
    throw malformed(`${what}: expected a buffer, got ${value.type}`);
  return value.value;
}

/** A PoX address tuple `{version: (buff 1), hashbytes: (buff 32)}`. */
export function readPoxAddress(
  value: ClarityValue,
  what: string,
): { version: number; hashbytes: string } {
  const tuple = readTuple(value, what);
  const version = readBufferHex(readField(tuple, 'version', what), `${what} version`);
  if (version.length !== 2) throw malformed(`${what}: version is not one byte`);
  return {
    version: Number.parseInt(version, 16),
    hashbytes: readBufferHex(readField(tuple, 'hashbytes', what), `${what} hashbytes`),
  };
}
