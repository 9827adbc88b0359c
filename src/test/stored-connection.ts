import { STORAGE_KEYS } from '@/config/constants';

/** A wallet connection stored as the app keeps it (docs/product-decisions.md#storage): the devnet
 * selected and `address` as the STX account. No public key, so a form leaves the fee to the
 * wallet (the estimate needs @stacks/transactions, which misbehaves under jsdom; the devnet e2e
 * covers it). A store made after this reads it. */
export function storeDevnetConnection(address: string) {
  localStorage.setItem(STORAGE_KEYS.network, JSON.stringify('devnet'));
  localStorage.setItem(STORAGE_KEYS.addresses, JSON.stringify([{ symbol: 'STX', address }]));
}
