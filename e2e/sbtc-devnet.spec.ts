import { connectDevnetWallet, devnetApi, openOnDevnet } from './devnet-wallet';
import { expect, test } from './fixtures';
import { approveCall, FAST_POOL, POX_5, SBTC, stakingDevnet } from './staking-devnet-helpers';
import { useSpecDevnet } from './spec-devnet';

// /sbtc's "Your sBTC" for real (E2E): wallet_1 stakes with Fast Pool through the app,
// the devnet's keeper pays the cycle's rewards, the app pulls and claims them, and /sbtc then
// shows the sBTC balance the devnet's API answers and what the claim paid — to the sat.

const devnet = useSpecDevnet({ resetBeforeEach: true });

// Three transactions, three advances with the keeper's reward runs and four page loads: measured
// 13.4–24.2 s on the shared 2-core machine (load average 4–6); 240 s is ten times the longest.
// Serial: every devnet spec shares the one devnet on port 3999.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const { advance, mineBroadcast, pox, changesOpen, sbtcBalance, managerNet } = stakingDevnet(devnet);

/** "0.00084999 sBTC", as format-sbtc.ts writes sats (trailing zeros of the fraction dropped). */
function formatSbtc(sats: bigint): string {
  const whole = (sats / 100_000_000n).toLocaleString('en-US');
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} sBTC`;
}

/** wallet_1's sBTC as the devnet's API answers it (`/balances`, the token's asset). */
async function apiSbtcBalance(address: string): Promise<bigint> {
  const body = await devnetApi(devnet().url).json<{
    fungible_tokens?: Record<string, { balance: string }>;
  }>(`/extended/v1/address/${address}/balances`);
  return BigInt(body.fungible_tokens?.[`${SBTC}::sbtc-token`]?.balance ?? '0');
}

test('claimed staking rewards show in the sBTC balance', async ({ page }) => {
  await changesOpen();
  await openOnDevnet(page, '/sbtc');
  const section = page.getByRole('region', { name: 'Your sBTC' });
  await expect(section).toContainText('Connect a wallet to see your sBTC balance');
  const staker = await connectDevnetWallet(page, 'wallet_1');
  // Before staking: nothing held, nothing claimed.
  await expect(section.getByTestId('sbtc-balance')).toHaveText('0 sBTC');
  await expect(section.getByTestId('sbtc-from-rewards')).toHaveText('0 sBTC claimed');

  // Stake 1,000 STX with Fast Pool for 4 cycles, through the pool's page.
  await page.goto('/staking/pool/fast-pool');
  await page.getByLabel('Amount (STX)').fill('1000');
  await page.getByLabel('Duration (cycles)').fill('4');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  const firstCycle = (await pox()).current_cycle.id + 1;
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  await approveCall(page, { contract: POX_5, functionName: 'stake' });
  await mineBroadcast();
  await expect(page.getByTestId('position-status')).toHaveText('Starting next cycle');

  // The cycle's two reward runs (mid-cycle, start of the next), then one more distribution.
  await advance('next-cycle');
  await advance('next-cycle');
  await advance('distribution');
  await page.goto('/staking/position');
  const row = page.getByRole('table', { name: /Rewards per cycle/ }).getByRole('row', {
    name: new RegExp(`^${firstCycle} `),
  });
  await expect(row).toContainText('Not claimed yet (the manager collects it first');

  // Pull, then claim, both signed in the page.
  await page.getByRole('button', { name: 'Claim rewards' }).click();
  await approveCall(page, { contract: FAST_POOL, functionName: 'claim-rewards' });
  await mineBroadcast();
  await expect(page.getByRole('dialog', { name: 'Call a contract' })).toContainText(
    'claim-staker-rewards',
  );
  const net = managerNet(FAST_POOL, staker, firstCycle);
  expect(net).toBeGreaterThan(0n);
  await approveCall(page, { contract: FAST_POOL, functionName: 'claim-staker-rewards' });
  await mineBroadcast();
  await expect.poll(() => sbtcBalance(staker)).toBe(net);
  await expect(row).toContainText('Claimed');

  // Back to /sbtc through the header's nav: the figures are the chain's after the claim.
  await page.getByRole('navigation').getByRole('link', { name: 'sBTC', exact: true }).click();
  await expect(page).toHaveURL(/\/sbtc$/);
  const apiBalance = await apiSbtcBalance(staker);
  expect(apiBalance).toBe(net);
  await expect(section.getByTestId('sbtc-balance')).toHaveText(formatSbtc(apiBalance));
  await expect(section.getByTestId('sbtc-from-rewards')).toHaveText(`${formatSbtc(net)} claimed`);
});
