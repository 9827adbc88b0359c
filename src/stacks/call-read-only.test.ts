import { Cl, deserializeCV, serializeCV } from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import {
  callReadOnly,
  callReadOnlyUint,
  readBool,
  readBufferHex,
  readField,
  readHeight,
  readIsOk,
  readOptional,
  readPoxAddress,
  readPrincipal,
  readTuple,
  readTupleFields,
  readOptionalTupleFields,
  readUint,
} from './call-read-only';
import { StacksApiError } from './stacks-api';
import { stacksApiFailure } from '@/test/stacks-api-failure';

const server = setupTestServer();

const network = NETWORK_DEFAULTS.testnet;
const STACKER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const POX_4 = 'ST000000000000000000002AMW42H.pox-4';
const URL_PATTERN = `${network.apiUrl}/v2/contracts/call-read/:address/:name/:fn`;

const call = {
  contract: POX_4,
  functionName: 'get-delegation-info',
  args: [Cl.principal(STACKER)],
  sender: STACKER,
};

describe('callReadOnly', () => {
  it('posts the sender and hex arguments to the function’s path and decodes the result', async () => {
    let seen: { params: Record<string, unknown>; body: unknown } | undefined;
    server.use(
      http.post(URL_PATTERN, async ({ params, request }) => {
        seen = { params, body: await request.json() };
        return HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.some(Cl.uint(7)))}` });
      }),
    );
    await expect(callReadOnly(network, call)).resolves.toEqual(Cl.some(Cl.uint(7)));
    expect(seen?.params).toEqual({
      address: 'ST000000000000000000002AMW42H',
      name: 'pox-4',
      fn: 'get-delegation-info',
    });
    expect(seen?.body).toEqual({
      sender: STACKER,
      arguments: [`0x${serializeCV(Cl.principal(STACKER))}`],
    });
    const [arg] = (seen?.body as { arguments: string[] }).arguments;
    expect(deserializeCV(String(arg).slice(2))).toEqual(Cl.principal(STACKER));
  });

  it('runs the call as the contract’s deployer when no sender is named', async () => {
    let body: unknown;
    server.use(
      http.post(URL_PATTERN, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.uint(1))}` });
      }),
    );
    await callReadOnly(network, {
      contract: POX_4,
      functionName: 'current-pox-reward-cycle',
      args: [],
    });
    expect(body).toEqual({ sender: 'ST000000000000000000002AMW42H', arguments: [] });
  });

  it('an okay:false answer throws with the node’s cause in words', async () => {
    server.use(
      http.post(URL_PATTERN, () =>
        HttpResponse.json({ okay: false, cause: 'Unchecked(NoSuchContract("x"))' }),
      ),
    );
    const error = await stacksApiFailure(callReadOnly(network, call));
    expect(error.name).toBe('StacksApiResponseError');
    expect(error.message).toBe(
      `${POX_4}.get-delegation-info failed: Unchecked(NoSuchContract("x"))`,
    );
  });

  it('an HTTP error throws a StacksApiHttpError with the status', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.json({}, { status: 500 })));
    expect(await stacksApiFailure(callReadOnly(network, call))).toMatchObject({
      name: 'StacksApiHttpError',
      status: 500,
    });
  });

  it.each([
    ['no result', { okay: true }],
    ['a result that is not hex', { okay: true, result: 'some' }],
    ['no okay', { result: '0x09' }],
  ])('an answer with %s is malformed', async (_label, body) => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.json(body)));
    expect((await stacksApiFailure(callReadOnly(network, call))).name).toBe(
      'StacksApiResponseError',
    );
  });

  it('a result that is not a Clarity value is malformed', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.json({ okay: true, result: '0xff00' })));
    const error = await stacksApiFailure(callReadOnly(network, call));
    expect(error.name).toBe('StacksApiResponseError');
    expect(error.message).toMatch(/not Clarity/);
  });

  it('callReadOnlyUint reads a uint answer and refuses any other', async () => {
    server.use(
      http.post(URL_PATTERN, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.uint(42))}` }),
      ),
    );
    await expect(callReadOnlyUint(network, call)).resolves.toBe(42n);
    server.use(
      http.post(URL_PATTERN, () =>
        HttpResponse.json({ okay: true, result: `0x${serializeCV(Cl.none())}` }),
      ),
    );
    const error = await stacksApiFailure(callReadOnlyUint(network, call));
    expect(error.message).toMatch(/get-delegation-info: expected a uint/);
  });

  it('refuses a contract id that is not one, before any request', async () => {
    await expect(callReadOnly(network, { ...call, contract: 'pox-4' })).rejects.toThrow(TypeError);
  });
});

describe('Clarity readers', () => {
  const tuple = Cl.tuple({
    amount: Cl.uint(5),
    who: Cl.principal(STACKER),
    pool: Cl.principal(POX_4),
    addr: Cl.tuple({
      version: Cl.bufferFromHex('04'),
      hashbytes: Cl.bufferFromHex('ab'.repeat(20)),
    }),
  });

  it('read optionals, tuples, uints, principals, buffers and PoX addresses', () => {
    expect(readOptional(Cl.none(), 'x')).toBeUndefined();
    const data = readTuple(readOptional(Cl.some(tuple), 'x') ?? Cl.none(), 'x');
    expect(readUint(readField(data, 'amount', 'x'), 'x')).toBe(5n);
    expect(readPrincipal(readField(data, 'who', 'x'), 'x')).toBe(STACKER);
    expect(readPrincipal(readField(data, 'pool', 'x'), 'x')).toBe(POX_4);
    expect(readPoxAddress(readField(data, 'addr', 'x'), 'x')).toEqual({
      version: 4,
      hashbytes: 'ab'.repeat(20),
    });
    expect(readBufferHex(Cl.bufferFromHex('00ff'), 'x')).toBe('00ff');
  });

  it('read a tuple’s fields each with its reader', () => {
    const field = readTupleFields(tuple, 'x');
    expect(field('amount', readUint)).toBe(5n);
    expect(field('who', readPrincipal)).toBe(STACKER);
    expect(field('addr', readPoxAddress)).toEqual({ version: 4, hashbytes: 'ab'.repeat(20) });
    expect(() => field('missing', readUint)).toThrow(/x: no missing/);
    expect(() => field('amount', readPrincipal)).toThrow(/x amount: expected a principal/);
  });

  it('read an optional tuple’s fields, none as undefined', () => {
    expect(readOptionalTupleFields(Cl.none(), 'x')).toBeUndefined();
    expect(readOptionalTupleFields(Cl.some(tuple), 'x')?.('amount', readUint)).toBe(5n);
    expect(() => readOptionalTupleFields(Cl.some(Cl.uint(1)), 'x')).toThrow(/x: expected a tuple/);
    expect(() => readOptionalTupleFields(tuple, 'x')).toThrow(/x: expected an optional/);
  });

  it('read bools, and responses as whether they are ok', () => {
    expect(readBool(Cl.bool(true), 'x')).toBe(true);
    expect(readBool(Cl.bool(false), 'x')).toBe(false);
    expect(readIsOk(Cl.ok(Cl.bool(true)), 'x')).toBe(true);
    expect(readIsOk(Cl.error(Cl.uint(17)), 'x')).toBe(false);
  });

  it('a height beyond any chain reads as never reached', () => {
    expect(readHeight(Cl.uint(2n ** 100n), 'x')).toBe(Number.MAX_SAFE_INTEGER);
    expect(readHeight(Cl.uint(930_000), 'x')).toBe(930_000);
  });

  it.each([
    ['an optional', () => readOptional(Cl.uint(1), 'delegation')],
    ['a tuple', () => readTuple(Cl.none(), 'delegation')],
    ['a field', () => readField({}, 'amount', 'delegation')],
    ['a uint', () => readUint(Cl.int(1), 'delegation')],
    ['a principal', () => readPrincipal(Cl.uint(1), 'delegation')],
    ['a buffer', () => readBufferHex(Cl.uint(1), 'delegation')],
    ['a bool', () => readBool(Cl.uint(1), 'delegation')],
    ['a response', () => readIsOk(Cl.bool(true), 'delegation')],
    [
      'a one-byte version',
      () =>
        readPoxAddress(
          Cl.tuple({ version: Cl.bufferFromHex('0401'), hashbytes: Cl.bufferFromHex('ab') }),
          'delegation',
        ),
    ],
  ])('where %s is expected, anything else is a malformed answer', (_label, read) => {
    expect(read).toThrow(StacksApiError);
    expect(read).toThrow(/delegation/);
  });
});
