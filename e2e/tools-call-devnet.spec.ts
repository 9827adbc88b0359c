import { addressHashModeToVersion, deserializeTransaction } from '@stacks/transactions';
import type { Page } from '@playwright/test';
import { c32address } from 'c32check';
import { deployFromPage } from './deploy-contract-page';
import {
  approveInDevnetWallet,
  connectDevnetWallet,
  devnetApi,
  devnetWalletDialog,
  openOnDevnet,
} from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// Call a contract for real (Proof): a contract deployed from the Deploy page, its
// public function called through the devnet wallet in Deny mode with a post-condition from the
// builder, read back with Read; and Sign only returning a signed transaction that nobody
// broadcasts. The devnet runs in this process on port 3999, mining only when told.

const COUNTER = `(define-data-var counter uint u0)
(define-public (increment (by uint))
  (begin
    (var-set counter (+ (var-get counter) by))
    (ok (var-get counter))))
(define-read-only (get-counter) (var-get counter))
`;
const NAME = 'call-counter';

const devnet = useSpecDevnet({ resetBeforeEach: true });

// Serial: every test shares the one devnet on port 3999. Measured 17.3 s (deploy → call → read)
// and 14.9 s (deploy → sign only) on the shared 2-core machine with six other helpers at work;
// 180 s leaves ten times the longest.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const api = () => devnetApi(devnet().url);
const mempoolTotal = async () =>
  (await api().json<{ total: number }>('/extended/v1/tx/mempool')).total;
/** Mines once the page's broadcast has reached the devnet (the wallet dialog closes first). */
async function mineBroadcast() {
  await expect.poll(mempoolTotal).toBeGreaterThan(0);
  await api().mine();
}
const nextNonce = async (address: string) =>
  (await api().json<{ possible_next_nonce: number }>(`/extended/v1/address/${address}/nonces`))
    .possible_next_nonce;

/** Approves the wallet's request after checking it names what the page asked for. */
async function approve(page: Page, title: string, button: string, expected: string[]) {
  const dialog = devnetWalletDialog(page, title);
  for (const text of expected) await expect(dialog).toContainText(text);
  await approveInDevnetWallet(page, title, button);
}

async function chooseFunction(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Function' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** Deploys the counter from the Deploy page as wallet_1 and follows "Call this contract". */
async function deployAndFollow(page: Page) {
  await openOnDevnet(page, '/tools/deploy-contract');
  const deployer = await connectDevnetWallet(page, 'wallet_1');
  const progress = await deployFromPage(page, { name: NAME, code: COUNTER, mine: api().mine });
  await expect(progress).toHaveAttribute('data-state', 'confirmed');
  await page.getByRole('link', { name: 'Call this contract' }).click();
  await expect(page).toHaveURL(/\/tools\/call-contract\?contract=/);
  await expect(page.getByRole('textbox', { name: 'Contract' })).toHaveValue(`${deployer}.${NAME}`);
  return { contract: `${deployer}.${NAME}`, caller: deployer };
}

test('deploy, call the public function in Deny mode, read the new value back', async ({ page }) => {
  const { contract, caller } = await deployAndFollow(page);

  await chooseFunction(page, 'increment');
  await expect(page).toHaveURL(/fn=increment/);
  await page.getByRole('textbox', { name: 'by' }).fill('7');
  // The call moves no STX: "sends at most 0 STX" holds in Deny mode (the fee is not counted).
  await page.getByRole('button', { name: 'Add STX condition' }).click();
  await expect(page.getByRole('textbox', { name: 'Principal that sends' })).toHaveValue(caller);
  await page.getByRole('combobox', { name: 'Post-condition 1: condition' }).click();
  await page.getByRole('option', { name: 'sends at most' }).click();
  await page.getByRole('textbox', { name: 'Amount (STX)' }).fill('0');
  await page.getByRole('button', { name: 'Call function' }).click();
  await approve(page, 'Call a contract', 'Sign and broadcast', [contract, 'increment']);
  await mineBroadcast();
  const progress = page.getByRole('region', { name: 'Call of increment' });
  await expect(progress).toHaveAttribute('data-state', 'confirmed');
  await expect(progress).toContainText('Fee paid');
  await expect(page.getByTestId('call-result')).toHaveText('(ok u7)');

  await chooseFunction(page, 'get-counter');
  await page.getByRole('button', { name: 'Read' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByTestId('result-value')).toHaveText('u7');
});

test('Sign only returns a signed transaction and broadcasts nothing', async ({ page }) => {
  const { contract, caller: signer } = await deployAndFollow(page);
  await chooseFunction(page, 'increment');
  await page.getByRole('textbox', { name: 'by' }).fill('1');
  const nonceBefore = await nextNonce(signer);

  await page.getByRole('button', { name: 'Sign only' }).click();
  await approve(page, 'Sign a transaction', 'Sign', [contract]);
  const hex = await page.getByRole('textbox', { name: 'Signed transaction (hex)' }).inputValue();

  // The hex is the call, signed by the connected account…
  const tx = deserializeTransaction(hex);
  expect(() => tx.verifyOrigin()).not.toThrow();
  const { hashMode, signer: signerHash, nonce } = tx.auth.spendingCondition;
  expect(c32address(addressHashModeToVersion(hashMode, 'testnet'), signerHash)).toBe(signer);
  expect(nonce).toBe(BigInt(nonceBefore));
  await expect(page.getByTestId('signed-transaction')).toContainText(`0x${tx.txid()}`);
  // …and nothing reached the chain: no mempool entry, the account's nonce unchanged.
  expect(await mempoolTotal()).toBe(0);
  expect(await nextNonce(signer)).toBe(nonceBefore);
});
