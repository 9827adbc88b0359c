import { Cl, cvToString } from '@stacks/transactions';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, wallet1, wallet2 } from './accounts.mjs';
import { devnetContracts, POX_5 } from './contracts.mjs';
import { advance } from './burnchain.mjs';
import type { Chain } from './chain.mjs';
import { startDevnet } from './server.mjs';
import { http, transfer } from './test-helpers';

// A reset, or a devnet started alone in a process where one booted before, writes the boot's
// image of simnet back (simnet-image.mjs) instead of booting again. Proven here against what it
// stands for: a fresh boot, which a devnet started beside a live one always makes.

type Devnet = Awaited<ReturnType<typeof startDevnet>>;
let open: Devnet[] = [];
afterEach(async () => {
  await Promise.all(open.map((devnet) => devnet.close()));
  open = [];
});
async function start() {
  const devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
  open.push(devnet);
  return devnet;
}

/** What a test can see of the chain: heights, every asset's holders, every account's STX and
 * lock, each account's pox-5 stake and the cycle's totals. Not the block time: simnet takes it from
 * the clock when a block is made, so no two boots agree on it. */
function stateOf(chain: Chain) {
  const read = (contract: string, fn: string, args: Parameters<typeof Cl.list>[0]) => {
    const answer = chain.callReadOnly(contract, fn, args, wallet1.address);
    return answer.okay ? cvToString(answer.result) : `failed: ${answer.cause}`;
  };
  const cycle = chain.cycleOf(chain.burnHeight);
  return JSON.stringify(
    {
      tip: chain.tipHeight,
      burn: chain.burnHeight,
      assets: [...chain.session.sim.getAssetsMap()].map(([asset, holders]) => [
        asset,
        [...holders],
      ]),
      accounts: accounts.map((a) => ({
        name: a.name,
        stx: chain.stxAccount(a.address),
        stake: read(POX_5, 'get-staker-info', [Cl.principal(a.address)]),
      })),
      totals: read(POX_5, 'get-total-ustx-stacked', [Cl.uint(cycle + 1)]),
      wstx: read(devnetContracts.token.id, 'get-total-supply', []),
    },
    (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

/** Changes every kind of state: a signed transfer mined, a contract call, a cycle passed with the
 * reward keeper, then a second transfer (nonces, mempool, blocks). */
async function exercise(devnet: Devnet) {
  const api = http(devnet.url);
  const sent = await api.broadcast(
    await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 1_234, nonce: 0 }),
  );
  expect(sent.status).toBe(200);
  expect((await api.post('/_devnet/mine')).status).toBe(200);
  await devnet.chain.exclusive(() => {
    devnet.chain.systemCall(devnetContracts.token.id, 'wrap', [Cl.uint(5_000)], wallet2.address);
    advance(devnet.chain, { to: 'next-cycle' });
  });
  const again = await api.broadcast(
    await transfer({ key: wallet1.privateKey, to: wallet2.address, amount: 99, nonce: 1 }),
  );
  expect(again.status).toBe(200);
  expect((await api.post('/_devnet/mine')).status).toBe(200);
  return stateOf(devnet.chain);
}

/** Each test boots up to three devnets (≈8 s each on a busy 2-core machine; 65 s for two at
 * load average 12, 2026-11-29). */
const TWO_BOOTS = { timeout: 180_000 };

describe('the boot image', () => {
  it(
    'a reset from it is the state a fresh boot has, and what follows runs as after a fresh boot',
    TWO_BOOTS,
    async () => {
      const imaged = await start();
      await exercise(imaged);
      expect((await http(imaged.url).post('/_devnet/reset')).status).toBe(200);
      expect(imaged.chain.session.lastBoot, 'the reset wrote the image back').toBe('image');
      const afterReset = stateOf(imaged.chain);
      const afterResetThenExercise = await exercise(imaged);

      // Started beside a live chain, a devnet boots its own session.
      const fresh = await start();
      expect(fresh.chain.session.lastBoot).toBe('session');
      expect(stateOf(fresh.chain)).toBe(afterReset);
      expect(await exercise(fresh)).toBe(afterResetThenExercise);
    },
  );

  it(
    'a devnet started alone after others closed starts from it, as a fresh boot',
    TWO_BOOTS,
    async () => {
      // A fresh boot to compare with: beside a live chain, a devnet boots its own session.
      const other = await start();
      const fresh = await start();
      expect(fresh.chain.session.lastBoot).toBe('session');
      const booted = stateOf(fresh.chain);
      const exercised = await exercise(fresh);
      await Promise.all([fresh.close(), other.close()]);
      open = [];

      const next = await start();
      expect(next.chain.session.lastBoot).toBe('image');
      expect(stateOf(next.chain)).toBe(booted);
      expect(await exercise(next)).toBe(exercised);
    },
  );

  it(
    'is not used while another chain lives in the process: a reset boots, and the other keeps its state',
    TWO_BOOTS,
    async () => {
      const first = await start();
      const second = await start();
      const secondChanged = await exercise(second);
      expect((await http(first.url).post('/_devnet/reset')).status).toBe(200);
      expect(first.chain.session.lastBoot).toBe('session');
      expect(stateOf(second.chain)).toBe(secondChanged);
    },
  );
});
