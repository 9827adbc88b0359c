import { useAtomValue } from 'jotai';
import { findStxAddress } from './addresses';
import { addressesAtom } from './connection-store';

/** The address that names the current wallet connection (its STX address, else its first), or
 * undefined while no wallet is connected: what per-connection queries are keyed by. */
export function useConnectedWalletKey(): string | undefined {
  const addresses = useAtomValue(addressesAtom);
  return findStxAddress(addresses)?.address ?? addresses[0]?.address;
}
