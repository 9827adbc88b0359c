import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  broadcastTransaction,
  Cl,
  cvToHex,
  deserializeTransaction,
  fetchNonce,
  hexToCV,
  makeSTXTokenTransfer,
  Pc,
  privateKeyToAddress,
} from '@stacks/transactions';
import { createNetwork } from '@stacks/network';
import { deployer, miner, wallet1, wallet2, wallet3 } from '#common/devnet-accounts.mjs';
import { devnetContracts, POX_5 } from './contracts.mjs';
import {
  AccountJson,
  ErrorJson,
  InfoJson,
  NoncesJson,
  pageOf,
  PoxJson,
  ReadOnlyJson,
  TxJson,
  call,
  deploy,
  transfer,
  useTestDevnet,
} from './test-helpers';

const node = useTestDevnet();

const balanceOf = (address: string) => node.api.balanceOf(address);
const SourceJson = z.looseObject({ source: z.string() });
const mine = () => node.api.post('/_devnet/mine');
/** devnet-token: `wrap (amount)` takes STX and mints as many `wstx`. */
const token = devnetContracts.token.id;

describe('read endpoints', () => {
  it('/v2/info describes a devnet', async () => {
    const json = await node.api.read(InfoJson, '/v2/info');
    expect(json.network_id).toBe(2147483648);
    expect(json.stacks_tip_height).toBeGreaterThan(0);
    expect(json.burn_block_height).toBeGreaterThanOrEqual(1);
  });

  it('/v2/pox reports pox-5 cycles (the devnet boots into cycle 1)', async () => {
    const json = await node.api.read(PoxJson, '/v2/pox');
    expect(json.contract_id).toBe(POX_5);
    expect(json.reward_cycle_length).toBe(1050);
    expect(json.prepare_cycle_length).toBe(50);
    expect(json.current_cycle.id).toBe(1);
    expect(json.next_cycle.blocks_until_reward_phase).toBe(
      2100 - json.current_burnchain_block_height,
    );
    expect(json.min_amount_ustx).toBeGreaterThan(0);
  });

  it('/v2/accounts gives hex balances and the nonce', async () => {
    const { json } = await node.api.get(`/v2/accounts/${wallet1.address}`);
    expect(json).toMatchObject({
      balance: '0x000000000000000000005af3107a4000',
      locked: '0x00000000000000000000000000000000',
      unlock_height: 0,
      nonce: 0,
    });
  });

  it('/extended balances, stx, nonces start from genesis', async () => {
    const balances = await node.api.balances(wallet2.address);
    expect(balances.stx).toMatchObject({
      balance: '100000000000000',
      locked: '0',
      burnchain_unlock_height: 0,
      total_sent: '0',
    });
    expect(balances.fungible_tokens).toEqual({});
    expect(balances.non_fungible_tokens).toEqual({});
    const nonces = await node.api.read(
      NoncesJson,
      `/extended/v1/address/${wallet2.address}/nonces`,
    );
    expect(nonces).toEqual({
      last_executed_tx_nonce: null,
      last_mempool_tx_nonce: null,
      possible_next_nonce: 0,
      detected_missing_nonces: [],
      detected_mempool_nonces: [],
    });
  });

  it('fees: transfer rate and three estimations', async () => {
    expect((await node.api.get('/v2/fees/transfer')).json).toBe(1);
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    const payload = tx.serialize().slice(-(2 * 68)); // any hex payload works for the estimate
    const estimate = await node.api.postRead(
      z.object({ estimations: z.array(z.object({ fee: z.number() })) }),
      '/v2/fees/transaction',
      { transaction_payload: payload, estimated_len: 180 },
    );
    expect(estimate.estimations.map((e) => e.fee)).toEqual([180, 360, 720]);
  });

  it('contract interface, source and read-only calls', async () => {
    const [address, name] = token.split('.');
    const iface = await node.api.read(
      z.object({ functions: z.array(z.looseObject({ name: z.string() })) }),
      `/v2/contracts/interface/${address}/${name}`,
    );
    expect(iface.functions.map((f) => f.name)).toContain('wrap');
    const source = await node.api.read(SourceJson, `/v2/contracts/source/${address}/${name}`);
    expect(source.source).toContain('define-fungible-token wstx');
    const read = await node.api.postRead(
      ReadOnlyJson,
      `/v2/contracts/call-read/${address}/${name}/get-decimals`,
      { sender: wallet1.address, arguments: [] },
    );
    expect(read.okay).toBe(true);
    expect(hexToCV(read.result ?? '')).toEqual(Cl.ok(Cl.uint(6)));
    const balance = await node.api.readOnly(
      token,
      'get-balance',
      [Cl.principal(wallet1.address)],
      wallet1.address,
    );
    expect(balance).toEqual(Cl.ok(Cl.uint(0)));
  });

  it('network block times, pox cycles, nft holdings', async () => {
    const times = await node.api.read(
      z.object({ testnet: z.object({ target_block_time: z.number() }) }),
      '/extended/v1/info/network_block_times',
    );
    expect(times.testnet.target_block_time).toBe(120);
    const cycles = await node.api.read(
      pageOf(z.looseObject({ cycle_number: z.number() })),
      '/extended/v2/pox/cycles',
    );
    expect(cycles.results[0]?.cycle_number).toBe(1);
    const nfts = await node.api.get(
      `/extended/v1/tokens/nft/holdings?principal=${wallet3.address}`,
    );
    expect(nfts.json).toMatchObject({ total: 0, results: [] });
  });

  it('answers CORS preflight and sets CORS headers', async () => {
    const pre = await node.api.request('OPTIONS', '/v2/transactions', undefined, {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(pre.headers.get('access-control-max-age')).toBe('86400');
    expect((await node.api.get('/v2/info')).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('listens on loopback only', () => {
    const address = node.devnet.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
  });

  // stacks.js adds `x-hiro-product` to every request (nonce, account, fee): a browser sends
  // nothing until the preflight allows it, so every transaction the app builds needs this.
  it('allows the request headers a preflight asks for, as the Hiro API does', async () => {
    const pre = await node.api.request('OPTIONS', '/extended/v1/address/x/nonces', undefined, {
      origin: 'http://127.0.0.1:4173',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-hiro-product,X-Hiro-Version, x-api-key',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe(
      'x-hiro-product,x-hiro-version, x-api-key',
    );
    expect(pre.headers.get('vary')).toContain('Access-Control-Request-Headers');
  });

  it.each(['x-a b', 'x-a;b', 'x'.repeat(3000), ','])(
    'answers the known headers, not an echo, to a malformed request-headers list (%#)',
    async (requested) => {
      const pre = await node.api.request('OPTIONS', '/v2/info', undefined, {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': requested,
      });
      expect(pre.status).toBe(204);
      const allowed = pre.headers.get('access-control-allow-headers') ?? '';
      expect(allowed).toContain('x-hiro-product');
      expect(allowed).not.toContain(';');
    },
  );
});

describe('transactions', () => {
  it('works with @stacks/transactions: fetches nonce and fee, broadcasts, mines', async () => {
    const network = createNetwork({ network: 'devnet', client: { baseUrl: node.devnet.url } });
    const tx = await makeSTXTokenTransfer({
      recipient: wallet2.address,
      amount: 1_000_000n,
      senderKey: wallet1.privateKey,
      network,
      memo: 'satchel',
    });
    const sent = await broadcastTransaction({ transaction: tx, network });
    expect(sent).toEqual({ txid: tx.txid() });
    expect(await fetchNonce({ address: wallet1.address, network })).toBe(1n);

    const pending = await node.api.tx(`0x${tx.txid()}`);
    expect(pending.tx_status).toBe('pending');
    expect((await node.api.read(pageOf(TxJson), '/extended/v1/tx/mempool')).total).toBe(1);

    await mine();
    const done = await node.api.tx(tx.txid());
    expect(done).toMatchObject({
      tx_status: 'success',
      tx_type: 'token_transfer',
      tx_result: { hex: '0x0703', repr: '(ok true)' },
    });
    expect(done.token_transfer?.memo).toBe(
      `0x${Buffer.from('satchel').toString('hex').padEnd(68, '0')}`,
    );
    expect(done.events?.[0]?.asset).toMatchObject({
      asset_event_type: 'transfer',
      sender: wallet1.address,
      recipient: wallet2.address,
      amount: '1000000',
    });
    expect(done.block_height).toBeGreaterThan(0);
    expect(typeof done.burn_block_time).toBe('number');
    const fee = tx.auth.spendingCondition.fee;
    expect(await balanceOf(wallet1.address)).toBe(100_000_000_000_000n - 1_000_000n - fee);
    expect(await balanceOf(wallet2.address)).toBe(100_000_000_000_000n + 1_000_000n);
    expect(await balanceOf(miner.address)).toBe(fee);
  });

  it('the success answer is the txid as a JSON string', async () => {
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 5,
      nonce: 0,
    });
    const res = await fetch(`${node.devnet.url}/v2/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from(tx.serializeBytes()),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`"${tx.txid()}"`);
  });

  it('nonce sequences: pending nonces, history paging, v2 address transactions', async () => {
    for (let n = 0; n < 5; n++) {
      const r = await node.api.broadcast(
        await transfer({ key: wallet1.privateKey, to: wallet3.address, amount: 10 + n, nonce: n }),
      );
      expect(r.status).toBe(200);
    }
    const nonces = await node.api.read(
      NoncesJson,
      `/extended/v1/address/${wallet1.address}/nonces`,
    );
    expect(nonces).toMatchObject({
      last_executed_tx_nonce: null,
      last_mempool_tx_nonce: 4,
      possible_next_nonce: 5,
      detected_mempool_nonces: [0, 1, 2, 3, 4],
    });
    await mine();
    expect((await node.api.read(AccountJson, `/v2/accounts/${wallet1.address}`)).nonce).toBe(5);
    const history = `/extended/v1/address/${wallet1.address}/transactions`;
    const page1 = await node.api.read(pageOf(TxJson), `${history}?limit=2&offset=0`);
    expect(page1).toMatchObject({ limit: 2, offset: 0, total: 5 });
    expect(page1.results.map((t) => t.nonce)).toEqual([4, 3]);
    const page3 = await node.api.read(pageOf(TxJson), `${history}?limit=2&offset=4`);
    expect(page3.results.map((t) => t.nonce)).toEqual([0]);
    const v2 = await node.api.read(
      pageOf(z.looseObject({})),
      `/extended/v2/addresses/${wallet3.address}/transactions?limit=1`,
    );
    expect(v2.total).toBe(5);
    expect(v2.results[0]).toMatchObject({
      stx_sent: '0',
      stx_received: '14',
      events: { stx: { transfer: 1 } },
    });
    const withTransfers = await node.api.read(
      pageOf(z.looseObject({ stx_sent: z.string(), stx_transfers: z.array(z.unknown()) })),
      `/extended/v1/address/${wallet1.address}/transactions_with_transfers?limit=1`,
    );
    expect(withTransfers.results[0]?.stx_transfers).toEqual([
      { amount: '14', sender: wallet1.address, recipient: wallet3.address },
    ]);
    expect(withTransfers.results[0]?.stx_sent).toBe(String(14 + 200));
  });

  it('deploys a contract and calls it', async () => {
    const source =
      '(define-data-var n uint u0)\n(define-public (add (x uint)) (begin (var-set n (+ (var-get n) x)) (ok (var-get n))))\n(define-read-only (get-n) (var-get n))';
    const d = await deploy({ key: wallet2.privateKey, name: 'counter', source, nonce: 0 });
    expect((await node.api.broadcast(d)).status).toBe(200);
    await mine();
    const deployed = await node.api.tx(d.txid());
    expect(deployed).toMatchObject({
      tx_status: 'success',
      tx_type: 'smart_contract',
      smart_contract: { contract_id: `${wallet2.address}.counter` },
    });

    const c = await call({
      key: wallet1.privateKey,
      contract: `${wallet2.address}.counter`,
      fn: 'add',
      args: [Cl.uint(7)],
      nonce: 0,
    });
    expect((await node.api.broadcast(c)).status).toBe(200);
    await mine();
    const called = await node.api.tx(c.txid());
    expect(called).toMatchObject({
      tx_status: 'success',
      tx_type: 'contract_call',
      tx_result: { repr: '(ok u7)' },
    });
    expect(called.contract_call).toMatchObject({
      function_name: 'add',
      function_args: [{ repr: 'u7', name: 'x', type: 'uint' }],
    });
    const read = await node.api.readOnly(
      `${wallet2.address}.counter`,
      'get-n',
      [],
      wallet1.address,
    );
    expect(read).toEqual(Cl.uint(7));
  });

  it('a failing call is mined as abort_by_response and still pays its fee', async () => {
    // a wrap below the 1 STX minimum → (err u1002)
    const c = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(5)],
      nonce: 0,
    });
    await node.api.broadcast(c);
    await mine();
    const r = await node.api.tx(c.txid());
    expect(r).toMatchObject({ tx_status: 'abort_by_response', tx_result: { repr: '(err u1002)' } });
    expect(await balanceOf(wallet1.address)).toBe(100_000_000_000_000n - 3000n);
    expect((await node.api.read(AccountJson, `/v2/accounts/${wallet1.address}`)).nonce).toBe(1);
  });

  it('a deploy that does not analyse is mined as abort_by_response', async () => {
    const d = await deploy({
      key: wallet3.privateKey,
      name: 'broken',
      source: '(define-public (x) (ok u1 u2))',
      nonce: 0,
    });
    await node.api.broadcast(d);
    await mine();
    const r = await node.api.tx(d.txid());
    expect(r.tx_status).toBe('abort_by_response');
    expect(r.vm_error).toContain('expecting 1 arguments');
    expect((await node.api.get(`/v2/contracts/source/${wallet3.address}/broken`)).status).toBe(404);
    expect(await balanceOf(wallet3.address)).toBe(100_000_000_000_000n - 10_000n);
  });
});

describe('post-conditions', () => {
  it('a violation is recorded as abort_by_post_condition and has no effect', async () => {
    const amount = 5_000_000;
    const ok = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(amount)],
      nonce: 0,
      deny: true,
      postConditions: [Pc.principal(wallet1.address).willSendLte(amount).ustx()],
    });
    const bad = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(amount)],
      nonce: 1,
      deny: true,
      postConditions: [
        Pc.principal(wallet1.address)
          .willSendLte(amount - 1)
          .ustx(),
      ],
    });
    const after = await call({
      key: wallet2.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(amount)],
      nonce: 0,
      deny: true,
      postConditions: [Pc.origin().willSendEq(amount).ustx()],
    });
    for (const tx of [ok, bad, after]) expect((await node.api.broadcast(tx)).status).toBe(200);
    await mine();
    const status = async (tx: { txid(): string }) => await node.api.tx(tx.txid());
    expect((await status(ok)).tx_status).toBe('success');
    const aborted = await status(bad);
    expect(aborted.tx_status).toBe('abort_by_post_condition');
    expect(aborted.events).toEqual([]);
    expect(aborted.post_conditions?.[0]).toMatchObject({
      type: 'stx',
      condition_code: 'sent_less_than_or_equal_to',
      amount: String(amount - 1),
    });
    expect((await status(after)).tx_status).toBe('success');

    // only the first wrap took STX and minted tokens; the aborted one paid its fee only
    expect(await balanceOf(wallet1.address)).toBe(
      100_000_000_000_000n - BigInt(amount) - 3000n * 2n,
    );
    const tokens = (await node.api.balances(wallet1.address)).fungible_tokens;
    expect(tokens[`${token}::wstx`]?.balance).toBe(String(amount));
    expect((await node.api.read(AccountJson, `/v2/accounts/${wallet1.address}`)).nonce).toBe(2);
    const other = (await node.api.balances(wallet2.address)).fungible_tokens;
    expect(other[`${token}::wstx`]?.balance).toBe(String(amount));
  });

  it('deny mode aborts an uncovered transfer', async () => {
    const tx = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(2_000_000)],
      nonce: 0,
      deny: true,
    });
    await node.api.broadcast(tx);
    await mine();
    expect((await node.api.tx(tx.txid())).tx_status).toBe('abort_by_post_condition');
    expect((await node.api.balances(wallet1.address)).fungible_tokens).toEqual({});
  });
});

describe('rejections', () => {
  const rejected = async (body: unknown, reason: string, status = 400) => {
    const r = await node.api.post('/v2/transactions', body);
    expect(r.status).toBe(status);
    const rejection = ErrorJson.parse(r.json);
    expect(rejection.reason).toBe(reason);
    return rejection;
  };

  it('BadNonce on a replay', async () => {
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    await node.api.broadcast(tx);
    await mine();
    const json = await rejected({ tx: tx.serialize() }, 'BadNonce');
    expect(json.reason_data).toEqual({
      expected: 1,
      actual: 0,
      is_origin: true,
      principal: wallet1.address,
    });
    expect(json.txid).toBe(tx.txid());
  });

  it('BadNonce on a gap', async () => {
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 3,
    });
    const json = await rejected({ tx: tx.serialize() }, 'BadNonce');
    expect(json.reason_data).toMatchObject({ expected: 0, actual: 3 });
  });

  it('ConflictingNonceInMempool for a second transaction with a pending nonce', async () => {
    await node.api.broadcast(
      await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 1, nonce: 0 }),
    );
    await rejected(
      {
        tx: (
          await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 2, nonce: 0 })
        ).serialize(),
      },
      'ConflictingNonceInMempool',
    );
  });

  it('NotEnoughFunds when amount + fee exceed the balance, counting pending spends', async () => {
    const all = 100_000_000_000_000n;
    await rejected(
      {
        tx: (
          await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: all, nonce: 0 })
        ).serialize(),
      },
      'NotEnoughFunds',
    );
    expect(
      (
        await node.api.broadcast(
          await transfer({
            key: wallet1.privateKey,
            to: wallet2.address,
            amount: all - 1000n,
            nonce: 0,
          }),
        )
      ).status,
    ).toBe(200);
    await rejected(
      {
        tx: (
          await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 900, nonce: 1 })
        ).serialize(),
      },
      'NotEnoughFunds',
    );
  });

  it('FeeTooLow below 1 µSTX per byte', async () => {
    const json = await rejected(
      {
        tx: (
          await transfer({
            key: wallet1.privateKey,
            to: wallet2.address,
            amount: 1,
            nonce: 0,
            fee: 10,
          })
        ).serialize(),
      },
      'FeeTooLow',
    );
    expect(json.reason_data?.actual).toBe(10);
  });

  it('SignatureValidation for a tampered transaction', async () => {
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    const hex = tx.serialize();
    // change the amount (8 bytes before the 34-byte memo) after signing
    const at = hex.length - 68 - 2;
    const tampered =
      hex.slice(0, at) + (hex.slice(at, at + 2) === '01' ? '02' : '01') + hex.slice(at + 2);
    expect(deserializeTransaction(tampered).payload).toBeTruthy();
    await rejected({ tx: tampered }, 'SignatureValidation');
  });

  it('a transaction signed for another chain fails validation, as on a node', async () => {
    const resigned = await makeSTXTokenTransfer({
      recipient: wallet2.address,
      amount: 1n,
      senderKey: wallet1.privateKey,
      network: { ...createNetwork('testnet'), chainId: 1 },
      nonce: 0n,
      fee: 200n,
    });
    const json = await rejected({ tx: resigned.serialize() }, 'SignatureValidation');
    expect(String(json.reason_data?.message)).toContain('invalid chain ID 1 (expected 2147483648)');
    await rejected(
      {
        tx: (
          await makeSTXTokenTransfer({
            recipient: privateKeyToAddress(wallet2.privateKey, 'mainnet'),
            amount: 1n,
            senderKey: wallet1.privateKey,
            network: 'mainnet',
            nonce: 0n,
            fee: 200n,
          })
        ).serialize(),
      },
      'BadTransactionVersion',
    );
  });

  it('malformed hex, truncated bytes, bad JSON, empty body', async () => {
    await rejected({ tx: 'zz11' }, 'BadHex');
    await rejected({ tx: '0x123' }, 'BadHex');
    await rejected({}, 'BadHex');
    const tx = await transfer({
      key: wallet1.privateKey,
      to: wallet2.address,
      amount: 1,
      nonce: 0,
    });
    await rejected({ tx: tx.serialize().slice(0, 100) }, 'Deserialization');
    await rejected({ tx: `${tx.serialize()}00` }, 'Deserialization');
    const bad = await node.api.post('/v2/transactions', '{not json', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    const empty = await node.api.post('/v2/transactions', new Uint8Array(), {
      'content-type': 'application/octet-stream',
    });
    expect(ErrorJson.parse(empty.json).reason).toBe('Deserialization');
  });

  it('413 for an oversized body', async () => {
    const r = await node.api.post('/v2/transactions', { tx: 'ab'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(ErrorJson.parse(r.json).reason).toBe('PayloadTooLarge');
    expect((await node.api.get('/v2/info')).status).toBe(200);
  });

  it('unknown contract, unknown function, wrong arguments', async () => {
    const missing = await call({
      key: wallet1.privateKey,
      contract: `${deployer.address}.nope`,
      fn: 'x',
      args: [],
      nonce: 0,
    });
    await rejected({ tx: missing.serialize() }, 'NoSuchContract');
    const noFn = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'nope',
      args: [],
      nonce: 0,
    });
    await rejected({ tx: noFn.serialize() }, 'NoSuchPublicFunction');
    const wrongType = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.int(1)],
      nonce: 0,
    });
    await rejected({ tx: wrongType.serialize() }, 'BadFunctionArgument');
    const wrongCount = await call({
      key: wallet1.privateKey,
      contract: token,
      fn: 'wrap',
      args: [Cl.uint(1), Cl.uint(2)],
      nonce: 0,
    });
    await rejected({ tx: wrongCount.serialize() }, 'BadFunctionArgument');
    const dupe = await deploy({
      key: deployer.privateKey,
      name: 'devnet-stx',
      source: '(define-public (x) (ok u1))',
      nonce: 0,
    });
    await rejected({ tx: dupe.serialize() }, 'ContractAlreadyExists');

    const [address] = token.split('.');
    const readMissing = await node.api.post(`/v2/contracts/call-read/${address}/nope/get-x`, {
      sender: wallet1.address,
      arguments: [],
    });
    expect(readMissing).toMatchObject({
      status: 404,
      json: { okay: false, reason: 'NoSuchContract' },
    });
    const readFn = await node.api.post(`/v2/contracts/call-read/${address}/devnet-token/nope`, {
      sender: wallet1.address,
      arguments: [],
    });
    expect(readFn).toMatchObject({ status: 404, json: { okay: false } });
    const readArgs = await node.api.post(
      `/v2/contracts/call-read/${address}/devnet-token/get-balance`,
      { sender: wallet1.address, arguments: [cvToHex(Cl.uint(1))] },
    );
    expect(readArgs).toMatchObject({
      status: 400,
      json: { okay: false, reason: 'BadFunctionArgument' },
    });
    const readHex = await node.api.post(
      `/v2/contracts/call-read/${address}/devnet-token/get-balance`,
      { sender: wallet1.address, arguments: ['0xzz'] },
    );
    expect(readHex.status).toBe(400);
    expect((await node.api.get(`/v2/contracts/interface/${address}/nope`)).status).toBe(404);
    expect(ErrorJson.parse((await node.api.get('/v2/accounts/not-an-address')).json).reason).toBe(
      'InvalidPrincipal',
    );
    expect((await node.api.get('/extended/v1/tx/0x1234')).status).toBe(400);
    expect((await node.api.get(`/extended/v1/tx/0x${'ab'.repeat(32)}`)).status).toBe(404);
    expect((await node.api.get('/nope')).status).toBe(404);
    // still serving, and nothing was queued
    expect((await node.api.read(pageOf(TxJson), '/extended/v1/tx/mempool')).total).toBe(0);
  });
});
