import { toSafeExternalUrl } from './external-link';

export const LEATHER_POSTS_URL = 'https://leather.io/posts/';
export const EXPLORER_URL = 'https://explorer.hiro.so';
export const EXPLORER_SOURCE_TAG = 'satchel';

/**
 * Spec §2: a destination starting with http or https is used as is; anything else is a post
 * slug under the provider's posts path. Returns undefined when the result is not a safe URL.
 */
export function buildLearnMoreUrl(destination: string): string | undefined {
  const trimmed = destination.trim();
  if (/^https?:/i.test(trimmed)) return toSafeExternalUrl(trimmed);
  const slug = trimmed.replace(/^\/+/, '');
  if (!slug || !/^[\w-]+(?:\/[\w-]+)*\/?$/.test(slug)) return undefined;
  return toSafeExternalUrl(LEATHER_POSTS_URL + slug);
}

export interface ExplorerNetworkOptions {
  /** The explorer's chain parameter: mainnet or testnet. */
  chain: 'mainnet' | 'testnet';
  /** For devnet and custom APIs, so the explorer can find the transaction. */
  apiUrl?: string | undefined;
}

export interface ExplorerTxLinkOptions extends ExplorerNetworkOptions {
  txid: string;
}

function explorerUrl(path: string, { chain, apiUrl }: ExplorerNetworkOptions): string {
  const url = new URL(path, EXPLORER_URL);
  url.searchParams.set('chain', chain);
  url.searchParams.set('utm_source', EXPLORER_SOURCE_TAG);
  if (apiUrl) url.searchParams.set('api', apiUrl);
  return url.href;
}

/** Spec §2: `/txid/{id}` with the source tag and the chain as query parameters. */
export function buildExplorerTxUrl({ txid, ...network }: ExplorerTxLinkOptions): string {
  const id = txid.startsWith('0x') ? txid : `0x${txid}`;
  return explorerUrl(`/txid/${encodeURIComponent(id)}`, network);
}

/** The explorer's front page for a network, with the same parameters as transaction links. */
export function buildExplorerHomeUrl(network: ExplorerNetworkOptions): string {
  return explorerUrl('/', network);
}
