// The devnet under abuse: slow clients, other websites, transactions a node would never mine, and
// request bodies of the wrong shape. Each test names what must keep working.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AnchorMode,
  Cl,
  createCoinbasePayload,
  createLPList,
  createSingleSigSpendingCondition,
  createStandardAuth,
  createTenureChangePayload,
  AddressHashMode,
  makeUnsignedSTXTokenTransfer,
  Pc,
  PostConditionMode,
  postConditionToWire,
  privateKeyToAddress,
  StacksTransactionWire,
  TenureChangeCause,
  TransactionSigner,
  type PayloadInput,
} from '@stacks/transactions';
import { startDevnet } from './server.mjs';
import { MAX_ADVANCE_BLOCKS } from './burnchain.mjs';
import { miner, wallet1, wallet2 } from '#common/devnet-accounts.mjs';
import {
  call,
  deploy,
  http,
  SECOND_DEVNET_TEST_TIMEOUT_MS,
  transfer,
  useTestDevnet,
} from './test-helpers';

/** The node's rejection of POST /v2/transactions. */
const Rejection = z.object({
  error: z.string(),
  reason: z.string(),
  reason_data: z.record(z.string(), z.unknown()).optional(),
  txid: z.string().nullable(),
});
const Mempool = z.object({ total: z.number() });
const NodeInfo = z.object({ burn_block_height: z.number(), stacks_tip_height: z.number() });
const ErrorBody = z.object({ error: z.string(), reason: z.string() });

/** Generous bound for one request on a busy 2-core machine (they take a few ms here). */
const PROMPT_MS = 4_000;

/** An HTTP request with any headers, `Host` included (fetch will not send a chosen Host). */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** Sign an unsigned transaction with one key (single-sig origin). */
function signWith(tx: StacksTransactionWire, key: string) {
  new TransactionSigner(tx).signOrigin(key);
  return tx;
}

/** A transaction with any payload, signed by wallet_1 (what no builder makes: coinbase…). */
function signedPayload(payload: PayloadInput, nonce = 0) {
  const condition = createSingleSigSpendingCondition(
    AddressHashMode.P2PKH,
    wallet1.publicKey,
    nonce,
    5_000,
  );
  const tx = new StacksTransactionWire({
    payload,
    auth: createStandardAuth(condition),
    network: 'devnet',
  });
  return signWith(tx, wallet1.privateKey);
}

const node = useTestDevnet();

