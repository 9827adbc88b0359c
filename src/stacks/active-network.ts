import { atom, useAtomValue } from 'jotai';
import {
  deriveNetworkKind,
  NETWORK_DEFAULTS,
  type NetworkKind,
  type NetworkName,
} from '@/config/networks';
import { networkAtom } from '@/wallet/connection-store';

/** Everything a Stacks API call needs to know about the selected network. */
export interface ActiveNetwork {
  name: NetworkName;
  kind: NetworkKind;
  apiUrl: string;
  chainId: number;
}

/** The network the app talks to, derived from the persisted selection. */
export const activeNetworkAtom = atom<ActiveNetwork>((get) => {
  const name = get(networkAtom);
  const { apiUrl, chainId } = NETWORK_DEFAULTS[name];
  return { name, kind: deriveNetworkKind({ chainId, apiUrl }), apiUrl, chainId };
});

export function useActiveNetwork(): ActiveNetwork {
  return useAtomValue(activeNetworkAtom);
}

/** The part of a query key that keeps data from different networks apart. */
export function networkQueryKey(network: ActiveNetwork): readonly [string, string] {
  return [network.name, network.apiUrl];
}
