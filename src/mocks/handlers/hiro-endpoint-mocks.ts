import { HttpResponse } from 'msw';
import { NETWORK_DEFAULTS } from '@/config/networks';
import {
  accountBalancesEmpty,
  accountBalancesPopulated,
  accountNoncesEmpty,
  accountNoncesPopulated,
  accountTransactionsEmpty,
  accountTransactionsPopulated,
  confirmedTransfer,
  nodeInfoMainnet,
  nodeInfoTestnet,
  poxInfo,
  transactionFeeEstimate,
  transactionNotFound,
} from '../fixtures/hiro-api';
import {
  mempoolEmpty,
  readOnlyEmpty,
  readOnlyPopulated,
  readOnlyUnknown,
  stxAccountEmpty,
  stxAccountPopulated,
} from '../fixtures/stacking';
import type { HiroEndpointMock } from './hiro-api-handlers';

/** A read-only call's answer from a `name::function` table; unknown ones fail as a node does. */
function readOnly(
  table: Readonly<Record<string, unknown>>,
  name: string | readonly string[] | undefined,
  fn: string | readonly string[] | undefined,
) {
  const contractName = String(name);
  const functionName = String(fn);
  return table[`${contractName}::${functionName}`] ?? readOnlyUnknown(contractName, functionName);
}

/** The Hiro API endpoints the app calls, one entry each (src/stacks/api/ has one file each). */
export const hiroEndpointMocks: HiroEndpointMock[] = [
  {
    path: '/v2/info',
    populated: (_params, apiUrl) =>
      apiUrl === NETWORK_DEFAULTS.mainnet.apiUrl ? nodeInfoMainnet : nodeInfoTestnet,
  },
  { path: '/v2/pox', populated: () => poxInfo },
  {
    path: '/extended/v1/address/:principal/balances',
    populated: () => accountBalancesPopulated,
    empty: () => accountBalancesEmpty,
  },
  {
    path: '/extended/v1/address/:principal/nonces',
    populated: () => accountNoncesPopulated,
    empty: () => accountNoncesEmpty,
  },
  {
    path: '/extended/v1/address/:principal/transactions',
    populated: () => accountTransactionsPopulated,
    empty: () => accountTransactionsEmpty,
  },
  {
    path: '/v2/accounts/:principal',
    populated: () => stxAccountPopulated,
    empty: () => stxAccountEmpty,
  },
  {
    method: 'post',
    path: '/v2/contracts/call-read/:address/:name/:fn',
    populated: ({ name, fn }) => readOnly(readOnlyPopulated, name, fn),
    empty: ({ name, fn }) => readOnly(readOnlyEmpty, name, fn),
  },
  {
    // Before /extended/v1/tx/:txid, which would take `mempool` for a transaction id.
    path: '/extended/v1/tx/mempool',
    populated: () => mempoolEmpty,
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
