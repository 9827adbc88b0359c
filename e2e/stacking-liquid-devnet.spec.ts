import type { Page } from '@playwright/test';
import { startDevnet } from '../devnet/server.mjs';
import { expect, test } from './fixtures';

// Liquid stacking for real on the local devnet (issue 7): the app built with the devnet wallet,
// the devnet in this process on port 3999 with its Stacking DAO and LISA stand-ins, deposits
// signed in the page by wallet_2 and mined on demand.

const WALLET_2 = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const STX = 1_000_000n;

let devnet: Awaited<ReturnType<typeof startDevnet>>;

// One devnet on a fixed port, and one account's balances followed from test to test: serial.
test.describe.configure({ mode: 'serial' });
// Several signed transactions per test, each mined on demand: give a busy machine room.
test.slow();

test.beforeAll(async () => {
  // Mines only when told (POST /_devnet/mine), so "pending" is observable.
  devnet = await startDevnet({ port: 3999, blockIntervalMs: 0 });
});
test.afterAll(async () => {
  await devnet.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('network')) localStorage.setItem('network', JSON.stringify('devnet'));
  });
});

async function devnetJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
async function stxBalance(address: string): Promise<bigint> {
  const { stx } = await devnetJson<{ stx: { balance: string } }>(
    `/extended/v1/address/${address}/balances`,
  );
  return BigInt(stx.balance);
}
async function mempoolTotal(): Promise<number> {
  return (await devnetJson<{ total: number }>('/extended/v1/tx/mempool')).total;
}

async function connectWallet2(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /^wallet_2 · / }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('ST2C…K9AG')).toBeVisible();
}

/** Types the amount, reviews it, confirms, and returns the wallet's approval dialog. */
async function reviewAndConfirm(page: Page, amount: string) {
  await expect(page.getByRole('button', { name: /^Use all available: / })).toBeVisible();
  await page.getByLabel('Amount (STX)').fill(amount);
  await page.getByRole('button', { name: 'Review deposit' }).click();
  await expect(page.getByTestId('liquid-review')).toContainText(
    `You send at most ${amount} STX; anything else aborts the transaction.`,
  );
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Call a contract' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The broadcast transaction's id, read from its explorer link. */
async function progressTxid(page: Page, sectionName = /^Deposit/): Promise<string> {
  // The deposit's own progress (the increase page also lists it under the holding as pending).
  const progress = page
    .getByRole('region', { name: sectionName })
    .getByTestId('transaction-progress');
  await expect(progress).toHaveAttribute('data-state', 'pending');
  const href = await progress
    .getByRole('link', { name: 'View in the explorer' })
    .getAttribute('href');
  const txid = /\/txid\/(0x[0-9a-f]{64})/.exec(href ?? '')?.[1];
  expect(txid, href ?? 'no link').toBeDefined();
  return txid ?? '';
}

interface DevnetTx {
  tx_status: string;
  fee_rate: string;
  contract_call?: { contract_id: string; function_name: string };
  post_condition_mode: string;
  post_conditions: { type: string; condition_code: string; amount: string }[];
}

test('Stacking DAO: deposit 25 STX, confirmed, 25 stSTX held; increase deposits 5 more', async ({
  page,
}) => {
  const before = await stxBalance(WALLET_2);
  await page.goto('/stacking/liquid/stacking-dao');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liquid stacking with Stacking DAO' }),
  ).toBeVisible();
  await connectWallet2(page);

  const dialog = await reviewAndConfirm(page, '25');
  await expect(dialog).toContainText(`${DEPLOYER}.stacking-dao-core`);
  await expect(dialog).toContainText('deposit');
  await dialog.getByRole('button', { name: 'Sign and broadcast' }).click();
  const txid = await progressTxid(page);
  const progress = page.getByTestId('transaction-progress');
  await expect(progress).toContainText('Deposit of 25 STX to Stacking DAO: pending');

  const pendingTx = await devnetJson<DevnetTx>(`/extended/v1/tx/${txid}`);
  expect(pendingTx.contract_call).toEqual(
    expect.objectContaining({
      contract_id: `${DEPLOYER}.stacking-dao-core`,
      function_name: 'deposit',
    }),
  );
  expect(pendingTx.post_condition_mode).toBe('deny');
  expect(pendingTx.post_conditions).toEqual([
    expect.objectContaining({
      type: 'stx',
      condition_code: 'sent_less_than_or_equal_to',
      amount: String(25n * STX),
    }),
  ]);

  await devnetJson('/_devnet/mine', { method: 'POST' });
  await expect(progress).toHaveAttribute('data-state', 'confirmed');
  const mined = await devnetJson<DevnetTx>(`/extended/v1/tx/${txid}`);
  expect(mined.tx_status).toBe('success');
  const fee = BigInt(mined.fee_rate);
  expect(await stxBalance(WALLET_2)).toBe(before - 25n * STX - fee);

  await page.getByRole('link', { name: 'See your Stacking DAO position' }).click();
  await expect(page).toHaveURL(/\/stacking\/liquid\/stacking-dao\/active$/);
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('25 stSTX');

  // Increase: the same protocol call, never pox-4 stack-increase (product.md, Known bugs).
  await page.getByRole('link', { name: 'Add more STX' }).click();
  await expect(page).toHaveURL(/\/stacking\/liquid\/stacking-dao\/increase$/);
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('25 stSTX');
  const increase = await reviewAndConfirm(page, '5');
  await increase.getByRole('button', { name: 'Sign and broadcast' }).click();
  const increaseTxid = await progressTxid(page);
  const increaseTx = await devnetJson<DevnetTx>(`/extended/v1/tx/${increaseTxid}`);
  expect(increaseTx.contract_call?.function_name).toBe('deposit');
  expect(increaseTx.contract_call?.contract_id).toBe(`${DEPLOYER}.stacking-dao-core`);
  await devnetJson('/_devnet/mine', { method: 'POST' });
  await expect(
    page.getByRole('region', { name: 'Deposit more STX' }).getByTestId('transaction-progress'),
  ).toHaveAttribute('data-state', 'confirmed');
  // The holding above the form is read again once the deposit confirms.
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('30 stSTX');
});

