import { describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { LEATHER_QUEST_CONNECT_URL } from '@/config/constants';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { completeConnectQuest } from '@/features/connect/complete-connect-quest';
import { fetchNodeInfo } from '@/stacks/api/node-info';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { callReadOnlyResponseSchema } from '@/stacks/call-read-only';
import { fetchStackingTrackerTokens } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import { accountBalancesEmpty, accountBalancesPopulated, mempoolEmpty } from '../fixtures/hiro-api';
import { segmentSettings } from '../fixtures/segment';
import { stackingTrackerTokens } from '../fixtures/stacking-tracker';
import { MALFORMED_JSON_BODY } from './scenario-failure';
import type { MockScenario } from '../mock-scenario';
import { createMockHandlers, type MockHandlersEnv } from './mock-handlers';
import { stacksApiFailure } from '@/test/stacks-api-failure';

// The handlers mock mode runs in the browser, exercised here through the app's own fetchers.
const server = setupTestServer();

const mainnet = NETWORK_DEFAULTS.mainnet;
const testnet = NETWORK_DEFAULTS.testnet;
const ACCOUNT = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

function use(scenario: MockScenario, env: MockHandlersEnv = {}) {
  server.use(...createMockHandlers({ scenario, env }));
}

describe('mock handlers, populated account', () => {
  it('answer /v2/info with each network its own chain id', async () => {
    use('populated');
    await expect(fetchNodeInfo(mainnet)).resolves.toMatchObject({ network_id: 1 });
    await expect(fetchNodeInfo(testnet)).resolves.toMatchObject({ network_id: 2147483648 });
  });

  it('answer the account balances with holdings', async () => {
    use('populated');
    const response = await fetch(`${mainnet.apiUrl}/extended/v1/address/${ACCOUNT}/balances`);
    expect(await response.json()).toEqual(accountBalancesPopulated);
  });

  it('answer the account balances on testnet with testnet’s sBTC, not mainnet’s', async () => {
    use('populated');
    const response = await fetch(`${testnet.apiUrl}/extended/v1/address/${ACCOUNT}/balances`);
    const tokens = Object.keys(
      ((await response.json()) as { fungible_tokens: object }).fungible_tokens,
    );
    expect(tokens).toEqual([
      'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token::ststx',
      `${sbtcContracts('testnet').token}::sbtc-token`,
    ]);
  });

  it('answer the stacking-tracker tokens through the app schema', async () => {
    use('populated');
    await expect(fetchStackingTrackerTokens()).resolves.toEqual(stackingTrackerTokens);
  });

  it('complete the connect quest without an error', async () => {
    use('populated');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await completeConnectQuest(ACCOUNT);
    expect(consoleError).not.toHaveBeenCalled();
    const response = await fetch(LEATHER_QUEST_CONNECT_URL, { method: 'POST', body: '{}' });
    expect(response.ok).toBe(true);
  });
});

describe('mock handlers for contract reads', () => {
  const callRead = (apiUrl: string, contract: string, fn: string) =>
    fetch(`${apiUrl}/v2/contracts/call-read/${contract.replace('.', '/')}/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: ACCOUNT, arguments: [] }),
    }).then((response) => response.json() as Promise<unknown>);

  it('answer a read-only function they do not know as a node does: okay false, with a cause', async () => {
    use('populated');
    const unknown = await callRead(
      mainnet.apiUrl,
      'SP000000000000000000002Q6VF78.pox-5',
      'get-nothing',
    );
    // The shape the app's read-only reader accepts, so it raises ReadOnlyCallFailedError.
    expect(callReadOnlyResponseSchema.parse(unknown)).toEqual(unknown);
    expect(unknown).toEqual({
      okay: false,
      cause: expect.stringContaining('pox-5.get-nothing') as unknown,
    });
    // pox4-history.ts reads pox-4 beside pox-5; mock mode has no pox-4 records for anyone.
    expect(
      await callRead(mainnet.apiUrl, 'SP000000000000000000002Q6VF78.pox-4', 'get-delegation-info'),
    ).toEqual({
      okay: false,
      cause: expect.stringContaining('pox-4.get-delegation-info') as unknown,
    });
  });

  it('answer the mempool (not taken for a transaction id)', async () => {
    use('populated');
    const mempool = await fetch(
      `${mainnet.apiUrl}/extended/v1/tx/mempool?sender_address=${ACCOUNT}`,
    );
    expect(await mempool.json()).toEqual(mempoolEmpty);
  });
});

describe('mock handlers, other scenarios', () => {
  it('an empty account has no balance but the node still answers', async () => {
    use('empty');
    const response = await fetch(`${testnet.apiUrl}/extended/v1/address/${ACCOUNT}/balances`);
    expect(await response.json()).toEqual(accountBalancesEmpty);
    await expect(fetchNodeInfo(testnet)).resolves.toMatchObject({ network_id: 2147483648 });
  });

  it('API errors answer 500 on the Stacks API and the stacking figures', async () => {
    use('server-error');
    expect(await stacksApiFailure(fetchNodeInfo(mainnet))).toMatchObject({
      name: 'StacksApiHttpError',
      status: 500,
    });
    expect(await stacksApiFailure(fetchStackingTrackerTokens())).toMatchObject({ status: 500 });
  });

  it('a malformed answer is reported as one', async () => {
    use('malformed');
    const response = await fetch(`${mainnet.apiUrl}/v2/pox`);
    expect(await response.text()).toBe(MALFORMED_JSON_BODY);
    expect(await stacksApiFailure(fetchNodeInfo(mainnet))).toMatchObject({
      name: 'StacksApiResponseError',
    });
  });

  it('a timeout never answers, so only the caller’s own deadline ends the request', async () => {
    use('timeout');
    await expect(
      fetch(`${mainnet.apiUrl}/v2/info`, { signal: AbortSignal.timeout(50) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('the quest still succeeds when the APIs fail', async () => {
    use('server-error');
    const response = await fetch(LEATHER_QUEST_CONNECT_URL, { method: 'POST', body: '{}' });
    expect(response.ok).toBe(true);
  });
});

describe('mock handlers for Segment', () => {
  it('answer the settings and batches on the configured hosts', async () => {
    use('populated', {
      VITE_SEGMENT_WRITE_KEY: 'key-1',
      VITE_SEGMENT_CDN_URL: 'http://127.0.0.1:4319',
      VITE_SEGMENT_API_HOST: '127.0.0.1:4319/v1',
    });
    const settings = await fetch('http://127.0.0.1:4319/v1/projects/key-1/settings');
    expect(await settings.json()).toEqual(segmentSettings);
    const batch = await fetch('http://127.0.0.1:4319/v1/b', { method: 'POST', body: '{}' });
    expect(batch.ok).toBe(true);
  });

  it('answer on Segment’s own hosts by default', async () => {
    use('populated', { VITE_SEGMENT_WRITE_KEY: 'key-2' });
    const settings = await fetch('https://cdn.segment.com/v1/projects/key-2/settings');
    expect(settings.ok).toBe(true);
    const batch = await fetch('https://api.segment.io/v1/b', { method: 'POST', body: '{}' });
    expect(batch.ok).toBe(true);
  });

  it('are absent without a write key, as the app then sends nothing', () => {
    const handlers = createMockHandlers({ scenario: 'populated', env: {} });
    expect(handlers.some((handler) => handler.info.header.includes('segment'))).toBe(false);
    expect(
      createMockHandlers({ scenario: 'populated', env: { VITE_SEGMENT_WRITE_KEY: 'k' } }).length,
    ).toBe(handlers.length + 3);
  });
});
