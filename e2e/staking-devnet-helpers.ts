import { Cl, type ClarityValue } from '@stacks/transactions';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { StartedDevnet } from './spec-devnet';

// What the specs that stake on the devnet share (staking-devnet.spec.ts, sbtc-devnet.spec.ts):
// the contracts they name, the devnet's controls (mine, advance), its chain read directly, and the
// devnet wallet's "Call a contract" approval. The devnet runs in the spec's process; the helpers
// take its getter (useSpecDevnet, e2e/spec-devnet.ts).

export const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
export const POX_5 = 'ST000000000000000000002AMW42H.pox-5';
/** Fast Pool's manager for new stakes: its max500 (devnet/contracts.mjs). */
export const FAST_POOL = `${DEPLOYER}.fastpool-max500-signer-manager`;
export const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';

interface PoxAnswer {
  current_cycle: { id: number };
  current_burnchain_block_height: number;
  next_cycle: { blocks_until_prepare_phase: number };
}

export function stakingDevnet(devnet: () => StartedDevnet) {
  async function devnetJson<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${devnet().url}${path}`, init);
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }
  const mine = () => devnetJson('/_devnet/mine', { method: 'POST' });
  const advance = (to: 'next-cycle' | 'prepare-phase' | 'distribution') =>
    devnetJson<unknown>('/_devnet/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
  async function mempoolTotal() {
    return (await devnetJson<{ total: number }>('/extended/v1/tx/mempool')).total;
  }
  /** Mines once the page's broadcast has reached the devnet (the wallet dialog closes first). */
  async function mineBroadcast() {
    await expect.poll(mempoolTotal).toBeGreaterThan(0);
    await mine();
  }
  const pox = () => devnetJson<PoxAnswer>('/v2/pox');
  /** Out of the prepare phase (and the block before it, which the app treats as closed too:
   * staking-window.ts), whatever height a reset leaves the chain at. */
  async function changesOpen() {
    if ((await pox()).next_cycle.blocks_until_prepare_phase <= 1) await advance('next-cycle');
  }
  async function stxAccount(address: string) {
    const body = await devnetJson<{ balance: string; locked: string }>(
      `/v2/accounts/${address}?proof=0`,
    );
    return { unlocked: BigInt(body.balance), locked: BigInt(body.locked) };
  }
  /** A read-only call on the devnet's chain, as its Clarity value. */
  function readOnly(contract: string, functionName: string, args: ClarityValue[], who: string) {
    const out = devnet().chain.callReadOnly(contract, functionName, args, who);
    if (!out.okay) throw new Error(`${functionName} failed: ${out.cause}`);
    return out.result;
  }
  /** The token's own `get-balance` (sats). */
  function sbtcBalance(who: string): bigint {
    const result = readOnly(SBTC, 'get-balance', [Cl.principal(who)], who);
    const match = /^\(ok u(\d+)\)$/.exec(Cl.prettyPrint(result));
    if (!match?.[1]) throw new Error(`get-balance answered ${Cl.prettyPrint(result)}`);
    return BigInt(match[1]);
  }
  /** The reference manager's net for the staker and cycle (`get-earned-staker-rewards`). */
  function managerNet(manager: string, staker: string, cycle: number): bigint {
    const result = Cl.prettyPrint(
      readOnly(
        manager,
        'get-earned-staker-rewards',
        [Cl.principal(staker), Cl.uint(cycle), Cl.none()],
        staker,
      ),
    );
    const match = /earned: u(\d+)/.exec(result);
    if (!match?.[1]) throw new Error(`get-earned-staker-rewards answered ${result}`);
    return BigInt(match[1]);
  }
  /** max500's fee in force (`get-pending-fees` `active-bips`), in basis points. */
  function feeInForce(manager: string): number {
    const result = Cl.prettyPrint(readOnly(manager, 'get-pending-fees', [], DEPLOYER));
    const match = /active-bips: u(\d+)/.exec(result);
    if (!match?.[1]) throw new Error(`get-pending-fees answered ${result}`);
    return Number(match[1]);
  }
  /** A read-only answer as Clarity prints it, e.g. `(some { max-fee: u3000, … })`. */
  const readOnlyRepr = (contract: string, functionName: string, args: ClarityValue[]) =>
    Cl.prettyPrint(readOnly(contract, functionName, args, DEPLOYER));
  return {
    devnetJson,
    feeInForce,
    readOnlyRepr,
    mine,
    advance,
    mempoolTotal,
    mineBroadcast,
    pox,
    changesOpen,
    stxAccount,
    sbtcBalance,
    managerNet,
  };
}

/** Approves the devnet wallet's "Call a contract" dialog, after checking what it will sign. */
export async function approveCall(
  page: Page,
  expected: { contract: string; functionName: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Call a contract' });
  await expect(dialog).toContainText(expected.contract);
  await expect(dialog).toContainText(expected.functionName);
  await dialog.getByRole('button', { name: 'Sign and broadcast' }).click();
  await expect(dialog).toBeHidden();
}
