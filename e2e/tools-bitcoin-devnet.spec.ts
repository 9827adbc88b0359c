import type { Page } from '@playwright/test';
import { hex } from '@scure/base';
import { OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer';
import { hash160, pubECDSA } from '@scure/btc-signer/utils';
import { verifySignature } from '@stacks/encryption';
import { generateWallet, getRootNode } from '@stacks/wallet-sdk';
import { account } from '#common/devnet-accounts.mjs';
import { chooseDevnetAtFirstVisit } from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// The Bitcoin side of the devnet wallet for real: a PSBT built here for wallet_1's
// p2wpkh address (its BIP-84 key, derived here from the account's public mnemonic — not from
// the app's copy) is signed in the page by the devnet wallet, and the signature is checked and
// the input finalized here. Sending bitcoin is refused: the devnet has no Bitcoin chain.

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
// The page reads the devnet at its fixed address; nothing here drives it.
useSpecDevnet();

// Measured 6–9 s per test (devnet start excluded) on the shared 2-core machine; serial, as every
// devnet spec shares port 3999.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await chooseDevnetAtFirstVisit(page);
});

async function bip84Key(name: string): Promise<Uint8Array> {
  const wallet = await generateWallet({
    secretKey: account(name).mnemonic ?? '',
    password: '',
  });
  const key = getRootNode(wallet).derive("m/84'/1'/0'/0/0").privateKey;
  if (!key) throw new Error(`no BIP-84 key for ${name}`);
  return key;
}

async function connect(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
}

test('Sign a PSBT: the devnet wallet signs wallet_1’s p2wpkh input; the signature is valid', async ({
  page,
}) => {
  const publicKey = pubECDSA(await bip84Key('wallet_1'));
  const payer = p2wpkh(publicKey, REGTEST);
  const payee = p2wpkh(pubECDSA(await bip84Key('wallet_2')), REGTEST);
  const unsigned = new Transaction();
  unsigned.addInput({
    txid: new Uint8Array(32).fill(0xab),
    index: 1,
    witnessUtxo: { script: payer.script, amount: 100_000n },
  });
  unsigned.addOutputAddress(payee.address, 99_000n, REGTEST);

  await page.goto('/tools/sign-psbt');
  await connect(page, 'wallet_1');
  await page.getByLabel('PSBT').fill(hex.encode(unsigned.toPSBT()));
  await expect(page.getByTestId('psbt-input')).toContainText(payer.address);
  await expect(page.getByTestId('psbt-fee')).toHaveText('Fee: 0.00001 BTC (1,000 sats)');
  await expect(page.getByRole('checkbox', { name: 'Sign input 0' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Broadcast after signing' })).toBeDisabled();
  await page.getByRole('button', { name: 'Sign PSBT' }).click();

  const review = page.getByRole('dialog', { name: 'Sign a PSBT' });
  await expect(review).toContainText(`Sign #0: ${'ab'.repeat(32)}:1`);
  await expect(review).toContainText(payee.address);
  await review.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(review).toBeHidden();

  const result = page.getByRole('region', { name: 'Signed PSBT' });
  await expect(result.getByTestId('signed-inputs')).toHaveText('Signed inputs: 0');
  const signed = Transaction.fromPSBT(
    hex.decode(await result.getByTestId('signed-psbt-hex').innerText()),
  );
  const [partial] = signed.getInput(0).partialSig ?? [];
  const [signer, signature] = partial ?? [];
  expect(hex.encode(signer ?? new Uint8Array())).toBe(hex.encode(publicKey));
  // BIP-143: the input's sighash, signed by wallet_1's key.
  const sighash = signed.preimageWitnessV0(
    0,
    OutScript.encode({ type: 'pkh', hash: hash160(publicKey) }),
    SigHash.ALL,
    100_000n,
  );
  expect(
    verifySignature(
      hex.encode(signature?.slice(0, -1) ?? new Uint8Array()),
      hex.encode(sighash),
      hex.encode(publicKey),
    ),
  ).toBe(true);
  signed.finalize();
  expect(signed.isFinal).toBe(true);
  expect(signed.extract().length).toBeGreaterThan(0);
});

test('Send bitcoin: the page says the devnet has no Bitcoin chain, and the wallet refuses', async ({
  page,
}) => {
  await page.goto('/tools/send-bitcoin');
  await expect(page.getByText('The devnet has no Bitcoin chain')).toBeVisible();
  await connect(page, 'wallet_1');
  await page.getByLabel('Recipient').fill('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080');
  await page.getByLabel('Amount').fill('0.001');
  await page.getByRole('button', { name: 'Send bitcoin' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Not sent: the devnet has no Bitcoin chain, so the devnet wallet cannot send bitcoin.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
