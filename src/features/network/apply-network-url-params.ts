import type { createStore } from 'jotai';
import { selectNetworkAtom } from '@/stacks/active-network';
import { customApisAtom } from '@/stacks/custom-apis';
import { checkCustomApi, INVALID_API_URL_MESSAGE } from './check-custom-api';
import { readNetworkUrlParams, withoutNetworkUrlParams } from './network-url-params';

export type ApiRefusedHandler = (apiInput: string, reason: string) => void;

interface ApplyOptions {
  store: ReturnType<typeof createStore>;
  /** Aborted when the page moved on: nothing is applied any more. */
  signal: AbortSignal;
  onApiRefused: ApiRefusedHandler;
}

/**
 * Applies `?chain=` and `?api=` to the store and returns the search string without
 * them. A new `?api=` is checked like one typed in the dialog (a link must not switch the user
 * to something that is not a Stacks node); a refusal goes to `onApiRefused`, with words.
 */
export async function applyNetworkUrlParams(
  search: string,
  { store, signal, onApiRefused }: ApplyOptions,
): Promise<string> {
  const { chain, api, apiInput } = readNetworkUrlParams(search);
  if (chain) store.set(selectNetworkAtom, { name: chain });
  if (!api) {
    if (apiInput !== undefined) onApiRefused(apiInput, INVALID_API_URL_MESSAGE);
    return withoutNetworkUrlParams(search);
  }
  const saved = store.get(customApisAtom).saved.find((custom) => custom.url === api);
  if (saved) {
    store.set(selectNetworkAtom, { custom: saved });
    return withoutNetworkUrlParams(search);
  }
  try {
    const custom = await checkCustomApi(api);
    if (!signal.aborted) store.set(selectNetworkAtom, { custom });
  } catch (error) {
    if (!signal.aborted) {
      onApiRefused(apiInput ?? api, error instanceof Error ? error.message : String(error));
    }
  }
  return withoutNetworkUrlParams(search);
}
