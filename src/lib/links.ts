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

/** docs/product-decisions.md#header-and-wallet-connection: `/txid/{id}` with the source tag and the
 * chain as query parameters. */
export function buildExplorerTxUrl({ txid, ...network }: ExplorerTxLinkOptions): string {
  const id = txid.startsWith('0x') ? txid : `0x${txid}`;
  return explorerUrl(`/txid/${encodeURIComponent(id)}`, network);
}

/** A contract's page on the explorer (`address.name`, the explorer shows contracts under
 * `/txid/`), with the same parameters as transaction links. */
export function buildExplorerContractUrl({
  contractId,
  ...network
}: ExplorerNetworkOptions & { contractId: string }): string {
  return explorerUrl(`/txid/${encodeURIComponent(contractId)}`, network);
}

/** The explorer's front page for a network, with the same parameters as transaction links. */
export function buildExplorerHomeUrl(network: ExplorerNetworkOptions): string {
  return explorerUrl('/', network);
}

const MEMPOOL_URL = 'https://mempool.space';
/** A Bitcoin txid: 32 bytes in hex. Anything else gets no link. */
const BITCOIN_TXID = /^[0-9a-f]{64}$/i;

/**
 * A Bitcoin transaction on mempool.space (mainnet at `/tx/…`, testnet at `/testnet/tx/…`), or
 * undefined where no public explorer can see it (regtest, what the devnet stands for) or the id
 * is not a txid. ExternalLink checks the result is http(s) like every other link.
 */
export function buildBitcoinTxUrl({
  txid,
  chain,
}: {
  txid: string;
  chain: 'mainnet' | 'testnet' | 'regtest';
}): string | undefined {
  if (chain === 'regtest' || !BITCOIN_TXID.test(txid)) return undefined;
  const prefix = chain === 'testnet' ? '/testnet' : '';
  return new URL(`${prefix}/tx/${txid.toLowerCase()}`, MEMPOOL_URL).href;
}

/** Letters and digits only, as every Bitcoin address is: nothing that could change the path. */
const BITCOIN_ADDRESS = /^[0-9a-zA-Z]{14,90}$/;

/**
 * A Bitcoin address on mempool.space (mainnet at `/address/…`, testnet at `/testnet/address/…`),
 * or undefined on regtest, which no public explorer sees, or for text that cannot be an address.
 */
export function buildBitcoinAddressUrl({
  address,
  chain,
}: {
  address: string;
  chain: 'mainnet' | 'testnet' | 'regtest';
}): string | undefined {
  if (chain === 'regtest' || !BITCOIN_ADDRESS.test(address)) return undefined;
  const prefix = chain === 'testnet' ? '/testnet' : '';
  return new URL(`${prefix}/address/${address}`, MEMPOOL_URL).href;
}
