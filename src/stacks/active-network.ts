import { atom, useAtomValue } from 'jotai';
import {
  deriveNetworkKind,
  NETWORK_DEFAULTS,
  type NetworkKind,
  type NetworkName,
} from '@/config/networks';
import { findNamedApiNetwork, NAMED_API_NETWORKS } from '@/config/named-api-networks';
import { networkAtom } from '@/wallet/connection-store';
import { customApisAtom, type CustomApi } from './custom-apis';

/** Everything a Stacks API call needs to know about the selected network. */
export interface ActiveNetwork {
  /** The spec's network name; for a custom API, the name of its kind. */
  name: NetworkName;
  kind: NetworkKind;
  apiUrl: string;
  chainId: number;
  /** True when another host replaces the network's default one: a custom API the user added,
   * or a named network such as the PoX-5 test network (decision 0008). */
  custom: boolean;
}

export function customNetwork(api: CustomApi): ActiveNetwork {
  const kind = deriveNetworkKind({ chainId: api.chainId, apiUrl: api.url });
  return { name: kind, kind, apiUrl: api.url, chainId: api.chainId, custom: true };
}

function defaultNetwork(name: NetworkName): ActiveNetwork {
  const { apiUrl, chainId } = NETWORK_DEFAULTS[name];
  return { name, kind: deriveNetworkKind({ chainId, apiUrl }), apiUrl, chainId, custom: false };
}

/** The named networks (config/named-api-networks.ts) as custom APIs: built in, never saved. */
const NAMED_NETWORK_APIS: readonly CustomApi[] = NAMED_API_NETWORKS.map(({ url, chainId }) => ({
  url,
  chainId,
}));

/** The network the app talks to: the active custom API or named network if there is one,
 * otherwise the persisted network's default host. */
export const activeNetworkAtom = atom<ActiveNetwork>((get) => {
  const { saved, active } = get(customApisAtom);
  const custom = [...NAMED_NETWORK_APIS, ...saved].find((api) => api.url === active);
  return custom ? customNetwork(custom) : defaultNetwork(get(networkAtom));
});

export type NetworkChoice = { name: NetworkName } | { custom: CustomApi };

/** Switches to a default network or to a custom API (saving it if new). The `network` key
 * always holds a spec name, so a custom API stores its kind there. */
export const selectNetworkAtom = atom(null, (_get, set, choice: NetworkChoice) => {
  if ('name' in choice) {
    set(networkAtom, choice.name);
    set(customApisAtom, (current) => ({ ...current, active: null }));
    return;
  }
  const { custom } = choice;
  set(networkAtom, customNetwork(custom).name);
  // A named network is built in: choosing it (or linking to its URL) never saves a copy.
  const named = findNamedApiNetwork(custom.url) !== undefined;
  set(customApisAtom, (current) => ({
    saved: [...current.saved.filter((api) => api.url !== custom.url), ...(named ? [] : [custom])],
    active: custom.url,
  }));
});

/** Forgets a custom API; when it was in use, the network's default host takes over. */
export const removeCustomApiAtom = atom(null, (_get, set, url: string) => {
  set(customApisAtom, (current) => ({
    saved: current.saved.filter((api) => api.url !== url),
    active: current.active === url ? null : current.active,
  }));
});

export function useActiveNetwork(): ActiveNetwork {
  return useAtomValue(activeNetworkAtom);
}

/** The part of a query key that keeps data from different networks apart. */
export function networkQueryKey(network: ActiveNetwork): readonly [string, string] {
  return [network.name, network.apiUrl];
}

/** The explorer's `chain` parameter and, for a node it cannot know (devnet, custom), `api`. */
export function explorerNetworkParams(network: ActiveNetwork): {
  chain: 'mainnet' | 'testnet';
  apiUrl: string | undefined;
} {
  return {
    chain: network.kind === 'mainnet' ? 'mainnet' : 'testnet',
    apiUrl: network.custom || network.kind === 'devnet' ? network.apiUrl : undefined,
  };
}
