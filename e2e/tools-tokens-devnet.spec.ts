import type { Page } from '@playwright/test';
import { Cl, cvToString, hexToCV, serializeCV } from '@stacks/transactions';
import { wallet1 } from '#common/devnet-accounts.mjs';
import { devnetContracts } from '../devnet/contracts.mjs';
import { chooseDevnetAtFirstVisit, wrapStxAsWallet1 } from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// Send tokens and Send an NFT for real: the app built with the devnet wallet, a devnet on port
// 3999 in this process, transfers signed in the page by wallet_1 and mined on demand, then the
// chain read back through the API.

const WALLET_2 = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const TOKEN = devnetContracts.token.id;
const WSTX = `${TOKEN}::wstx`;
const NFT = devnetContracts.nft.id;
const WRAPPED = 100_000_000n; // 100 WSTX
const SENT = 12_500_000n; // 12.5 WSTX

const devnet = useSpecDevnet();

// One devnet on a fixed port: this file's tests run one after the other, on the same chain.
test.describe.configure({ mode: 'serial' });

async function devnetJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${devnet().url}${path}`, init);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}
const mine = () => devnetJson('/_devnet/mine', { method: 'POST' });

async function wstxBalance(address: string): Promise<bigint> {
  const { fungible_tokens } = await devnetJson<{
    fungible_tokens: Record<string, { balance: string } | undefined>;
  }>(`/extended/v1/address/${address}/balances`);
  return BigInt(fungible_tokens[WSTX]?.balance ?? '0');
}

/** The state this test needs: wallet_1 holds exactly `WRAPPED` WSTX. */
async function wrapStx() {
  await wrapStxAsWallet1(devnet().url, WRAPPED);
  expect(await wstxBalance(wallet1.address)).toBe(WRAPPED);
}

async function openConnected(page: Page, path: string) {
  await chooseDevnetAtFirstVisit(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /^wallet_1 · / }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('banner').getByText('ST1S…YPD5')).toBeVisible();
}

test('send 12.5 WSTX from wallet_1 to wallet_2: both balances move to the base unit', async ({
  page,
}) => {
  await wrapStx();
  await openConnected(page, '/tools/send-token');
  await expect(page.getByRole('combobox', { name: 'Token' })).toContainText('WSTX — 100 WSTX');
  await page.getByLabel('Recipient').fill(WALLET_2);
  await page.getByLabel('Amount (WSTX)').fill('12.5');
  await page.getByRole('button', { name: 'Send tokens' }).click();

  const review = page.getByRole('dialog', { name: 'Send tokens' });
  await expect(review).toContainText(WSTX);
  await expect(review).toContainText('12500000 (base units)');
  await review.getByRole('button', { name: 'Sign and broadcast' }).click();

  const status = page.getByRole('region', { name: 'Transfer of 12.5 WSTX' });
  await expect(status).toHaveAttribute('data-state', 'pending');
  await mine();
  await expect(status).toHaveAttribute('data-state', 'confirmed');
  expect(await wstxBalance(wallet1.address)).toBe(WRAPPED - SENT);
  expect(await wstxBalance(WALLET_2)).toBe(SENT);
});

test('send the NFT u2 from wallet_1 to wallet_2: get-owner names wallet_2', async ({ page }) => {
  await openConnected(page, '/tools/send-nft');
  await page.getByRole('combobox', { name: 'NFT' }).click();
  await page.getByRole('option', { name: /^devnet-nft u2 / }).click();
  await page.getByLabel('Recipient').fill(WALLET_2);
  await page.getByRole('button', { name: 'Send NFT' }).click();

  const review = page.getByRole('dialog', { name: 'Send an NFT' });
  await expect(review).toContainText(`${NFT}::devnet-nft`);
  await review.getByRole('button', { name: 'Sign and broadcast' }).click();

  const status = page.getByRole('region', { name: 'Transfer of devnet-nft u2' });
  await expect(status).toHaveAttribute('data-state', 'pending');
  await mine();
  await expect(status).toHaveAttribute('data-state', 'confirmed');

  const [address = '', name = ''] = NFT.split('.');
  const owner = await devnetJson<{ okay: boolean; result: string }>(
    `/v2/contracts/call-read/${address}/${name}/get-owner`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sender: wallet1.address,
        arguments: [`0x${serializeCV(Cl.uint(2))}`],
      }),
    },
  );
  expect(cvToString(hexToCV(owner.result))).toBe(`(ok (some ${WALLET_2}))`);
});
