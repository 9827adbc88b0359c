import { Cl, makeContractCall } from '@stacks/transactions';
import type { Page } from '@playwright/test';
import { account } from '../devnet/accounts.mjs';
import { startDevnet } from '../devnet/server.mjs';
import { expect, test } from './fixtures';
import { SEGMENT_COLLECTOR_PORT, type SegmentBatch } from './segment-collector';

// Pooled stacking for real (issue 7): the app built with the devnet wallet, a devnet on port
// 3999 in this process (the pools' operators lock at each prepare phase), transactions signed
// in the page, mined on demand.

const POX_4 = 'ST000000000000000000002AMW42H.pox-4';
const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const POOL_OPERATOR = 'ST3T7AEZVDRTJP9JG06ACD78B9R6AGHHMF8PPK75G';

let devnet: Awaited<ReturnType<typeof startDevnet>>;

// Whole stacking lifecycles: several blocks, two cycles and a dozen page updates per test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  devnet = await startDevnet({ port: 3999, blockIntervalMs: 0 });
});
test.afterAll(async () => {
  await devnet.close();
});
test.beforeEach(async ({ page }) => {
  await fetch(`${devnet.url}/_devnet/reset`, { method: 'POST' });
  await page.addInitScript(() => {
    if (!localStorage.getItem('network')) localStorage.setItem('network', JSON.stringify('devnet'));
  });
});

