import type { Page } from '@playwright/test';
import { account } from '#common/devnet-accounts.mjs';
import { chooseDevnetAtFirstVisit } from './devnet-wallet';
import { expect, test } from './fixtures';
import { SEGMENT_COLLECTOR_PORT, type SegmentBatch } from './segment-collector';
import { approveCall, DEPLOYER, FAST_POOL, POX_5, stakingDevnet } from './staking-devnet-helpers';
import { useSpecDevnet } from './spec-devnet';

// PoX-5 staking for real (Proof): the app built with the devnet wallet, an Epoch 4.0
// devnet on port 3999 in this process (pox-5, the signer-managers, the reward keeper), every
// transaction signed in the page and mined on demand.

const UNREGISTERED = `${DEPLOYER}.signer-manager-unregistered`;

const devnet = useSpecDevnet({ resetBeforeEach: true });

// A whole staking life: six transactions, four advances with the keeper's reward runs, and a page
// update after each. Measured 24.3 s (the lifecycle), 9.3 s and 4.0 s on the shared 2-core
// machine at load average ~8; 240 s leaves ten times the longest. Serial: every test shares the
// one devnet on port 3999.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await chooseDevnetAtFirstVisit(page);
});

const {
  advance,
  mempoolTotal,
  mineBroadcast,
  pox,
  changesOpen,
  stxAccount,
  sbtcBalance,
  managerNet,
  feeInForce,
} = stakingDevnet(devnet);

async function connect(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
}

/** Tracked events as the page's real Segment client sends them (to the fixtures' stub). */
function trackedEvents(page: Page) {
  const events: { event: string; properties: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port !== String(SEGMENT_COLLECTOR_PORT) || request.method() !== 'POST') return;
    const body = request.postDataJSON() as SegmentBatch | null;
    for (const item of body?.batch ?? []) {
      if (item.type === 'track' && item.event) {
        events.push({ event: item.event, properties: item.properties ?? {} });
      }
    }
  });
  return events;
}

test('stake with a pool → starting → staked → rewards → claim → update → unstake → ended', async ({
  page,
}) => {
  const staker = account('wallet_1').address;
  const tracked = trackedEvents(page);
  await changesOpen();
  await page.goto('/staking/pool/fast-pool');
  await expect(page.getByRole('heading', { name: 'Stake with Fast Pool', level: 1 })).toBeVisible();
  await connect(page, 'wallet_1');
  // Fast Pool's max500 queues a fee rise for two cycles (manager-fee.ts): the page shows the rate
  // in force as the chain reads it now.
  const feeBips = feeInForce(FAST_POOL);
  await expect(page.getByTestId('manager-fee')).toContainText(
    `of your rewards (${feeBips} basis points)`,
  );

  await page.getByLabel('Amount (STX)').fill('1000');
  await page.getByLabel('Duration (cycles)').fill('4');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  const review = page.getByTestId('stake-review');
  await expect(review.getByTestId('review-locked')).toContainText('1,000 STX');
  await expect(review.getByTestId('review-fee')).toContainText(
    `of your rewards (${feeBips} basis points)`,
  );
  const firstCycle = (await pox()).current_cycle.id + 1;
  await expect(review.getByTestId('review-cycles')).toContainText(
    `Cycles ${firstCycle} to ${firstCycle + 3}`,
  );
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  await approveCall(page, { contract: POX_5, functionName: 'stake' });
  await mineBroadcast();
  // Once confirmed, the pool page turns into the position with this pool.
  const status = page.getByTestId('position-status');
  await expect(status).toHaveText('Starting next cycle');
  // The lock is exactly what the review showed (and what the post-condition allowed).
  expect((await stxAccount(staker)).locked).toBe(1_000_000_000n);

  await page.getByRole('link', { name: 'See your position' }).click();
  await expect(page).toHaveURL(/\/staking\/position$/);
  await expect(status).toHaveText('Starting next cycle');
  await expect(page.getByTestId('position-amount')).toHaveText('1,000 STX');
  await expect(page.getByTestId('position-first-cycle')).toHaveText(String(firstCycle));

  await advance('next-cycle');
  await expect(status).toHaveText('Staked');
  // The cycle's two reward runs: mid-cycle and at the start of the next
  // (docs/staking-pox-5.md#rewards); then past one more distribution, as a staker who looks a few
  // days later.
  await advance('next-cycle');
  await advance('distribution');
  const row = page.getByRole('table', { name: /Rewards per cycle/ }).getByRole('row', {
    name: new RegExp(`^${firstCycle} `),
  });
  // Complete once the next cycle's run credited it; the manager has not collected it yet.
  await expect(row).toContainText('Not claimed yet (the manager collects it first');

  const before = sbtcBalance(staker);
  await page.getByRole('button', { name: 'Claim rewards' }).click();
  // The manager has not pulled the cycle: the pull goes first, then the claim.
  await approveCall(page, { contract: FAST_POOL, functionName: 'claim-rewards' });
  await mineBroadcast();
  const claimDialog = page.getByRole('dialog', { name: 'Call a contract' });
  await expect(claimDialog).toContainText('claim-staker-rewards');
  const net = managerNet(FAST_POOL, staker, firstCycle);
  expect(net).toBeGreaterThan(0n);
  await approveCall(page, { contract: FAST_POOL, functionName: 'claim-staker-rewards' });
  await mineBroadcast();
  await expect.poll(() => sbtcBalance(staker)).toBe(before + net);
  await expect(row).toContainText('Claimed');

  // Update: 500 STX more and 2 cycles longer, in one stake-update.
  const unlockBefore = await page.getByTestId('position-unlock').textContent();
  await page.getByLabel('Add (STX)').fill('500');
  await page.getByLabel('Add cycles').fill('2');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await approveCall(page, { contract: POX_5, functionName: 'stake-update' });
  await mineBroadcast();
  await expect(page.getByTestId('position-amount')).toHaveText('1,500 STX');
  expect(unlockBefore).toContain(`cycle ${firstCycle + 4} starts`);
  await expect(page.getByTestId('position-unlock')).toContainText(`cycle ${firstCycle + 6} starts`);
  expect((await stxAccount(staker)).locked).toBe(1_500_000_000n);

  // Unstake: the whole position, ending with this cycle.
  await expect(page.getByTestId('unstake-explanation')).toContainText('unlock when cycle');
  await page.getByRole('button', { name: 'Unstake', exact: true }).click();
  await approveCall(page, { contract: POX_5, functionName: 'unstake' });
  await mineBroadcast();
  await expect(status).toHaveText('Unstaking (ends with this cycle)');
  await advance('next-cycle');
  await expect(status).toHaveText('Ended');
  expect((await stxAccount(staker)).locked).toBe(0n);

  // Each action tracked once, when the wallet returned its txid (Segment batches every 5 s).
  await expect
    .poll(() => tracked.map((item) => item.event).filter((name) => name.startsWith('staking_')), {
      timeout: 15_000,
    })
    .toEqual(['staking_started', 'staking_rewards_claimed', 'staking_updated', 'staking_unstaked']);
  expect(tracked.find((item) => item.event === 'staking_started')?.properties).toMatchObject({
    pool: 'fast-pool',
    amount_bucket: '1k-10k',
    platform: 'web',
  });
});

