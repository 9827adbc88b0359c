import type { Page } from '@playwright/test';
import type { MockScenario } from '../src/mocks/mock-scenario';
import { expect } from './fixtures';

/** Opens `path` of the e2e build in mock mode with `scenario`'s answers (the flag and the
 * scenario set before any script runs, as the header's switch would leave them). */
export async function openInMockMode(
  page: Page,
  path: string,
  scenario: MockScenario = 'populated',
) {
  await page.addInitScript((chosen: string) => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(path);
}

/** Connects the mock wallet through the header's Connect, approving its getAddresses request. */
export async function connectMockWallet(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}
