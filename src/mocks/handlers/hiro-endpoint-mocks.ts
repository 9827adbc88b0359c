import { HttpResponse } from 'msw';
import { NETWORK_DEFAULTS } from '@/config/networks';
import {
  accountBalancesEmpty,
  accountBalancesPopulated,
  accountNoncesEmpty,
  accountNoncesPopulated,
  confirmedTransfer,
  contractNotFound,
  deployedContractSource,
  mempoolEmpty,
  nodeInfoMainnet,
  nodeInfoTestnet,
  poxInfo,
  readOnlyUnknown,
  transactionFeeEstimate,
  transactionNotFound,
} from '../fixtures/hiro-api';
import {
  feesBipsDataVar,
  rewardsNotPausedDataVar,
  managerReadsPopulated,
  pox5ReadsEmpty,
  pox5ReadsPopulated,
  stakingReadAnswer,
  type StakingReadTable,
} from '../fixtures/staking';
import {
  EVERY_CLARITY_TYPE_CONTRACT_NAME,
  everyClarityTypeInterface,
} from '../fixtures/contract-interfaces';
import { everyClarityTypeRead } from '../fixtures/contract-reads';
import { sbtcTokenRead } from '../fixtures/sbtc-capacity';
import { accountBalancesPopulatedTestnet } from '../fixtures/account-balances-testnet';
import { poxInfoTestnet } from '../fixtures/sbtc-testnet-pox';
import { stakingCycleAnswer } from '../fixtures/staking-cycles';
import { SBTC_WITHDRAWAL_CONTRACT_NAME, sbtcWithdrawRead } from '../fixtures/sbtc-withdraw';
import { LISTED_CONTRACT_INTERFACES } from '../fixtures/staking-interfaces';
import { FIXTURE_CONTRACT } from '../fixtures/wallet-responses';
import {
  ftMetadataIndexed,
  ftMetadataNotFound,
  nftHoldingsEmpty,
  nftHoldingsPopulated,
  tokenMetadataReads,
} from '../fixtures/tokens';
import {
  ACTIVITY_ACCOUNT,
  addressMempoolPopulated,
  addressTransactionsEmpty,
  addressTransactionsPage,
} from '../fixtures/activity';
import type { HiroEndpointMock } from './hiro-api-handlers';

/** The contract names of mainnet's listed reference-style managers
 * (docs/product-decisions.md#staking-pools), which answer as the reference manager does in mock
 * mode. */
const MANAGER_NAMES = new Set([
  'fastpool-1-signer-manager',
  'fastpool-max500-signer-manager',
  'xverse-signer-manager-1',
  'planbetter-signer-manager',
  'native-pool-signer-manager',
  'signer-manager',
  'signer-manager-pox5',
]);

/** pox-5 and the listed managers answer from the staking fixtures; undefined for anything else. */
function staking(
  pox5: StakingReadTable,
  name: string | readonly string[] | undefined,
  fn: string | readonly string[] | undefined,
  body: unknown,
) {
  const contractName = String(name);
  const table =
    contractName === 'pox-5'
      ? pox5
      : MANAGER_NAMES.has(contractName)
        ? managerReadsPopulated
        : undefined;
  return table && stakingReadAnswer(table, String(fn), body);
}

/** A token the populated account holds answers SIP-010's name, symbol and decimals. */
const tokenRead = (name: unknown, fn: unknown) => tokenMetadataReads[String(name)]?.[String(fn)];

