import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { StacksApiError } from '../stacks-api';
import { fetchAccountBalances } from './account-balances';
import { fetchNftHoldings } from './nft-holdings';
import { fetchTokenMetadata } from './token-metadata';

// The three readers the token tools use, against the mock-mode fixtures (so the fixtures are what
// the app accepts) and against answers the app must refuse in words.

const server = setupTestServer();

const mainnet = NETWORK_DEFAULTS.mainnet;
const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
const STSTX = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';
const use = (scenario: MockScenario) => server.use(...createMockHandlers({ scenario, env: {} }));

const answerBalances = (fungible_tokens: Record<string, { balance: string }>) =>
  server.use(
    http.get(`${mainnet.apiUrl}/extended/v1/address/:p/balances`, () =>
      HttpResponse.json({ stx: { balance: '5', locked: '0' }, fungible_tokens }),
    ),
  );

describe('account balances: fungible tokens', () => {
  it('lists each token held with its contract, token name and base units', async () => {
    use('populated');
    const { fungibleTokens } = await fetchAccountBalances(mainnet, MAINNET_STX_ADDRESS);
    expect(fungibleTokens).toEqual([
      {
        asset: `${SBTC}::sbtc-token`,
        contract: SBTC,
        tokenName: 'sbtc-token',
        balance: 2_500_000n,
      },
      { asset: `${STSTX}::ststx`, contract: STSTX, tokenName: 'ststx', balance: 500_000_000n },
    ]);
    use('empty');
    expect((await fetchAccountBalances(mainnet, MAINNET_STX_ADDRESS)).fungibleTokens).toEqual([]);
  });

  it('leaves out tokens with nothing left', async () => {
    answerBalances({ [`${SBTC}::sbtc-token`]: { balance: '0' } });
    expect((await fetchAccountBalances(mainnet, MAINNET_STX_ADDRESS)).fungibleTokens).toEqual([]);
  });

  it('reads any Clarity token name, and skips an entry that does not parse instead of failing', async () => {
    answerBalances({
      'not-a-token': { balance: '1' },
      [`${SBTC}::sbtc-token`]: { balance: 'lots' },
      [`${STSTX}::st<x>=y!?+/*`]: { balance: '7' },
    });
    expect(await fetchAccountBalances(mainnet, MAINNET_STX_ADDRESS)).toEqual({
      totalMicroStx: 5n,
      lockedMicroStx: 0n,
      availableMicroStx: 5n,
      fungibleTokens: [
        {
          asset: `${STSTX}::st<x>=y!?+/*`,
          contract: STSTX,
          tokenName: 'st<x>=y!?+/*',
          balance: 7n,
        },
      ],
    });
  });

  it('still refuses an answer without its STX balance', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/extended/v1/address/:p/balances`, () =>
        HttpResponse.json({ fungible_tokens: {} }),
      ),
    );
    await expect(fetchAccountBalances(mainnet, MAINNET_STX_ADDRESS)).rejects.toBeInstanceOf(
      StacksApiError,
    );
  });
});

describe('token metadata', () => {
  it('reads name, symbol and decimals from the contract (8 and 6 decimals)', async () => {
    use('populated');
    expect(await fetchTokenMetadata(mainnet, SBTC)).toEqual({
      name: 'sBTC',
      symbol: 'sBTC',
      decimals: 8,
    });
    expect(await fetchTokenMetadata(mainnet, STSTX)).toEqual({
      name: 'Stacking DAO stSTX',
      symbol: 'stSTX',
      decimals: 6,
    });
  });

  it('fails in words when the contract is not a SIP-010 token', async () => {
    use('populated');
    await expect(
      fetchTokenMetadata(mainnet, 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties'),
    ).rejects.toThrow(/get-(name|symbol|decimals) failed/);
  });
});

describe('NFT holdings', () => {
  it('lists each NFT with its collection and its id as hex and text', async () => {
    use('populated');
    const { holdings, total } = await fetchNftHoldings(mainnet, MAINNET_STX_ADDRESS);
    expect(total).toBe(2);
    expect(holdings).toEqual([
      expect.objectContaining({
        asset: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties::arties',
        contract: 'SP2BE8TZATXEVPGZ8HAFZYE5GKZ02X0YDKAN7ZTGW.arties',
        idHex: '0x010000000000000000000000000000002a',
        idRepr: 'u42',
      }),
      expect.objectContaining({ idRepr: 'u108' }),
    ]);
    use('empty');
    expect(await fetchNftHoldings(mainnet, MAINNET_STX_ADDRESS)).toEqual({
      holdings: [],
      total: 0,
    });
  });

  it('skips a holding that does not parse, and keeps one with any Clarity name', async () => {
    const hex = '0x0100000000000000000000000000000001';
    server.use(
      http.get(`${mainnet.apiUrl}/extended/v1/tokens/nft/holdings`, () =>
        HttpResponse.json({
          total: 3,
          results: [
            { asset_identifier: `${SBTC}::x`, value: { hex: 'u1', repr: 'u1' } },
            { asset_identifier: 'no-collection', value: { hex, repr: 'u1' } },
            { asset_identifier: `${SBTC}::punk!`, value: { hex, repr: 'u1' } },
          ],
        }),
      ),
    );
    expect(await fetchNftHoldings(mainnet, MAINNET_STX_ADDRESS)).toEqual({
      total: 3,
      holdings: [{ asset: `${SBTC}::punk!`, contract: SBTC, idHex: hex, idRepr: 'u1' }],
    });
  });
});
