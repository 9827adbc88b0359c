import { Cl, cvToString } from '@stacks/transactions';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, wallet1, wallet2 } from './accounts.mjs';
import { devnetContracts, POX_5 } from './contracts.mjs';
import { advance } from './burnchain.mjs';
import type { Chain } from './chain.mjs';
import { startDevnet } from './server.mjs';
import { http, transfer } from './test-helpers';

// A reset writes the boot's image of simnet back (simnet-image.mjs) instead of booting again.
// Proven here against what it stands for: a fresh boot. Each devnet is closed before the next
// starts, so each is the only chain in the process, as the image requires.

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
      assets: [...chain.sim.getAssetsMap()].map(([asset, holders]) => [asset, [...holders]]),
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

/** Each test starts two devnets, the first in a process compiling simnet's VM: 8–11 s in all on
 * a quiet 2-core machine, 65 s at load average 12 (2026-11-29). */
const TWO_DEVNETS = { timeout: 180_000 };

describe('a reset from the boot image', () => {
  it(
    'is the state a fresh boot has, and what follows runs as it does after a fresh boot',
    TWO_DEVNETS,
    async () => {
      const imaged = await start();
      await exercise(imaged);
      expect((await http(imaged.url).post('/_devnet/reset')).status).toBe(200);
      expect(imaged.chain.booted, 'the reset wrote the image back').not.toBeNull();
      const afterReset = stateOf(imaged.chain);
      const afterResetThenExercise = await exercise(imaged);
      await imaged.close();

      const fresh = await start();
      expect(stateOf(fresh.chain)).toBe(afterReset);
      expect(await exercise(fresh)).toBe(afterResetThenExercise);
    },
  );

  it(
    'is not used while another chain lives in the process: a reset boots, and the other keeps its state',
    TWO_DEVNETS,
    async () => {
      const first = await start();
      const second = await start();
      const secondChanged = await exercise(second);
      expect((await http(first.url).post('/_devnet/reset')).status).toBe(200);
      expect(first.chain.booted).toBeNull();
      expect(stateOf(second.chain)).toBe(secondChanged);
    },
  );
});
