import type { Page } from '@playwright/test';
import { Cl } from '@stacks/transactions';
import { account } from '#common/devnet-accounts.mjs';
import { signerManagers } from '../devnet/contracts.mjs';
import { chooseDevnetAtFirstVisit, connectDevnetWallet } from './devnet-wallet';
import { expect, test } from './fixtures';
import { approveCall, POX_5, stakingDevnet } from './staking-devnet-helpers';
import { useSpecDevnet } from './spec-devnet';

// Every listed pool through the app against the code the devnet runs for it: the mainnet sources
// of Fast Pool's max500, Xverse's, Asymmetric Research's and SenseiNode's managers, and the
// stand-ins of PlanBetter and Stacking DAO (devnet/README.md). Each pool: stake with the payout it
// takes (a BTC address as its calldata where it takes one, max500's three fields included), see
// the manager keep it, update (a switch to another pool where the pool's entry allows it), unstake
// and end. Collection and claims on a real manager are walked in staking-devnet.spec.ts (Fast
// Pool's max500) and at the contract level for every manager in devnet/real-managers.test.ts.

const devnet = useSpecDevnet({ resetBeforeEach: true });

// Per pool: three transactions and three advances, each followed by the page. The lifecycle of
// staking-devnet.spec.ts, with more transactions, took 24.3 s at load ~8; six pools at most
// ~150 s, and 600 s leaves four times that.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

test.beforeEach(async ({ page }) => {
  await chooseDevnetAtFirstVisit(page);
});

const { advance, mineBroadcast, changesOpen, stxAccount, readOnlyRepr } = stakingDevnet(devnet);

const managerOf = (slug: string) => {
  const found = signerManagers.find((m) => m.slug === slug);
  if (!found) throw new Error(`no devnet manager ${slug}`);
  return found.contract.id;
};

interface PoolWalk {
  slug: string;
  name: string;
  /** The payout the stake asks for. */
  payout: 'btc' | 'sbtc';
  /** What the manager keeps for the staker after the stake, as Clarity prints it. */
  kept?: { fn: string; contains: string };
  /** The pool the update switches to; undefined: extend by a cycle instead (Stacking DAO's
   * wrapper updates its own position only). */
  switchTo?: string;
  /** The contract and function the stake calls. */
  stakeCall: { contract: string; functionName: string };
  updateCall: { contract: string; functionName: string };
  unstakeCall: { contract: string; functionName: string };
}

const POX_5_CALLS = {
  stakeCall: { contract: POX_5, functionName: 'stake' },
  updateCall: { contract: POX_5, functionName: 'stake-update' },
  unstakeCall: { contract: POX_5, functionName: 'unstake' },
};
const WRAPPER = signerManagers.find((m) => m.slug === 'stacking-dao')?.wrapper?.id ?? '';

const WALKS: PoolWalk[] = [
  {
    slug: 'fast-pool',
    name: 'Fast Pool',
    payout: 'btc',
    // max500's three fields: the form's default floor is ten times the default 3,000-sat cap.
    kept: { fn: 'get-payout-config', contains: 'min-claim: u30000' },
    switchTo: 'Asymmetric Research',
    ...POX_5_CALLS,
  },
  {
    slug: 'xverse',
    name: 'Xverse',
    payout: 'btc',
    kept: { fn: 'get-pox-addr', contains: 'max-fee: u3000' },
    switchTo: 'SenseiNode',
    ...POX_5_CALLS,
  },
  {
    slug: 'asymmetric-research',
    name: 'Asymmetric Research',
    payout: 'btc',
    kept: { fn: 'get-payout-config', contains: 'min-claim: u30000' },
    switchTo: 'Fast Pool',
    ...POX_5_CALLS,
  },
  { slug: 'senseinode', name: 'SenseiNode', payout: 'sbtc', switchTo: 'Xverse', ...POX_5_CALLS },
  // PlanBetter pays BTC only: the address is its calldata, `{pox-addr}` alone.
  { slug: 'planbetter', name: 'PlanBetter', payout: 'btc', switchTo: 'Xverse', ...POX_5_CALLS },
  {
    slug: 'stacking-dao',
    name: 'Stacking DAO',
    payout: 'sbtc',
    stakeCall: { contract: WRAPPER, functionName: 'delegate' },
    updateCall: { contract: WRAPPER, functionName: 'delegate-update' },
    unstakeCall: { contract: WRAPPER, functionName: 'undelegate' },
  },
];