describe('a client that never sends its body', () => {
  it(
    'holds up neither other requests nor the block clock, and is cut off',
    async () => {
      const requestTimeoutMs = 1_500;
      const clocked = await startDevnet({ port: 0, blockIntervalMs: 100, requestTimeoutMs });
      let stalled: Socket | undefined;
      try {
        const clockedApi = http(clocked.url);
        stalled = connect(clocked.port, '127.0.0.1');
        let answer = '';
        stalled.setEncoding('utf8');
        stalled.on('data', (chunk: string) => (answer += chunk));
        const arrived = once(clocked.server, 'request');
        stalled.write(
          'POST /v2/transactions HTTP/1.1\r\nHost: localhost\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"tx":"',
        );
        await arrived; // the server is now waiting for the rest of that body

        const info = await fetch(`${clocked.url}/v2/info`, {
          signal: AbortSignal.timeout(PROMPT_MS),
        });
        const startHeight = NodeInfo.parse(await info.json()).burn_block_height;
        const tx = await transfer({
          key: wallet1.privateKey,
          to: wallet2.address,
          amount: 1,
          nonce: 0,
        });
        const sent = await fetch(`${clocked.url}/v2/transactions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tx: tx.serialize() }),
          signal: AbortSignal.timeout(PROMPT_MS),
        });
        expect(sent.status).toBe(200);
        // the block clock (every 100 ms) keeps mining and moving the burn chain
        await expect
          .poll(
            async () => NodeInfo.parse((await clockedApi.get('/v2/info')).json).burn_block_height,
            {
              timeout: PROMPT_MS,
            },
          )
          .toBeGreaterThan(startHeight);

        // the stalled request gets a 408 and its connection is closed
        await once(stalled, 'close');
        expect(answer).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        stalled?.destroy();
        await clocked.close();
      }
    },
    SECOND_DEVNET_TEST_TIMEOUT_MS,
  );
});

describe('devnet controls answer only this machine', () => {
  const elsewhere = [
    'https://evil.example',
    'http://localhost.evil.example',
    'null',
    'http://127.0.0.1.nip.io',
  ];

  it.each(elsewhere)('refuses Origin %s with 403 and no CORS headers', async (origin) => {
    const before = NodeInfo.parse((await node.api.get('/v2/info')).json).stacks_tip_height;
    for (const path of ['/_devnet/mine', '/_devnet/reset', '/_devnet/advance']) {
      const res = await rawRequest(
        node.devnet.port,
        'POST',
        path,
        { host: `localhost:${node.devnet.port}`, origin },
        '{"blocks":1}',
      );
      expect(res.status).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(ErrorBody.parse(JSON.parse(res.text)).reason).toBe('Forbidden');
    }
    const accounts = await rawRequest(node.devnet.port, 'GET', '/_devnet/accounts', {
      host: `localhost:${node.devnet.port}`,
      origin,
    });
    expect(accounts.status).toBe(403);
    expect(accounts.text).not.toContain(wallet1.privateKey);
    const preflight = await rawRequest(node.devnet.port, 'OPTIONS', '/_devnet/reset', {
      host: `localhost:${node.devnet.port}`,
      origin,
      'access-control-request-method': 'POST',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // nothing was mined
    expect(NodeInfo.parse((await node.api.get('/v2/info')).json).stacks_tip_height).toBe(before);
  });

  it.each(['evil.example', 'evil.example:3999', 'localhost.evil.example', '10.0.0.2:3999'])(
    'refuses Host %s (DNS rebinding) even without an Origin',
    async (host) => {
      const res = await rawRequest(node.devnet.port, 'POST', '/_devnet/mine', { host });
      expect(res.status).toBe(403);
    },
  );

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:4184',
    'http://[::1]:8080',
    'http://localhost',
  ])('answers the app on this machine (Origin %s) with its own origin in CORS', async (origin) => {
    const res = await rawRequest(node.devnet.port, 'POST', '/_devnet/mine', {
      host: `localhost:${node.devnet.port}`,
      origin,
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    const preflight = await rawRequest(node.devnet.port, 'OPTIONS', '/_devnet/mine', {
      host: `127.0.0.1:${node.devnet.port}`,
      origin,
      'access-control-request-method': 'POST',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
  });

  it('answers tools without an Origin on any loopback Host', async () => {
    for (const host of [
      `localhost:${node.devnet.port}`,
      `127.0.0.1:${node.devnet.port}`,
      `[::1]:${node.devnet.port}`,
      'localhost',
    ]) {
      expect(
        (await rawRequest(node.devnet.port, 'GET', '/_devnet/contracts', { host })).status,
      ).toBe(200);
    }
  });

  it('the public Stacks API keeps CORS * for any website, as a node does', async () => {
    const res = await rawRequest(node.devnet.port, 'GET', '/v2/info', {
      host: `localhost:${node.devnet.port}`,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('transactions a node never mines are refused at broadcast', () => {
  const refused = async (tx: { serialize(): string }, reason: string) => {
    const r = await node.api.broadcast(tx);
    expect(r.status).toBe(400);
    const rejection = Rejection.parse(r.json);
    expect(rejection).toMatchObject({ error: 'transaction rejected', reason });
    return rejection;
  };
  const mempoolTotal = async () =>
    Mempool.parse((await node.api.get('/extended/v1/tx/mempool')).json).total;

  it('an STX transfer that carries post-conditions', async () => {
    const tx = await makeUnsignedSTXTokenTransfer({
      recipient: wallet2.address,
      amount: 1_000n,
      publicKey: wallet1.publicKey,
      network: 'devnet',
      nonce: 0n,
      fee: 300n,
    });
    tx.postConditionMode = PostConditionMode.Deny;
    tx.postConditions = createLPList([
      postConditionToWire(Pc.principal(wallet1.address).willSendEq(1_000).ustx()),
    ]);
    const rejection = await refused(signWith(tx, wallet1.privateKey), 'InvalidStacksTransaction');
    expect(rejection.reason_data).toEqual({
      message:
        'Invalid Stacks transaction: TokenTransfer transactions do not support post-conditions',
    });
    expect(rejection.txid).toBe(tx.txid());
    expect(await mempoolTotal()).toBe(0);
  });

  // The miner receives every fee: even when it holds fees, a transfer it sends could not pay
  // its own, so it was accepted and then silently dropped as problematic.
  it('a transaction from the miner account, even once it holds fees', async () => {
    const paid = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    expect((await node.api.broadcast(paid)).status).toBe(200);
    await node.api.post('/_devnet/mine', { blocks: 1 });
    expect(await node.api.balanceOf(miner.address)).toBeGreaterThanOrEqual(200n);
    const fromMiner = await transfer({
      key: miner.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    const rejection = await refused(fromMiner, 'ServerFailureOther');
    expect(JSON.stringify(rejection.reason_data)).toContain('miner account only receives fees');
    expect(await mempoolTotal()).toBe(0);
  });

  it('an off-chain-only (microblock) transaction', async () => {
    const tx = await makeUnsignedSTXTokenTransfer({
      recipient: wallet2.address,
      amount: 1_000n,
      publicKey: wallet1.publicKey,
      network: 'devnet',
      nonce: 0n,
      fee: 300n,
    });
    tx.anchorMode = AnchorMode.OffChainOnly;
    await refused(signWith(tx, wallet1.privateKey), 'InvalidStacksTransaction');
  });

  it('coinbase and tenure-change payloads, which only miners make', async () => {
    await refused(signedPayload(createCoinbasePayload(new Uint8Array(32))), 'NoCoinbaseViaMempool');
    const hash = (byte: string) => byte.repeat(20);
    await refused(
      signedPayload(
        createTenureChangePayload(
          hash('01'),
          hash('02'),
          hash('03'),
          '04'.repeat(32),
          1,
          TenureChangeCause.Extended,
          hash('05'),
        ),
      ),
      'NoTenureChangeViaMempool',
    );
  });

  it('a transfer to its own sender, with the node’s reason and data', async () => {
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet1.address,
      amount: 1,
      nonce: 0,
    });
    const rejection = await refused(tx, 'TransferRecipientCannotEqualSender');
    expect(rejection.reason_data).toEqual({ recipient: wallet1.address });
  });

  it('a transfer of 0 µSTX', async () => {
    await refused(
      await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 0, nonce: 0 }),
      'TransferAmountMustBePositive',
    );
  });

  it('a transfer to a mainnet address, and a call to a contract at one', async () => {
    const mainnetRecipient = privateKeyToAddress(wallet2.privateKey, 'mainnet');
    await refused(
      await transfer({ key: wallet1.privateKey, to: mainnetRecipient, amount: 1, nonce: 0 }),
      'BadAddressVersionByte',
    );
    await refused(
      await call({
        key: wallet1.privateKey,
        contract: `${mainnetRecipient}.pool`,
        fn: 'x',
        args: [Cl.uint(1)],
        nonce: 0,
      }),
      'BadAddressVersionByte',
    );
  });

  it('a contract name a node cannot read (over 40 characters)', async () => {
    const tx = await deploy({
      key: wallet1.privateKey,
      name: `a${'b'.repeat(40)}`,
      source: '(+ 1 2)',
      nonce: 0,
    });
    await refused(tx, 'Deserialization');
  });
});

describe('request targets of the wrong shape', () => {
  it.each(['/v2/accounts/%zz', '/extended/v1/tx/%E0%A4%A', '/v2/contracts/interface/%/x'])(
    '%s is a 400 in words, not a 500',
    async (path) => {
      const res = await node.api.get(path);
      expect(res.status, path).toBe(400);
      expect(ErrorBody.parse(res.json).error).toContain('percent-encoding');
    },
  );
});

describe('contract names a node cannot read', () => {
  it('are a 400 in an API path too (1 to 40 characters, as in transactions)', async () => {
    const longest = 'a'.repeat(40);
    const tooLong = 'a'.repeat(41);
    expect(
      (await node.api.get(`/v2/contracts/interface/${wallet1.address}/${tooLong}`)).status,
    ).toBe(400);
    // One character less is a name: the contract just does not exist.
    expect(
      (await node.api.get(`/v2/contracts/interface/${wallet1.address}/${longest}`)).status,
    ).toBe(404);
  });
});

describe('request bodies of the wrong shape', () => {
  it.each(['null', '1', '"x"', '[]', 'true'])('JSON %s is a 400, not a 500', async (json) => {
    for (const path of [
      '/_devnet/advance',
      '/v2/fees/transaction',
      `/v2/contracts/call-read/${wallet1.address}/x/y`,
      '/v2/transactions',
    ]) {
      const res = await node.api.post(path, json, { 'content-type': 'application/json' });
      expect(res.status, `${path} ${json}`).toBe(400);
    }
  });

  it(`/_devnet/advance moves at most ${MAX_ADVANCE_BLOCKS} blocks per call, and says so`, async () => {
    const over = await node.api.post('/_devnet/advance', { blocks: MAX_ADVANCE_BLOCKS + 1 });
    expect(over.status).toBe(400);
    expect(ErrorBody.parse(over.json).error).toContain(`1 to ${MAX_ADVANCE_BLOCKS}`);
    expect(MAX_ADVANCE_BLOCKS).toBeLessThanOrEqual(5_000);
    const before = NodeInfo.parse((await node.api.get('/v2/info')).json).burn_block_height;
    const within = await node.api.post('/_devnet/advance', { blocks: MAX_ADVANCE_BLOCKS });
    expect(within.status).toBe(200);
    expect(NodeInfo.parse((await node.api.get('/v2/info')).json).burn_block_height).toBe(
      before + MAX_ADVANCE_BLOCKS,
    );
  });
});
