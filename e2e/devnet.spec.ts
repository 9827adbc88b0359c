import {
  approveInDevnetWallet,
  connectDevnetWallet,
  DEVNET_ACCOUNTS,
  devnetApi,
  devnetWalletDialog,
  openOnDevnet,
  rejectInDevnetWallet,
} from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// The whole devnet path, for real: the app built with the devnet wallet, a devnet on port 3999 in
// this process, a transfer signed in the page with the public devnet keys, mined on demand.

const WALLET_1 = DEVNET_ACCOUNTS.wallet_1;
const WALLET_2 = DEVNET_ACCOUNTS.wallet_2;
const AMOUNT_MICRO_STX = 12_500_000n; // 12.5 STX

const devnet = useSpecDevnet();

// One devnet on a fixed port: this file's tests must not run side by side.
test.describe.configure({ mode: 'serial' });

function devnetJson<T>(path: string, init?: RequestInit): Promise<T> {
  return devnetApi(devnet().url).json<T>(path, init);
}
function stxBalance(address: string): Promise<bigint> {
  return devnetApi(devnet().url).stxBalance(address);
}
function formatStx(microStx: bigint): string {
  const whole = (microStx / 1_000_000n).toLocaleString('en-US');
  const fraction = (microStx % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} STX`;
}

test('the devnet wallet is on the page at boot, but its code loads on Connect', async ({
  page,
}) => {
  // The line under every title of its approval dialog (src/features/devnet-wallet/
  // devnet-wallet-dialog.tsx): the script with it brings the wallet and its signers.
  const walletLine = 'Devnet wallet — public test keys, never real funds.';
  const scripts: { url: string; carriesWallet: Promise<boolean> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: response.url(),
      carriesWallet: response.text().then(
        (text) => text.includes(walletLine),
        () => false,
      ),
    });
  });
  await openOnDevnet(page, '/staking');
  // Connect, not Install: the wallet is registered. A wallet loaded at boot would have arrived
  // before the first render, so before this button.
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true });
  await expect(connect).toBeVisible();
  const atBoot = [...scripts];
  expect(atBoot.length).toBeGreaterThan(0);
  const loadedAtBoot = await Promise.all(
    atBoot.map(async ({ url, carriesWallet }) => ((await carriesWallet) ? url : [])),
  );
  expect(loadedAtBoot.flat()).toEqual([]);

  await connectDevnetWallet(page, 'wallet_1');
  const afterConnect = await Promise.all(scripts.slice(atBoot.length).map((s) => s.carriesWallet));
  expect(afterConnect).toContain(true);
});

test('connect the devnet wallet, send STX, see it pending then confirmed', async ({ page }) => {
  const senderBefore = await stxBalance(WALLET_1);
  const recipientBefore = await stxBalance(WALLET_2);

  await openOnDevnet(page, '/tools/send-stx');
  await expect(page.getByRole('heading', { name: 'Send STX' })).toBeVisible();

  // Connect: the devnet wallet asks which account, in its own approval dialog.
  await connectDevnetWallet(page, 'wallet_1');
  await expect(page.getByTestId('available-balance')).toHaveText(formatStx(senderBefore));

  await page.getByLabel('Recipient').fill(WALLET_2);
  await page.getByLabel('Amount (STX)').fill('12.5');
  await page.getByLabel('Memo (optional)').fill('satchel e2e');
  await expect(page.getByTestId('fee-estimate')).toHaveText(/^0\.\d+ STX$/);
  const estimatedFee = await page.getByTestId('fee-estimate').textContent();
  await page.getByRole('button', { name: 'Send STX' }).click();

  // The wallet shows exactly what it will sign.
  const sendDialog = devnetWalletDialog(page, 'Send STX');
  await expect(sendDialog).toContainText(WALLET_1);
  await expect(sendDialog).toContainText(WALLET_2);
  await expect(sendDialog).toContainText('12.5 STX (12500000 µSTX)');
  await expect(sendDialog).toContainText('satchel e2e');
  await approveInDevnetWallet(page, 'Send STX');

  const status = page.getByRole('region', { name: 'Transfer of 12.5 STX' });
  await expect(status).toHaveAttribute('data-state', 'pending');
  await expect(status).toContainText('Pending');
  const txid = (await status.locator('code').textContent()) ?? '';
  expect(txid).toMatch(/^(0x)?[0-9a-f]{64}$/);
  await expect(status.getByRole('link', { name: 'View in the explorer' })).toHaveAttribute(
    'href',
    new RegExp(
      `/txid/0x${txid.replace(/^0x/, '')}\\?chain=testnet.*api=http%3A%2F%2Flocalhost%3A3999`,
    ),
  );

  await devnetJson('/_devnet/mine', { method: 'POST' });
  await expect(status).toHaveAttribute('data-state', 'confirmed');

  const tx = await devnetJson<{ tx_status: string; fee_rate: string }>(`/extended/v1/tx/${txid}`);
  expect(tx.tx_status).toBe('success');
  const fee = BigInt(tx.fee_rate);
  expect(fee).toBeGreaterThan(0n);
  await expect(status).toContainText(`Fee paid: ${formatStx(fee)}`);
  // The fee shown before sending was the fee charged.
  expect(estimatedFee).toBe(formatStx(fee));
  expect(await stxBalance(WALLET_1)).toBe(senderBefore - AMOUNT_MICRO_STX - fee);
  expect(await stxBalance(WALLET_2)).toBe(recipientBefore + AMOUNT_MICRO_STX);
  // The page reads the balance again once the transfer is confirmed.
  await expect(page.getByTestId('available-balance')).toHaveText(
    formatStx(senderBefore - AMOUNT_MICRO_STX - fee),
  );
});

test('rejecting in the devnet wallet sends nothing and says so', async ({ page }) => {
  await openOnDevnet(page, '/tools/send-stx');
  await connectDevnetWallet(page);
  await page.getByLabel('Recipient').fill(WALLET_2);
  await page.getByLabel('Amount (STX)').fill('1');
  await page.getByRole('button', { name: 'Send STX' }).click();
  await rejectInDevnetWallet(page, 'Send STX');
  await expect(page.getByRole('alert')).toContainText('You cancelled the request in your wallet.');
  const mempool = await devnetJson<{ total: number }>('/extended/v1/tx/mempool');
  expect(mempool.total).toBe(0);
});
