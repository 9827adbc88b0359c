import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { accountTransactionSchema, type AccountTransaction } from './account-transaction';

// GET /extended/v1/address/{principal}/transactions_with_transfers?limit=&offset= — the account's
// mined transactions, newest first, each with the STX, fungible and non-fungible tokens it moved
// for the account. Hiro's `AddressTransactionWithTransfers` (stacks-blockchain-api
// src/api/schemas/entities/addresses.ts; docs.hiro.so/apis/stacks-blockchain-api/reference/
// accounts/transactions-with-transfers): `{limit, offset, total, results: [{tx, stx_sent,
// stx_received, stx_transfers: [{amount, sender?, recipient?}], ft_transfers?: [{asset_identifier,
// amount, sender?, recipient?}], nft_transfers?: [{asset_identifier, value {hex, repr}, sender?,
// recipient?}]}]}` — sender is absent for a mint, recipient for a burn. Hiro marks the endpoint
// deprecated in favour of /extended/v2/addresses/{p}/transactions, which gives only event counts:
// the activity words need the amounts, so this one it is (the devnet serves both,
// devnet/routes/extended.mjs).

/** Hiro's maximum page for this endpoint (the devnet's too). */
export const ADDRESS_TRANSACTIONS_PAGE_SIZE = 50;

const digits = z.string().regex(/^\d{1,40}$/);
const principal = z.string().min(1).max(170);

const stxTransferSchema = z.object({
  amount: digits,
  sender: principal.optional(),
  recipient: principal.optional(),
});

const ftTransferSchema = stxTransferSchema.extend({ asset_identifier: z.string().min(1).max(300) });

const nftTransferSchema = z.object({
  asset_identifier: z.string().min(1).max(300),
  value: z.object({ hex: z.string(), repr: z.string().max(10_000) }),
  sender: principal.optional(),
  recipient: principal.optional(),
});

const withTransfersSchema = z.object({
  tx: accountTransactionSchema,
  stx_sent: digits,
  stx_received: digits,
  stx_transfers: z.array(stxTransferSchema).optional(),
  ft_transfers: z.array(ftTransferSchema).optional(),
  nft_transfers: z.array(nftTransferSchema).optional(),
});

/** Something the transaction moved; `from`/`to` undefined for a mint/burn. */
interface AssetMovement {
  from: string | undefined;
  to: string | undefined;
}

/** One transaction of the account's history with what it moved. */
export interface AddressTransaction {
  tx: AccountTransaction;
  /** µSTX the account sent, fee included (Hiro's `stx_sent`). */
  stxSent: bigint;
  stxReceived: bigint;
  stxTransfers: readonly (AssetMovement & { amount: bigint })[];
  /** Fungible tokens, `asset` as `address.contract::token`; amounts in the token's base unit. */
  ftTransfers: readonly (AssetMovement & { asset: string; amount: bigint })[];
  /** NFTs, with the id in Clarity syntax (`u3`). */
  nftTransfers: readonly (AssetMovement & { asset: string; idRepr: string })[];
}

export interface AddressTransactionsPage {
  transactions: AddressTransaction[];
  /** How many entries of this page could not be read (an odd shape): the list says so. */
  unreadable: number;
  total: number;
  /** The offset of the next page; undefined when this was the last one. */
  nextOffset: number | undefined;
}

const pageSchema = z.object({
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  results: z.array(z.unknown()),
});

function toAddressTransaction(entry: z.infer<typeof withTransfersSchema>): AddressTransaction {
  const movement = (m: { sender?: string | undefined; recipient?: string | undefined }) => ({
    from: m.sender || undefined,
    to: m.recipient || undefined,
  });
  return {
    tx: entry.tx,
    stxSent: BigInt(entry.stx_sent),
    stxReceived: BigInt(entry.stx_received),
    stxTransfers: (entry.stx_transfers ?? []).map((t) => ({
      ...movement(t),
      amount: BigInt(t.amount),
    })),
    ftTransfers: (entry.ft_transfers ?? []).map((t) => ({
      ...movement(t),
      asset: t.asset_identifier,
      amount: BigInt(t.amount),
    })),
    nftTransfers: (entry.nft_transfers ?? []).map((t) => ({
      ...movement(t),
      asset: t.asset_identifier,
      idRepr: t.value.repr,
    })),
  };
}

/** One entry of the answer's `results` → `AddressTransaction`. */
export const addressTransactionSchema = withTransfersSchema.transform(toAddressTransaction);

export async function fetchAddressTransactions(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  address: string,
  offset: number,
  signal?: AbortSignal,
): Promise<AddressTransactionsPage> {
  const page = await fetchStacksApi({
    network,
    path: `extended/v1/address/${encodeURIComponent(address)}/transactions_with_transfers?limit=${String(ADDRESS_TRANSACTIONS_PAGE_SIZE)}&offset=${String(offset)}`,
    schema: pageSchema,
    signal,
  });
  const transactions: AddressTransaction[] = [];
  for (const item of page.results) {
    const parsed = addressTransactionSchema.safeParse(item);
    if (parsed.success) transactions.push(parsed.data);
  }
  const next = offset + page.results.length;
  return {
    transactions,
    unreadable: page.results.length - transactions.length,
    total: page.total,
    nextOffset: page.results.length > 0 && next < page.total ? next : undefined,
  };
}

function addressTransactionsQueryKey(network: ActiveNetwork, address: string) {
  return [...networkQueryKey(network), 'address-transactions', address] as const;
}

/**
 * The account's history, a page of 50 at a time (`fetchNextPage` as the person scrolls). Pages
 * are by offset: a transaction mined between two pages shifts the next one by one, so the list
 * must drop a txid it already shows.
 */
export function addressTransactionsQueryOptions(network: ActiveNetwork, address: string) {
  return infiniteQueryOptions({
    queryKey: addressTransactionsQueryKey(network, address),
    queryFn: ({ pageParam, signal }) =>
      fetchAddressTransactions(network, address, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
  });
}
