import type { Page } from '@playwright/test';
import { Cl, makeContractCall, Pc, PostConditionMode } from '@stacks/transactions';
import { wallet1 } from '#common/devnet-accounts.mjs';
import { devnetContracts } from '../devnet/contracts.mjs';
import { expect } from './fixtures';

// What every devnet spec does with the app's devnet wallet (docs/architecture.md "Devnet
// wallet"): open a page on devnet, connect an account in the wallet's own dialog, approve or
// reject a request, and read or drive the devnet itself. The devnet runs in the spec's process
// (`startDevnet({ port: 3999 })`), so these take its URL rather than starting one.

/** The public devnet accounts the e2e tests sign with (devnet/README.md, "Accounts"). */
export const DEVNET_ACCOUNTS = {
  deployer: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
  wallet_1: 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
  wallet_2: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG',
  wallet_3: 'ST2JHG361ZXG51QTKY2NQCVBPPRRE2KZB1HR05NNC',
} as const;

export type DevnetAccountName = keyof typeof DEVNET_ACCOUNTS;

/** Devnet chosen in the network picker (spec key `network`) on the page's first visit, as a
 * person who chose it before would find it; a choice made during the test stays. */
export async function chooseDevnetAtFirstVisit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('network')) localStorage.setItem('network', JSON.stringify('devnet'));
  });
}

/** Opens `path` with devnet chosen in the network picker, as a first visit. */
export async function openOnDevnet(page: Page, path: string): Promise<void> {
  await chooseDevnetAtFirstVisit(page);
  await page.goto(path);
}

/** Connect from the header: the devnet wallet asks which account, in its own dialog. `via`
 * names the wallet to pick in **Choose a wallet** first, when the page has several (a family's
 * stand-in in front of the devnet wallet, e2e/wallet-stand-ins.ts). */
export async function connectDevnetWallet(
  page: Page,
  account: DevnetAccountName = 'wallet_1',
  { via }: { via?: string } = {},
): Promise<string> {
  // The header's: a page may offer its own Connect too (/portfolio's visitor view).
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  if (via !== undefined) {
    const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
    await picker.getByRole('button', { name: via, exact: true }).click();
    await expect(picker).toBeHidden();
  }
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${account} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
  const address = DEVNET_ACCOUNTS[account];
  await expect(
    page.getByRole('banner').getByText(`${address.slice(0, 4)}…${address.slice(-4)}`),
  ).toBeVisible();
  return address;
}

/** The devnet wallet's dialog for a request, by its title ("Send STX", "Deploy a contract"…). */
export function devnetWalletDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

/** Approves the request shown under `title` (its button says what approving does). */
export async function approveInDevnetWallet(
  page: Page,
  title: string,
  approveLabel = 'Sign and broadcast',
): Promise<void> {
  const dialog = devnetWalletDialog(page, title);
  await dialog.getByRole('button', { name: approveLabel }).click();
  await expect(dialog).toBeHidden();
}

export async function rejectInDevnetWallet(page: Page, title: string): Promise<void> {
  const dialog = devnetWalletDialog(page, title);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
}

/** What the devnet's grant controls answer (devnet/README.md, "Endpoints"). */
export type DevnetGrant = {
  manager: string;
  signer_key: string;
  signer_address: string;
  /** does pox-5's `verify-signer-key-grant` pass now */
  granted: boolean;
};

/** The devnet's API and controls from the test process, failing the test on an error status. */
export function devnetApi(url: string) {
  async function json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${url}${path}`, init);
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as T;
  }
  /** POST a JSON body to a devnet control. */
  const post = <T>(path: string, body: unknown) =>
    json<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    json,
    /** Mines the mempool into a block (the devnet in tests mines only when told). */
    mine: () => json('/_devnet/mine', { method: 'POST' }),
    /** Revokes a signer-manager's signer-key grant in pox-5, as its key would
     * (`POST /_devnet/revoke-grant`, devnet/README.md): stakes to it then fail with (err u17)
     * until `restoreGrant` or a reset. `manager` is its contract id. */
    revokeGrant: (manager: string) => post<DevnetGrant>('/_devnet/revoke-grant', { manager }),
    /** Grants the key to the manager again (`POST /_devnet/restore-grant`). */
    restoreGrant: (manager: string) => post<DevnetGrant>('/_devnet/restore-grant', { manager }),
    /** The status code of a GET, for endpoints where 404 is an answer. */
    status: async (path: string) => (await fetch(`${url}${path}`)).status,
    /** An account's STX balance in µSTX, as the devnet's API answers it. */
    stxBalance: async (address: string) => {
      const { stx } = await json<{ stx: { balance: string } }>(
        `/extended/v1/address/${address}/balances`,
      );
      return BigInt(stx.balance);
    },
  };
}

/** wallet_1 wraps `microStx` into the devnet's SIP-010 token (`devnet-token`, WSTX), signed in the
 * test process with its public devnet key, and the block is mined: the token balance the token
 * specs start from. */
export async function wrapStxAsWallet1(url: string, microStx: bigint): Promise<void> {
  const [contractAddress = '', contractName = ''] = devnetContracts.token.id.split('.');
  const tx = await makeContractCall({
    contractAddress,
    contractName,
    functionName: 'wrap',
    functionArgs: [Cl.uint(microStx)],
    senderKey: wallet1.privateKey,
    network: 'devnet',
    client: { baseUrl: url },
    postConditionMode: PostConditionMode.Deny,
    postConditions: [Pc.principal(wallet1.address).willSendEq(microStx).ustx()],
  });
  const api = devnetApi(url);
  await api.json('/v2/transactions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tx: tx.serialize() }),
  });
  await api.mine();
}
