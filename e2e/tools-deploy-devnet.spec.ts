import { deployFromPage } from './deploy-contract-page';
import { connectDevnetWallet, devnetApi, openOnDevnet } from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// Deploy a contract for real: the devnet wallet signs the deploy in the page, the
// devnet (the real Clarity VM) mines it, and the node's own endpoints say it is there — or why not.

const devnet = useSpecDevnet();

// One devnet on a fixed port: this file's tests must not run side by side.
test.describe.configure({ mode: 'serial' });

test('deploy the example contract, see its id, and the node has its interface', async ({
  page,
}) => {
  const api = devnetApi(devnet().url);
  await openOnDevnet(page, '/tools/deploy-contract');
  await expect(page.getByRole('heading', { name: 'Deploy a contract', level: 1 })).toBeVisible();
  const sender = await connectDevnetWallet(page, 'wallet_1');
  const contractId = `${sender}.e2e-counter`;

  const progress = await deployFromPage(page, { name: 'e2e-counter', mine: api.mine });
  await expect(progress).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByTestId('deployed-contract-id')).toHaveText(contractId);
  await expect(page.getByRole('link', { name: 'Call this contract' })).toHaveAttribute(
    'href',
    `/tools/call-contract?contract=${encodeURIComponent(contractId)}`,
  );

  const contractInterface = await api.json<{ functions: { name: string; access: string }[] }>(
    `/v2/contracts/interface/${sender}/e2e-counter`,
  );
  expect(contractInterface.functions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'increment', access: 'public' }),
      expect.objectContaining({ name: 'get-count', access: 'read_only' }),
    ]),
  );

  // The same name again: the page says so on the field, before any wallet opens.
  await page.getByRole('button', { name: 'Deploy another' }).click();
  await page.getByLabel('Contract name').fill('e2e-counter');
  await page.getByLabel('Contract name').blur();
  await expect(
    page.getByText('You have already deployed a contract named e2e-counter'),
  ).toBeVisible();
  await expect(page.getByLabel('Contract name')).toHaveAttribute('aria-invalid', 'true');
});

test('a contract with a syntax error is refused by the chain and the page says why', async ({
  page,
}) => {
  const api = devnetApi(devnet().url);
  await openOnDevnet(page, '/tools/deploy-contract');
  const sender = await connectDevnetWallet(page, 'wallet_2');

  const progress = await deployFromPage(page, {
    name: 'broken',
    code: '(define-public (oops)\n  (ok u1)\n',
    mine: api.mine,
  });
  await expect(progress).toHaveAttribute('data-state', 'failed');
  await expect(progress).toContainText(/The chain did not deploy broken: \S+/);
  // In the report: the words a person reads, as the devnet's VM gave them.
  test.info().annotations.push({ type: 'failure text', description: await progress.innerText() });
  expect(await api.status(`/v2/contracts/interface/${sender}/broken`)).toBe(404);
});