async function walk(page: Page, pool: PoolWalk, staker: string) {
  await changesOpen();
  await page.goto(`/staking/pool/${pool.slug}`);
  await expect(
    page.getByRole('heading', { name: `Stake with ${pool.name}`, level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Amount (STX)').fill('1000');
  await page.getByLabel('Duration (cycles)').fill('4');
  if (pool.payout === 'btc') {
    const btc = page.getByRole('radio', { name: 'BTC to a Bitcoin address' });
    if (await btc.count()) await btc.check();
    // Prefilled with the wallet's own native SegWit address.
    await expect(page.getByLabel('Bitcoin address for your rewards')).toHaveValue(/^bcrt1/);
  }
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  await approveCall(page, pool.stakeCall);
  await mineBroadcast();
  const status = page.getByTestId('position-status');
  await expect(status).toHaveText('Starting next cycle');
  expect((await stxAccount(staker)).locked).toBe(1_000_000_000n);
  if (pool.kept) {
    expect(
      readOnlyRepr(managerOf(pool.slug), pool.kept.fn, [Cl.principal(staker)]),
      `${pool.name} keeps the payout`,
    ).toContain(pool.kept.contains);
  }

  await advance('next-cycle');
  await page.goto('/staking/position');
  await expect(status).toHaveText('Staked');
  if (pool.switchTo) {
    // The rewards and their chart load after the position and push the form down; a list opened
    // before would be left where its trigger was (outside the window, in one run). Wait for them.
    await expect(
      page.getByRole('status').filter({ hasText: /Loading your rewards|Drawing the chart/ }),
    ).toHaveCount(0);
    // Then choose by keyboard, as a keyboard user does, which does not depend on where the list
    // is drawn. The form is remounted when the position's figures refresh (its key), which can
    // close the list: choose until the choice holds.
    const manager = page.getByRole('combobox', { name: 'Signer-manager' });
    const switchTo = pool.switchTo;
    await expect(async () => {
      await page.keyboard.press('Escape');
      await manager.press('Enter');
      await page
        .getByRole('option', { name: switchTo, exact: true })
        .press('Enter', { timeout: 5_000 });
      await expect(manager).toContainText(switchTo, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // A new manager keeps nothing yet: the rewards go to this account in sBTC.
    await page.getByRole('radio', { name: 'sBTC to this account' }).check();
  } else {
    await page.getByLabel('Add cycles').fill('1');
  }
  const update = page.getByRole('button', { name: 'Update', exact: true });
  await expect(update).toBeEnabled();
  await update.click();
  await approveCall(page, pool.updateCall);
  await mineBroadcast();
  if (pool.switchTo) {
    await expect(page.getByTestId('position-manager')).toContainText(pool.switchTo);
  }

  await page.getByRole('button', { name: 'Unstake', exact: true }).click();
  await approveCall(page, pool.unstakeCall);
  await mineBroadcast();
  await expect(status).toHaveText('Unstaking (ends with this cycle)');
  await advance('next-cycle');
  await expect(status).toHaveText('Ended');
  expect((await stxAccount(staker)).locked).toBe(0n);
}

for (const pool of WALKS) {
  test(`${pool.name}: stake with its payout, update, unstake, on the code the devnet runs for it`, async ({
    page,
  }) => {
    await page.goto('/staking');
    await connectDevnetWallet(page, 'wallet_1');
    await walk(page, pool, account('wallet_1').address);
  });
}
