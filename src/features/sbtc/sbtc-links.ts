// The page's links out, once: where to get sBTC without the wallet's swap (a wallet without
// `openSwap`), and the places that use sBTC (Earn with sBTC).

/** The official sBTC bridge app: docs.stacks.co, "Using the sBTC bridge app" (learn/sbtc):
 * "Ensure that you are using the bridge located at sbtc.stacks.co. This is the only official
 * sBTC bridge." */
export const SBTC_BRIDGE_APP_URL = 'https://sbtc.stacks.co/';

/** Bitflow, a decentralized exchange on Stacks that trades STX and sBTC (its site as its GitHub
 * organisation BitflowFinance lists it; stacks.org "BitFlow: A Bitcoin Native Decentralized
 * Exchange Using sBTC"). Mainnet only. */
export const STX_SBTC_DEX_URL = 'https://www.bitflow.finance/';

/** Places that use sBTC, as plain links: no yields or figures, which change and are theirs to
 * state. Each one's sBTC use checked on its own pages:
 * - Zest: sBTC supplied and borrowed in its Stacks market (https://leather.io/posts/zest,
 *   https://zestprotocol.gitbook.io/zest/what-is-zest-protocol/the-technology-under-the-hood);
 * - Granite: borrowing stablecoins against sBTC (https://granite.world, https://docs.granite.world);
 * - Bitflow: sBTC trading pairs (https://docs.bitflow.finance, "What is sBTC?" and its ticker's
 *   `sbtc-token` pairs; https://stacks.org/sbtc-use-case-bitflow). */
export const SBTC_VENUES: readonly { name: string; url: string; use: string }[] = [
  { name: 'Zest Protocol', url: 'https://www.zestprotocol.com/', use: 'lend and borrow sBTC' },
  { name: 'Granite', url: 'https://granite.world/', use: 'borrow against sBTC' },
  { name: 'Bitflow', url: STX_SBTC_DEX_URL, use: 'trade sBTC' },
];
