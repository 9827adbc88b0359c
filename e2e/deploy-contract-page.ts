import type { Page } from '@playwright/test';
import { approveInDevnetWallet, devnetWalletDialog } from './devnet-wallet';
import { expect } from './fixtures';

// Deploying from /tools/deploy-contract, for any devnet spec that needs a contract of its own
// (Call a contract builds on it). The page must be open and the devnet wallet connected.

interface DeployFromPage {
  name: string;
  /** The editor's example contract (a counter) when omitted. */
  code?: string;
  /** Mines the block that holds it (the devnet in tests mines only when told). */
  mine: () => Promise<unknown>;
}

/** The progress region of a deploy, named by the contract. */
function deployProgress(page: Page, name: string) {
  return page.getByRole('region', { name: `Deploy of ${name}` });
}

/**
 * Fills the form, deploys, approves in the devnet wallet, mines, and waits until the chain has
 * decided; returns the region, whose `data-state` is `confirmed` or `failed`.
 */
export async function deployFromPage(page: Page, { name, code, mine }: DeployFromPage) {
  await page.getByLabel('Contract name').fill(name);
  if (code !== undefined) await page.getByRole('textbox', { name: 'Clarity code' }).fill(code);
  await page.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(devnetWalletDialog(page, 'Deploy a contract')).toContainText(`.${name}`);
  await approveInDevnetWallet(page, 'Deploy a contract');
  const progress = deployProgress(page, name);
  await expect(progress).toHaveAttribute('data-state', 'pending');
  await mine();
  await expect(progress).toHaveAttribute('data-state', /^(confirmed|failed)$/);
  return progress;
}
