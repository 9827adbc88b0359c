import { useAtomValue } from 'jotai';
import type { NetworkKind } from '@/config/networks';
import { stxAddressAtom } from '@/wallet/connection-store';
import { principalNetworkError } from '@/wallet/principal-network-error';

/** The connected account when it is an account of `network`'s kind; a wallet on the other
 * network has no sBTC here to show or move. */
export function useSbtcAccount(network: NetworkKind): string | undefined {
  const connected = useAtomValue(stxAddressAtom);
  if (!connected || principalNetworkError(connected, network) !== undefined) return undefined;
  return connected;
}