test('LISA: request-mint 10 STX, confirmed, 10 LiSTX held', async ({ page }) => {
  await page.goto('/stacking/liquid/lisa');
  await connectWallet2(page);
  const dialog = await reviewAndConfirm(page, '10');
  await expect(dialog).toContainText(`${DEPLOYER}.lisa-mint-endpoint`);
  await expect(dialog).toContainText('request-mint');
  await dialog.getByRole('button', { name: 'Sign and broadcast' }).click();
  const txid = await progressTxid(page);
  expect((await devnetJson<DevnetTx>(`/extended/v1/tx/${txid}`)).contract_call?.function_name).toBe(
    'request-mint',
  );
  await devnetJson('/_devnet/mine', { method: 'POST' });
  await expect(page.getByTestId('transaction-progress')).toHaveAttribute('data-state', 'confirmed');
  await page.goto('/stacking/liquid/lisa/active');
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('10 LiSTX');
});

test('an amount below 1 STX is refused in the form; nothing reaches the wallet', async ({
  page,
}) => {
  await page.goto('/stacking/liquid/stacking-dao');
  await connectWallet2(page);
  await expect(page.getByRole('button', { name: /^Use all available: / })).toBeVisible();
  await page.getByLabel('Amount (STX)').fill('0.5');
  await page.getByRole('button', { name: 'Review deposit' }).click();
  await expect(page.getByText('Below the minimum: a deposit is at least 1 STX')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('rejecting the signature says so and broadcasts nothing', async ({ page }) => {
  const before = await mempoolTotal();
  await page.goto('/stacking/liquid/lisa');
  await connectWallet2(page);
  const dialog = await reviewAndConfirm(page, '3');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('alert')).toContainText('You cancelled the request in your wallet.');
  await expect(page.getByTestId('transaction-progress')).toHaveCount(0);
  expect(await mempoolTotal()).toBe(before);
});
