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
import type { HiroEndpointMock } from './hiro-api-handlers';

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
    // The transfer the mock wallet answers with is known and confirmed; any other id is not.
    path: '/extended/v1/tx/:txid',
    populated: ({ txid }) =>
      txid === confirmedTransfer.tx_id
        ? confirmedTransfer
        : HttpResponse.json(transactionNotFound(String(txid)), { status: 404 }),
  },
  { method: 'post', path: '/v2/fees/transaction', populated: () => transactionFeeEstimate },
];
