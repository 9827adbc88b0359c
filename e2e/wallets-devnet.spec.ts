import {
  approveInDevnetWallet,
  connectDevnetWallet,
  DEVNET_ACCOUNTS,
  devnetApi,
  openOnDevnet,
  rejectInDevnetWallet,
} from './devnet-wallet';
import { expect, test, walletCalls } from './fixtures';
import { installDevnetStandIn, OTHER_FAMILIES, XVERSE } from './wallet-stand-ins';
import { useSpecDevnet } from './spec-devnet';

// Done when a person with any of these wallets can connect and sign on the devnet:
// each family's stand-in speaks its own shapes to the app and forwards to the app's devnet
// wallet, which signs with the public devnet keys; the transfer is mined and its balances read
// back from the devnet. Leather's own path is devnet.spec.ts.

const SENDER = DEVNET_ACCOUNTS.wallet_1;
const RECIPIENT = DEVNET_ACCOUNTS.wallet_2;
const AMOUNT_MICRO_STX = 1_250_000n; // 1.25 STX

const devnet = useSpecDevnet();

// One devnet on a fixed port, and one sender whose nonce each transfer uses in turn.
test.describe.configure({ mode: 'serial' });

function stxBalance(address: string): Promise<bigint> {
  return devnetApi(devnet().url).stxBalance(address);
}

for (const family of [XVERSE, ...OTHER_FAMILIES]) {
  test(`${family.family}: connect, send STX signed on the devnet, confirmed`, async ({ page }) => {
    const api = devnetApi(devnet().url);
    const senderBefore = await stxBalance(SENDER);
    const recipientBefore = await stxBalance(RECIPIENT);
    await installDevnetStandIn(page, family);
    await openOnDevnet(page, '/tools/send-stx');
    await connectDevnetWallet(page, 'wallet_1', { via: family.name });

    await page.getByLabel('Recipient').fill(RECIPIENT);
    await page.getByLabel('Amount (STX)').fill('1.25');
    await page.getByRole('button', { name: 'Send STX' }).click();
    await approveInDevnetWallet(page, 'Send STX');

    const status = page.getByRole('region', { name: 'Transfer of 1.25 STX' });
    await expect(status).toHaveAttribute('data-state', 'pending');
    const txid = (await status.locator('code').textContent()) ?? '';
    expect(txid).toMatch(/^(0x)?[0-9a-f]{64}$/);
    await api.mine();
    await expect(status).toHaveAttribute('data-state', 'confirmed');

    const tx = await api.json<{ tx_status: string; sender_address: string; fee_rate: string }>(
      `/extended/v1/tx/${txid}`,
    );
    expect(tx).toMatchObject({ tx_status: 'success', sender_address: SENDER });
    // Every request went through the family's stand-in, in its shapes.
    expect((await walletCalls(page)).map(({ method, wallet }) => [wallet, method])).toEqual(
      expect.arrayContaining([
        [family.path, family.connectMethod],
        [family.path, 'stx_transferStx'],
      ]),
    );
    const fee = BigInt(tx.fee_rate);
    expect(await stxBalance(SENDER)).toBe(senderBefore - AMOUNT_MICRO_STX - fee);
    expect(await stxBalance(RECIPIENT)).toBe(recipientBefore + AMOUNT_MICRO_STX);
  });
}

test('Xverse: refusing in the wallet (-32000) sends nothing and says so', async ({ page }) => {
  await installDevnetStandIn(page, XVERSE);
  await openOnDevnet(page, '/tools/send-stx');
  await connectDevnetWallet(page, 'wallet_1', { via: XVERSE.name });
  await page.getByLabel('Recipient').fill(RECIPIENT);
  await page.getByLabel('Amount (STX)').fill('1');
  await page.getByRole('button', { name: 'Send STX' }).click();
  await rejectInDevnetWallet(page, 'Send STX');
  await expect(page.getByRole('alert')).toContainText('You cancelled the request in your wallet.');
  const mempool = await devnetApi(devnet().url).json<{ total: number }>('/extended/v1/tx/mempool');
  expect(mempool.total).toBe(0);
});
