import { useAtomValue } from 'jotai';
import { findStxAddress, type AddressEntry } from './addresses';
import { addressesAtom } from './connection-store';

/** The address that names a wallet connection (its STX address, else its first), or undefined
 * for no connection. */
export function connectedWalletKeyOf(addresses: readonly AddressEntry[]): string | undefined {
  return findStxAddress(addresses)?.address ?? addresses[0]?.address;
}

/** The address that names the current wallet connection (its STX address, else its first), or
 * undefined while no wallet is connected: what per-connection queries are keyed by. */
export function useConnectedWalletKey(): string | undefined {
  return connectedWalletKeyOf(useAtomValue(addressesAtom));
}
