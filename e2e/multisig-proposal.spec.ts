import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { connectMockWallet, openInMockMode } from './mock-mode-page';

// A multisig ("policy") account: the wallet proposes the transaction to the account's co-signers
// and answers `status: 'proposed'` with a proposal id and an empty txid, instead of broadcasting.
// Mock mode's approval dialog answers so when asked; the shared transaction flow must say so in
// its live region, with the id, and never show a txid, an explorer link or a failure.

// Mock mode boots a service worker before the page reads the interface: measured 11–27 s per
// test on the shared 2-core machine (tools-call.spec.ts); slow() triples the 30 s, and the axe
// helper adds 60 s for its scan.
test.slow();

const CONTRACT = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.clarity-types';

test('a contract call proposed by a multisig account waits for co-signers, with its id', async ({
  page,
}) => {
  await openInMockMode(
    page,
    `/tools/call-contract?${new URLSearchParams({ contract: CONTRACT, fn: 'increment' }).toString()}`,
  );
  await connectMockWallet(page);
  await page.getByRole('textbox', { name: 'by' }).fill('5');
  await page.getByRole('button', { name: 'Call function' }).click();

  const review = page.getByRole('dialog', { name: 'Wallet request: stx_callContract' });
  await review
    .getByRole('switch', { name: 'Answer as a multisig account (propose to co-signers)' })
    .click();
  await review.getByRole('button', { name: 'Approve' }).click();

  const progress = page.getByRole('region', { name: 'Call of increment' });
  await expect(progress).toHaveAttribute('data-state', 'proposed');
  // The flow's one live region says it, the proposal id included (the fixture's id).
  await expect(progress.getByRole('status')).toHaveText(
    "Proposed in your wallet: waiting for co-signers. Proposal proposal-1. It is broadcast once enough of the account's signers approve it.",
  );
  await expect(progress.getByRole('img', { name: 'Proposed' })).toBeVisible();
  await expect(progress.getByRole('alert')).toHaveCount(0);
  await expect(progress).not.toContainText(/failed|transaction/i);
  await expect(page.getByRole('link', { name: 'View in the explorer' })).toHaveCount(0);
  await expect(page.locator('a[href*="/txid/"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