async function devnetJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
const mine = () => devnetJson('/_devnet/mine', { method: 'POST' });
const advance = (to: 'next-cycle' | 'prepare-phase') =>
  devnetJson<{ burn_block_height: number; cycle: number }>('/_devnet/advance', {
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
async function stxAccount(address: string) {
  const body = await devnetJson<{ balance: string; locked: string; unlock_height: number }>(
    `/v2/accounts/${address}?proof=0`,
  );
  return {
    unlocked: BigInt(body.balance),
    locked: BigInt(body.locked),
    unlockHeight: body.unlock_height,
  };
}

/** A read-only call on the devnet's chain, printed as Clarity. */
function readOnly(contract: string, functionName: string, who: string): string {
  const out = devnet.chain.callReadOnly(contract, functionName, [Cl.principal(who)], who);
  if (!out.okay) throw new Error(`${functionName} failed: ${out.cause}`);
  return Cl.prettyPrint(out.result);
}

async function connect(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
}

/** Approves the devnet wallet's "Call a contract" dialog, after checking what it will sign. */
async function approveCall(page: Page, expected: { contract: string; functionName: string }) {
  const dialog = page.getByRole('dialog', { name: 'Call a contract' });
  await expect(dialog).toContainText(expected.contract);
  await expect(dialog).toContainText(expected.functionName);
  await dialog.getByRole('button', { name: 'Sign and broadcast' }).click();
  await expect(dialog).toBeHidden();
}

/** Tracked event names as the page's real Segment client sends them (to the fixtures' stub). */
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

function step(page: Page, name: RegExp) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

test('a wrapper pool: allow → delegate → locked at the next cycle → revoke → still locked → unlocked', async ({
  page,
}) => {
  const wallet3 = account('wallet_3');
  const fastPool = `${DEPLOYER}.pox4-fast-pool`;
  const tracked = trackedEvents(page);
  await page.goto('/stacking/pool/fast-pool');
  await expect(page.getByRole('heading', { name: 'Pool with Fast Pool', level: 1 })).toBeVisible();
  await connect(page, 'wallet_3');
  await expect(page.getByTestId('available-balance')).toHaveText('100,000,000 STX');
  await expect(page.getByTestId('duration-summary')).toContainText('until you stop pooling');

  await page.getByLabel('I accept Fast Pool’s terms').check();
  await page.getByRole('button', { name: 'Allow Fast Pool' }).click();
  await approveCall(page, { contract: POX_4, functionName: 'allow-contract-caller' });
  const allowStep = step(page, /Allow Fast Pool’s contract/);
  await expect(allowStep.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'pending',
  );
  await mine();
  await expect(allowStep.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'confirmed',
  );

  // Below the pool's minimum: refused in the form, nothing reaches the wallet.
  await page.getByLabel('Amount (STX)').fill('39.999999');
  await page.getByRole('button', { name: 'Delegate to Fast Pool' }).click();
  await expect(page.getByText('Fast Pool takes at least 40 STX')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Call a contract' })).toBeHidden();
  expect(await mempoolTotal()).toBe(0);

  await page.getByLabel('Amount (STX)').fill('1000');
  await page.getByRole('button', { name: 'Delegate to Fast Pool' }).click();
  await approveCall(page, { contract: fastPool, functionName: 'delegate-stx' });
  const delegateStep = step(page, /3\. Delegate/);
  await expect(delegateStep.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'pending',
  );
  await mine();
  await expect(delegateStep.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'confirmed',
  );

  // pox-4 holds exactly what was shown: 1,000 STX to the operator, no end height.
  const delegation = readOnly(POX_4, 'get-delegation-info', wallet3.address);
  expect(delegation).toContain('amount-ustx: u1000000000');
  expect(delegation).toContain(`delegated-to: '${POOL_OPERATOR}`);
  expect(delegation).toContain('until-burn-ht: none');

  await delegateStep.getByRole('link', { name: 'See your position' }).click();
  await expect(page).toHaveURL(/\/stacking\/pool\/fast-pool\/active$/);
  const status = page.getByRole('heading', { name: /^Status:/ });
  await expect(status).toContainText('Waiting on pool');
  await expect(page.getByTestId('delegated-amount')).toHaveText('1,000 STX');
  await expect(page.getByTestId('locked-amount')).toHaveText('0 STX');

  // The operator locks during the prepare phase; the next cycle starts locked.
  await advance('next-cycle');
  await expect(status).toContainText('Active');
  await expect(page.getByTestId('locked-amount')).toHaveText('1,000 STX');
  const lockedAccount = await stxAccount(wallet3.address);
  expect(lockedAccount.locked).toBe(1_000_000_000n);
  await expect(page.getByTestId('unlock')).toContainText(
    `At burn block ${lockedAccount.unlockHeight.toLocaleString('en-US')}`,
  );

  // Stop pooling: says plainly that it does not unlock what is locked.
  await expect(page.getByRole('region', { name: 'Stop pooling' })).toContainText(
    'does not unlock STX already locked',
  );
  await page.getByRole('button', { name: 'Stop pooling' }).click();
  await approveCall(page, { contract: POX_4, functionName: 'revoke-delegate-stx' });
  const stopRegion = page.getByRole('region', { name: 'Stop pooling' });
  await expect(stopRegion.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'pending',
  );
  await mine();
  await expect(stopRegion.getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'confirmed',
  );
  await expect(status).toContainText('Revoked while locked');
  await expect(page.getByTestId('locked-amount')).toHaveText('1,000 STX');
  expect((await stxAccount(wallet3.address)).locked).toBe(1_000_000_000n);

  // No pool extends a revoked delegation: after the locked cycle the STX unlock.
  await advance('next-cycle');
  await advance('next-cycle');
  expect((await stxAccount(wallet3.address)).locked).toBe(0n);
  await expect(page.getByText('You do not pool with Fast Pool.')).toBeVisible();

  // Each step was tracked once, when the wallet returned its txid (Segment batches every 5 s).
  await expect
    .poll(() => tracked.map((item) => item.event).filter((name) => name !== 'sign_in_clicked'), {
      timeout: 15_000,
    })
    .toEqual([
      'stacking_allow_contract_caller',
      'pooled_stacking_started',
      'stacking_revoke_delegate',
    ]);
  expect(
    tracked.find((item) => item.event === 'pooled_stacking_started')?.properties,
  ).toMatchObject({
    pool: 'fast-pool',
    duration: 'indefinite',
    amount_bucket: '1k-10k',
    platform: 'web',
  });
});

test('a direct pool (pox4-pools): the duration and reward address sent are those shown', async ({
  page,
}) => {
  const wallet2 = account('wallet_2');
  const pox4Pools = `${DEPLOYER}.pox4-pools`;
  await page.goto('/stacking/pool/planbetter');
  await connect(page, 'wallet_2');
  const rewardAddress = page.getByLabel('Bitcoin address for your rewards');
  await expect(rewardAddress).toHaveValue(/^bcrt1q[0-9a-z]{38}$/);
  await expect(rewardAddress).toHaveAttribute('readonly', '');

  await page.getByRole('combobox', { name: 'Duration' }).click();
  await page.getByRole('option', { name: '2 cycles', exact: true }).click();
  const summary = page.getByTestId('duration-summary');
  await expect(summary).toContainText(
    /through cycle \d+; the delegation ends at burn block [\d,]+/,
  );
  const shownUntil = Number(
    ((await summary.textContent()) ?? '').match(/burn block ([\d,]+)/)?.[1]?.replace(/,/g, ''),
  );

  await page.getByLabel('I accept PlanBetter’s terms').check();
  await page.getByRole('button', { name: 'Allow PlanBetter' }).click();
  await approveCall(page, { contract: POX_4, functionName: 'allow-contract-caller' });
  await mineBroadcast();
  await expect(
    step(page, /Allow PlanBetter’s contract/).getByTestId('transaction-progress'),
  ).toHaveAttribute('data-state', 'confirmed');

  await page.getByLabel('Amount (STX)').fill('250');
  await page.getByRole('button', { name: 'Delegate to PlanBetter' }).click();
  await approveCall(page, { contract: pox4Pools, functionName: 'delegate-stx' });
  await mineBroadcast();
  await expect(step(page, /3\. Delegate/).getByTestId('transaction-progress')).toHaveAttribute(
    'data-state',
    'confirmed',
  );

  const delegation = readOnly(POX_4, 'get-delegation-info', wallet2.address);
  expect(delegation).toContain('amount-ustx: u250000000');
  expect(delegation).toContain(`delegated-to: '${POOL_OPERATOR}`);
  expect(delegation).toContain(`until-burn-ht: (some u${shownUntil})`);
  const userData = readOnly(pox4Pools, 'get-user-data', wallet2.address);
  expect(userData).toContain('version: 0x04');

  // Allowed already: a second visit skips the step.
  await page.goto('/stacking/pool/planbetter');
  await expect(step(page, /Allow PlanBetter’s contract/)).toContainText(
    'Already allowed — nothing to sign for this step.',
  );
  await expect(
    page.getByRole('heading', { name: 'Increase your delegation to PlanBetter', level: 1 }),
  ).toBeVisible();
});

test('a rejected signature sends nothing and says so', async ({ page }) => {
  await page.goto('/stacking/pool/restake');
  await connect(page, 'wallet_1');
  await page.getByLabel('I accept Restake’s terms').check();
  await page.getByRole('button', { name: 'Allow Restake' }).click();
  await page
    .getByRole('dialog', { name: 'Call a contract' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(step(page, /Allow Restake’s contract/)).toContainText(
    'You cancelled the request in your wallet.',
  );
  expect(await mempoolTotal()).toBe(0);
});

test('a transaction the chain refuses is shown as failed, with the reason in words', async ({
  page,
}) => {
  const wallet1 = account('wallet_1');
  await page.goto('/stacking/pool/restake');
  await connect(page, 'wallet_1');
  await page.getByLabel('I accept Restake’s terms').check();
  await page.getByRole('button', { name: 'Allow Restake' }).click();
  await approveCall(page, { contract: POX_4, functionName: 'allow-contract-caller' });
  await mineBroadcast();
  await expect(
    step(page, /Allow Restake’s contract/).getByTestId('transaction-progress'),
  ).toHaveAttribute('data-state', 'confirmed');

  // Elsewhere (another tab, another app), the allowance is withdrawn before the delegation.
  const nonce = (
    await devnetJson<{ possible_next_nonce: number }>(
      `/extended/v1/address/${wallet1.address}/nonces`,
    )
  ).possible_next_nonce;
  const disallow = await makeContractCall({
    contractAddress: POX_4.split('.')[0] ?? '',
    contractName: 'pox-4',
    functionName: 'disallow-contract-caller',
    functionArgs: [Cl.principal(`${DEPLOYER}.restake-self-service-pool`)],
    senderKey: wallet1.privateKey,
    network: 'devnet',
    nonce: BigInt(nonce),
    fee: 2_000n,
    validateWithAbi: false,
  });
  devnet.chain.submit(disallow.serializeBytes());
  await mineBroadcast();

  await page.getByLabel('Amount (STX)').fill('150');
  await page.getByRole('button', { name: 'Delegate to Restake' }).click();
  await approveCall(page, {
    contract: `${DEPLOYER}.restake-self-service-pool`,
    functionName: 'delegate-stx',
  });
  await mineBroadcast();
  const progress = step(page, /3\. Delegate/).getByTestId('transaction-progress');
  await expect(progress).toHaveAttribute('data-state', 'failed');
  await expect(progress).toContainText('ERR_STACKING_PERMISSION_DENIED');
  await expect(progress.getByRole('link', { name: 'View in the explorer' })).toHaveAttribute(
    'href',
    /\/txid\/0x[0-9a-f]{64}\?chain=testnet/,
  );
});