/** The Hiro API endpoints the app calls, one entry each (src/stacks/api/ has one file each). */
export const hiroEndpointMocks: HiroEndpointMock[] = [
  {
    path: '/v2/info',
    populated: (_params, apiUrl) =>
      apiUrl === NETWORK_DEFAULTS.mainnet.apiUrl ? nodeInfoMainnet : nodeInfoTestnet,
  },
  {
    path: '/v2/pox',
    populated: (_params, apiUrl) =>
      apiUrl === NETWORK_DEFAULTS.mainnet.apiUrl ? poxInfo : poxInfoTestnet,
  },
  {
    // The API's current cycle (staking-cycle.ts), from the same /v2/pox answer; 404 as the API
    // answers a cycle it cannot resolve.
    path: '/extended/v3/staking/cycles/:cycle',
    populated: ({ cycle }, apiUrl) =>
      stakingCycleAnswer(
        apiUrl === NETWORK_DEFAULTS.mainnet.apiUrl ? poxInfo : poxInfoTestnet,
        String(cycle),
        Date.now(),
      ) ?? HttpResponse.json({ error: 'PoX cycle not found' }, { status: 404 }),
  },
  {
    path: '/extended/v1/address/:principal/balances',
    populated: (_params, apiUrl) =>
      apiUrl === NETWORK_DEFAULTS.mainnet.apiUrl
        ? accountBalancesPopulated
        : accountBalancesPopulatedTestnet,
    empty: () => accountBalancesEmpty,
  },
  {
    path: '/extended/v1/tokens/nft/holdings',
    populated: () => nftHoldingsPopulated,
    empty: () => nftHoldingsEmpty,
  },
  {
    // Hiro's Token Metadata API (ft-metadata.ts): sBTC is indexed, any other token is not.
    path: '/metadata/v1/ft/:principal',
    populated: ({ principal }) =>
      ftMetadataIndexed[String(principal)] ??
      HttpResponse.json(ftMetadataNotFound, { status: 404 }),
  },
  {
    path: '/extended/v1/address/:principal/nonces',
    populated: () => accountNoncesPopulated,
    empty: () => accountNoncesEmpty,
  },
  {
    method: 'post',
    path: '/v2/contracts/call-read/:address/:name/:fn',
    populated: ({ address, name, fn }, _apiUrl, body) =>
      sbtcTokenRead(String(address), String(name), String(fn)) ??
      staking(pox5ReadsPopulated, name, fn, body) ??
      everyClarityTypeRead(String(name), String(fn), body) ??
      sbtcWithdrawRead(String(name), String(fn), body) ??
      tokenRead(name, fn) ??
      readOnlyUnknown(String(name), String(fn)),
    empty: ({ address, name, fn }, _apiUrl, body) =>
      sbtcTokenRead(String(address), String(name), String(fn)) ??
      staking(pox5ReadsEmpty, name, fn, body) ??
      everyClarityTypeRead(String(name), String(fn), body) ??
      tokenRead(name, fn) ??
      readOnlyUnknown(String(name), String(fn)),
  },
  {
    // A manager's fee (manager-fee.ts): the listed managers keep 5 %; pox-5's reward collection
    // is not paused (rewards-paused.ts); other variables are unknown.
    path: '/v2/data_var/:address/:name/:variable',
    populated: ({ name, variable }) =>
      MANAGER_NAMES.has(String(name)) && variable === 'fees-bips'
        ? feesBipsDataVar
        : name === 'pox-5' && variable === 'rewards-paused'
          ? rewardsNotPausedDataVar
          : HttpResponse.json({ error: 'data var not found' }, { status: 404 }),
  },
  {
    // A contract's functions (manager-interface.ts, pool-readiness.ts, contract-interface.ts): the
    // listed managers and Stacking DAO's wrapper as mainnet's (fixtures/staking-interfaces.ts), and
    // `clarity-types`, which uses every Clarity type, for Call a contract
    // (fixtures/contract-interfaces.ts).
    path: '/v2/contracts/interface/:address/:name',
    populated: ({ name }) =>
      LISTED_CONTRACT_INTERFACES[String(name)] ??
      (name === EVERY_CLARITY_TYPE_CONTRACT_NAME ? everyClarityTypeInterface : undefined) ??
      HttpResponse.json({ error: 'contract not found' }, { status: 404 }),
  },
  {
    // Whether a name is taken before a deploy (contract-exists.ts): the populated account has
    // deployed FIXTURE_CONTRACT; the empty one nothing.
    path: '/v2/contracts/source/:address/:name',
    populated: ({ address, name }) => {
      const contractId = `${String(address)}.${String(name)}`;
      // sBTC's withdrawal contract is deployed wherever sBTC is (fixtures/sbtc-withdraw.ts).
      return contractId === FIXTURE_CONTRACT || name === SBTC_WITHDRAWAL_CONTRACT_NAME
        ? deployedContractSource
        : HttpResponse.json(contractNotFound(contractId), { status: 404 });
    },
    empty: ({ address, name }) =>
      name === SBTC_WITHDRAWAL_CONTRACT_NAME
        ? deployedContractSource
        : HttpResponse.json(contractNotFound(`${String(address)}.${String(name)}`), {
            status: 404,
          }),
  },
  {
    // Before /extended/v1/tx/:txid, which would take `mempool` for a transaction id. The
    // portfolio asks by `address` (address-mempool.ts: the activity list and the STX section's
    // pending outgoing, one read so they agree): it sees the populated account's pending 2 STX
    // transfer. The forms ask by `sender_address` and get none, so their available balances
    // are the balances' own.
    path: '/extended/v1/tx/mempool',
    populated: (_params, _apiUrl, _body, query) =>
      query.get('address') === ACTIVITY_ACCOUNT ? addressMempoolPopulated : mempoolEmpty,
    empty: () => mempoolEmpty,
  },
  {
    // The account's history (address-transactions.ts), paged as the API pages it.
    path: '/extended/v1/address/:principal/transactions_with_transfers',
    populated: ({ principal }, _apiUrl, _body, query) =>
      principal === ACTIVITY_ACCOUNT
        ? addressTransactionsPage(
            Math.min(Number(query.get('limit') ?? 20) || 20, 50),
            Number(query.get('offset') ?? 0) || 0,
          )
        : addressTransactionsEmpty,
    empty: () => addressTransactionsEmpty,
  },
  {
    // The transfer the mock wallet answers with is known and confirmed; any other id is not.
    path: '/extended/v1/tx/:txid',
    populated: ({ txid }) =>
      txid === confirmedTransfer.tx_id
        ? confirmedTransfer
        : HttpResponse.json(transactionNotFound(String(txid)), { status: 404 }),
  },
  { method: 'post', path: '/v2/fees/transaction', populated: () => transactionFeeEstimate },
];
