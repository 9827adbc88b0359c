import type { Page } from '@playwright/test';
import {
  approveInDevnetWallet,
  chooseDevnetAtFirstVisit,
  DEVNET_ACCOUNTS,
  devnetApi,
  devnetWalletDialog,
} from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// /portfolio's STX section and staking line on the devnet, for real (Proof: "balances
// match the API to the µSTX"): wallet_1 stakes with Fast Pool and sends STX from the app, each
// signed in the page; the page's figures are then compared with the devnet's own answers.

const WALLET_1 = DEVNET_ACCOUNTS.wallet_1;
const WALLET_2 = DEVNET_ACCOUNTS.wallet_2;
const POX_5 = 'ST000000000000000000002AMW42H.pox-5';

const devnet = useSpecDevnet({ resetBeforeEach: true });
let api: ReturnType<typeof devnetApi>;

// A stake, a transfer and four page loads: measured 21.5 s on the shared 2-core machine (the
// staking lifecycle, six transactions, 24.3 s: staking-devnet.spec.ts); 180 s is eight times it.
// Serial: one devnet on port 3999.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(() => {
  api = devnetApi(devnet().url);
});
test.beforeEach(async ({ page }) => {
  await chooseDevnetAtFirstVisit(page);
});

interface BalancesAnswer {
  stx: { balance: string; locked: string; burnchain_unlock_height: number };
}
interface MempoolAnswer {
  total: number;
  results: { fee_rate: string; token_transfer?: { amount: string } }[];
}
interface PoxAnswer {
  current_cycle: { id: number };
  next_cycle: { blocks_until_prepare_phase: number };
}

/** µSTX as the page writes them ("1,000.5 STX"), computed here rather than by the app's own
 * formatter, so a mistake in the app cannot pass on both sides. */
function formatMicroStx(microStx: bigint): string {
  const whole = (microStx / 1_000_000n).toLocaleString('en-US');
  const fraction = (microStx % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} STX`;
}

const mempoolOf = (sender: string) =>
  api.json<MempoolAnswer>(`/extended/v1/tx/mempool?sender_address=${sender}`);

async function connect(page: Page, accountName: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
}

/** The STX section shows exactly what the devnet answers for `address` (and its mempool). */
async function expectStxMatchesApi(page: Page, address: string) {
  const { stx } = await api.json<BalancesAnswer>(`/extended/v1/address/${address}/balances`);
  const mempool = await mempoolOf(address);
  const pending = mempool.results.reduce(
    (sum, tx) => sum + BigInt(tx.fee_rate) + BigInt(tx.token_transfer?.amount ?? '0'),
    0n,
  );
  const total = BigInt(stx.balance);
  const locked = BigInt(stx.locked);
  const section = page.getByRole('region', { name: 'STX' });
  await expect(section.getByTestId('stx-total')).toContainText(formatMicroStx(total));
  await expect(section.getByTestId('stx-locked')).toContainText(formatMicroStx(locked));
  await expect(section.getByTestId('stx-pending')).toHaveText(formatMicroStx(pending));
  await expect(section.getByTestId('stx-available')).toHaveText(
    formatMicroStx(total - locked - pending),
  );
  return { stx, pending };
}

test('after a stake and a pending transfer, every STX figure is the API’s to the µSTX', async ({
  page,
}) => {
  // Out of the prepare phase, where the stake would be refused.
  const pox = await api.json<PoxAnswer>('/v2/pox');
  if (pox.next_cycle.blocks_until_prepare_phase <= 1) {
    await api.json('/_devnet/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'next-cycle' }),
    });
  }
  const firstCycle = (await api.json<PoxAnswer>('/v2/pox')).current_cycle.id + 1;

  await page.goto('/staking/pool/fast-pool');
  await connect(page, 'wallet_1');
  await page.getByLabel('Amount (STX)').fill('1000');
  await page.getByLabel('Duration (cycles)').fill('4');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  const call = devnetWalletDialog(page, 'Call a contract');
  await expect(call).toContainText(POX_5);
  await approveInDevnetWallet(page, 'Call a contract');
  await expect.poll(async () => (await mempoolOf(WALLET_1)).total).toBe(1);
  await api.mine();
  await expect(page.getByTestId('position-status')).toHaveText('Starting next cycle');

  // A transfer left in the mempool: pending outgoing, and no longer available.
  await page.goto('/tools/send-stx');
  await page.getByLabel('Recipient').fill(WALLET_2);
  await page.getByLabel('Amount (STX)').fill('12.5');
  await expect(page.getByTestId('fee-estimate')).toHaveText(/^0\.\d+ STX$/);
  await page.getByRole('button', { name: 'Send STX' }).click();
  await approveInDevnetWallet(page, 'Send STX');
  await expect.poll(async () => (await mempoolOf(WALLET_1)).total).toBe(1);

  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-viewing')).toHaveText(
    `Your connected account: ${WALLET_1}`,
  );
  const { stx, pending } = await expectStxMatchesApi(page, WALLET_1);
  expect(BigInt(stx.locked)).toBe(1_000_000_000n);
  expect(pending).toBeGreaterThan(12_500_000n);
  await expect(page.getByTestId('stx-unlock')).toContainText(
    `Until cycle ${String(firstCycle + 4)} starts (burn block ${stx.burnchain_unlock_height.toLocaleString('en-US')}, about `,
  );
  const line = page.getByTestId('staking-line');
  await expect(line).toContainText(
    `1,000 STX with Fast Pool, cycles ${String(firstCycle)} to ${String(firstCycle + 3)}`,
  );
  await expect(line).toContainText('Starting next cycle');
  await expect(line.getByRole('link', { name: 'Your position' })).toHaveAttribute(
    'href',
    '/staking/position',
  );

  // Mined: nothing pending; the recipient's page, linked, matches too.
  await api.mine();
  await page.reload();
  await expectStxMatchesApi(page, WALLET_1);
  await page.goto(`/portfolio?address=${WALLET_2}`);
  await expect(page.getByTestId('portfolio-viewing')).toContainText(
    `Viewing, read-only: ${WALLET_2}`,
  );
  await expectStxMatchesApi(page, WALLET_2);
  await expect(page.getByTestId('staking-line')).toContainText('No staking position.');
  await page.getByRole('link', { name: 'Show my account' }).click();
  await expect(page.getByTestId('portfolio-viewing')).toHaveText(
    `Your connected account: ${WALLET_1}`,
  );
});
