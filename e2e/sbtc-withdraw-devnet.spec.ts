import {
  approveInDevnetWallet,
  connectDevnetWallet,
  devnetApi,
  devnetWalletDialog,
  openOnDevnet,
} from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// Withdraw sBTC to bitcoin on the devnet, signed for real in the page: wallet_1 gets
// sBTC from the devnet's mint control, asks for a withdrawal through /sbtc, and the request is
// listed as pending with its id, while the API shows the sBTC balance down by amount + max fee.
// A regtest address is the devnet's Bitcoin; a mainnet one is refused in words.

const SBTC_ASSET = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token::sbtc-token';
const MINTED = 250_000;
const AMOUNT_SATS = 100_000;
const MAX_FEE_SATS = 3_000;
/** A regtest p2wpkh (BIP-173's example program, bcrt prefix). */
const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const MAINNET_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

const devnet = useSpecDevnet({ resetBeforeEach: true });
const api = () => devnetApi(devnet().url);

// One mint, one withdrawal and the page following it: measured 10.1 s and 9.6 s on the shared
// 2-core machine; 180 s leaves a wide margin.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const sbtcBalance = async (address: string) => {
  const balances = await api().json<{ fungible_tokens: Record<string, { balance: string }> }>(
    `/extended/v1/address/${address}/balances`,
  );
  return Number(balances.fungible_tokens[SBTC_ASSET]?.balance ?? '0');
};
const mempoolTotal = async () =>
  (await api().json<{ total: number }>('/extended/v1/tx/mempool')).total;

test('withdraw sBTC through the page: the request is pending with its id, amount + max fee locked', async ({
  page,
}) => {
  await openOnDevnet(page, '/sbtc');
  const address = await connectDevnetWallet(page, 'wallet_1');
  await api().json('/_devnet/mint-sbtc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ recipient: address, sats: MINTED }),
  });
  const section = page.getByRole('region', { name: 'Withdraw sBTC to bitcoin' });
  await page.reload();
  await expect(section.getByTestId('withdraw-balance')).toHaveText('0.0025 BTC');

  // Another network's address is refused in words before any wallet opens.
  await section.getByLabel('Amount (BTC)').fill('0.001');
  await section.getByLabel('Bitcoin address').fill(MAINNET_ADDRESS);
  await section.getByLabel('Maximum Bitcoin fee (sats)').fill(String(MAX_FEE_SATS));
  await section.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(section.getByLabel('Bitcoin address')).toHaveAccessibleDescription(
    'This is a mainnet Bitcoin address; the selected network is devnet.',
  );

  await section.getByLabel('Bitcoin address').fill(REGTEST_ADDRESS);
  await expect(section.getByTestId('withdraw-decoded')).toHaveText(
    'Decodes to p2wpkh: version 0x04, hash 751e76e8199196d454941c45d1b3a323f1433bd6',
  );
  await section.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(section.getByTestId('withdraw-review')).toContainText('sBTC locked now0.00103 BTC');
  await section.getByRole('button', { name: 'Withdraw in your wallet' }).click();
  const dialog = devnetWalletDialog(page, 'Call a contract');
  await expect(dialog).toContainText('initiate-withdrawal-request');
  await approveInDevnetWallet(page, 'Call a contract');
  await expect.poll(mempoolTotal).toBeGreaterThan(0);
  await api().mine();

  await expect(section.getByTestId('withdraw-request-id')).toHaveText(
    /^Request \d+ is recorded on chain/,
  );
  const row = section.getByTestId('withdrawal-request');
  await expect(row).toContainText(/Request \d+: 0\.001 BTC to bcrt1q/);
  await expect(row).toContainText('Pending');
  await expect(section).toContainText('no sBTC signers');
  expect(await sbtcBalance(address)).toBe(MINTED - AMOUNT_SATS - MAX_FEE_SATS);

  // A reload keeps following it.
  await page.reload();
  await expect(section.getByTestId('withdrawal-request')).toContainText('Pending');
});
