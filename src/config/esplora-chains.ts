import type { NetworkKind } from '@/config/networks';

// The public Esplora API (Blockstream's Esplora HTTP API, as served by mempool.space; see
// https://github.com/Blockstream/esplora/blob/master/API.md and
// https://mempool.space/docs/api/rest) that reads Bitcoin balances for each Stacks network.
//
// Which Bitcoin chain a Stacks network pairs with, for the wallet's own addresses:
// - mainnet: Bitcoin mainnet.
// - testnet: Bitcoin testnet3. The Hiro testnet's own burnchain is Hiro's private regtest node
//   (bitcoin.regtest.hiro.so, stacks-network/stacks-core#4736 and #5657), which has no
//   public Esplora; the wallets' tb1… addresses hold their coins on a public test chain, and
//   Leather's network `testnet` (named "Testnet3") pairs api.testnet.hiro.so with `testnet3` at
//   mempool.space/testnet/api (leather-io/mono packages/models/src/network/network.model.ts,
//   `networkTestnet`). lib/links.ts already sends testnet txids to mempool.space/testnet.
//   Leather also pairs the same Stacks API with testnet4 and signet, whose tb1… addresses look
//   the same; the section names the chain it read, so a balance is never taken for another's.
// - devnet: none. The local node has no Bitcoin chain (devnet/README.md), so nothing is asked.

/** mempool.space: already the app's Bitcoin explorer (lib/links.ts), CORS-enabled, no key. */
const ESPLORA_ORIGIN = 'https://mempool.space';

export interface EsploraChain {
  /** The API base; `address/{addr}` is resolved below it. */
  apiUrl: string;
  /** The chain's name as a person reads it. */
  label: string;
}

export const ESPLORA_CHAINS: Readonly<Record<NetworkKind, EsploraChain | undefined>> = {
  mainnet: { apiUrl: `${ESPLORA_ORIGIN}/api`, label: 'Bitcoin mainnet' },
  testnet: { apiUrl: `${ESPLORA_ORIGIN}/testnet/api`, label: 'Bitcoin testnet3' },
  devnet: undefined,
};
