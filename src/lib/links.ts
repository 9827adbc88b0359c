const EXPLORER_URL = 'https://explorer.hiro.so';
const EXPLORER_SOURCE_TAG = 'satchel';

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