test('a stake in the prepare phase is refused before the wallet opens', async ({ page }) => {
  await changesOpen();
  await page.goto('/staking/pool/xverse');
  await connect(page, 'wallet_2');
  await page.getByLabel('Amount (STX)').fill('250');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(page.getByTestId('stake-review')).toBeVisible();

  // The prepare phase begins while the person reads the review. The page reads /v2/pox again on
  // its own: when it notices first (a busy machine), Confirm turns off with the reason, and a
  // press that lands as it turns off does nothing; otherwise Confirm's own fresh read refuses
  // before the wallet opens, in an alert. Both are the app doing right; either way nothing is
  // sent and the reason is shown.
  await advance('prepare-phase');
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await confirm.click({ timeout: 10_000 }).catch(() => undefined);
  const refused = page.getByRole('alert').filter({ hasText: 'Satchel did not send it' });
  await expect(async () => {
    expect((await refused.count()) > 0 || (await confirm.isDisabled())).toBe(true);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('changes-closed-reason').first()).toContainText(
    'Changes reopen when cycle',
  );
  await expect(page.getByRole('dialog', { name: 'Call a contract' })).toBeHidden();
  expect(await mempoolTotal()).toBe(0);

  // A fresh visit shows the form closed, with the blocks until it reopens.
  await page.goto('/staking/pool/xverse');
  await expect(page.getByTestId('changes-closed-reason')).toContainText(/in [\d,]+ blocks?/);
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeDisabled();
});

test('bring your own: the unregistered manager is refused with the reason', async ({ page }) => {
  await page.goto(`/staking/manager/${UNREGISTERED}`);
  await expect(page.getByTestId('own-manager-refusal')).toContainText(
    'is not registered with pox-5, so pox-5 refuses stake to it',
  );
  await expect(page.getByLabel('Amount (STX)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toHaveCount(0);
});

test('a manager whose grant is revoked: neither stake nor update is offered, in words', async ({
  page,
}) => {
  // seed_staker_2 holds the seed stake on Fast Pool's max500 (devnet/contracts.mjs). pox-5 checks the grant on
  // every stake and every update, even one that keeps the manager: u17 would cost the fee.
  const revoked = await fetch(`${devnet().url}/_devnet/revoke-grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manager: FAST_POOL }),
  });
  expect(revoked.status).toBe(200);
  await page.goto('/staking/position');
  await connect(page, 'seed_staker_2');
  await expect(page.getByTestId('update-refusal')).toContainText(
    'signer key grant is not live, so it cannot accept stake now',
  );
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();

  // The pool's own page, where this account's position is managed, says the same.
  await page.goto('/staking/pool/fast-pool');
  await expect(page.getByTestId('update-refusal')).toContainText('signer key grant is not live');

  // Restored, the update is offered again once the page reads the chain again.
  const restored = await fetch(`${devnet().url}/_devnet/restore-grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manager: FAST_POOL }),
  });
  expect(restored.status).toBe(200);
  await page.goto('/staking/position');
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
  await expect(page.getByTestId('update-refusal')).toHaveCount(0);
  expect(await mempoolTotal()).toBe(0);
});
