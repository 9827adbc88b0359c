import { Cl, cvToString } from '@stacks/transactions';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, wallet1, wallet2 } from '#common/devnet-accounts.mjs';
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

/** Two boots beside a live chain (≈8 s each on a busy 2-core machine; 65 s for two at load
 * average 12, 2026-11-29) and three exercises. */
const TWO_BOOTS = { timeout: 180_000 };

describe('the boot image', () => {
  // One walk proves the three rules with two boots where three separate tests took five (the
  // boots are this file's whole cost): each step names the rule it checks.
  it(
    'stands for a fresh boot after a reset and for a devnet started alone, and is not used beside a live chain',
    TWO_BOOTS,
    async () => {
      const imaged = await start();
      await exercise(imaged);
      expect((await http(imaged.url).post('/_devnet/reset')).status).toBe(200);
      expect(imaged.chain.session.lastBoot, 'a reset writes the image back').toBe('image');
      const afterReset = stateOf(imaged.chain);
      const afterResetThenExercise = await exercise(imaged);

      // Started beside a live chain, a devnet boots its own session: the fresh boot to compare with.
      const fresh = await start();
      expect(fresh.chain.session.lastBoot).toBe('session');
      expect(stateOf(fresh.chain), 'the reset state is a fresh boot').toBe(afterReset);
      expect(await exercise(fresh), 'what follows a reset runs as after a fresh boot').toBe(
        afterResetThenExercise,
      );

      // With another chain alive, a reset boots, and the other chain keeps its state.
      const freshChanged = stateOf(fresh.chain);
      expect((await http(imaged.url).post('/_devnet/reset')).status).toBe(200);
      expect(imaged.chain.session.lastBoot, 'no image beside a live chain').toBe('session');
      expect(stateOf(imaged.chain)).toBe(afterReset);
      expect(stateOf(fresh.chain), 'the other chain keeps its state').toBe(freshChanged);

      // Started alone after the others closed, a devnet starts from the image, as a fresh boot.
      await Promise.all([imaged.close(), fresh.close()]);
      open = [];
      const next = await start();
      expect(next.chain.session.lastBoot, 'a devnet started alone uses the image').toBe('image');
      expect(stateOf(next.chain)).toBe(afterReset);
      expect(await exercise(next)).toBe(afterResetThenExercise);
    },
  );
});
