import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { expect, installStandInWallet, test, toasts, walletCalls } from './fixtures';
import {
  connectAnswer,
  METHODS_WITHOUT_NFT,
  OTHER_FAMILIES,
  standInOptions,
  type WalletFamilyStandIn,
} from './wallet-stand-ins';
import type { Page } from '@playwright/test';

// Asigna, Fordefi and a wallet known only through WBIP004, each beside Leather and each
// speaking its own shapes (wallet-stand-ins.ts): a refusal, and a connect through the picker
// followed by a method it does not support. Xverse's are in wallets.spec.ts.

const SHORT_ADDRESS = 'SP2J…9EJ7';

async function installBesideLeather(
  page: Page,
  family: WalletFamilyStandIn,
  answers: Parameters<typeof standInOptions>[1],
) {
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: leatherAddresses } } },
  });
  await installStandInWallet(page, standInOptions(family, answers));
}

async function pick(page: Page, family: Pick<WalletFamilyStandIn, 'name'>) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
  await picker.getByRole('button', { name: family.name }).click();
  await expect(picker).toBeHidden();
}

for (const family of OTHER_FAMILIES) {
  test.describe(family.family, () => {
    test(`its refusal (${family.rejectionCode}) is silent: still Connect`, async ({ page }) => {
      await installBesideLeather(page, family, {
        [family.connectMethod]: {
          error: { code: family.rejectionCode, message: 'User rejected the request' },
        },
      });
      await page.goto('/staking');
      await pick(page, family);
      await expect.poll(async () => (await walletCalls(page)).length).toBe(1);
      // Still Connect, and the refusal is not remembered: the next Connect asks again. Leather
      // connects, by which time a toast for the refusal would be showing.
      await pick(page, { name: 'Leather' });
      await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
      // No toast: a refusal is not a failure (a -32000 from Fordefi would be one). Counted once,
      // not awaited to zero: an error toast leaves by itself after 10 s.
      expect(await toasts(page).count()).toBe(0);
      expect((await walletCalls(page)).map(({ method, wallet }) => [wallet, method])).toEqual([
        [family.path, family.connectMethod],
        [undefined, 'getAddresses'],
      ]);
    });

    test('connects through the picker in its own shapes; a method it does not support is refused in words, and nothing is sent', async ({
      page,
    }) => {
      await installBesideLeather(page, family, {
        [family.connectMethod]: connectAnswer(family),
        // Asked only of a wallet that declares nothing before a request
        // (docs/wallet-protocol.md#methods getInfo).
        getInfo: {
          result: {
            version: '1.0.0',
            platform: 'extension',
            supportedMethods: METHODS_WITHOUT_NFT,
          },
        },
      });
      await page.goto('/tools/send-nft');
      await pick(page, family);
      await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
      await expect(
        page.getByText(`${family.name} does not support stx_transferSip9Nft`).first(),
      ).toBeVisible();
      expect((await walletCalls(page)).map(({ method, wallet }) => [wallet, method])).toEqual(
        family.declaresMethods
          ? [[family.path, family.connectMethod]]
          : [
              [family.path, family.connectMethod],
              [family.path, 'getInfo'],
            ],
      );
    });
  });
}
