// Where to get sBTC without the wallet's swap (a wallet without `openSwap`).

/** The official sBTC bridge app: docs.stacks.co, "Using the sBTC bridge app" (learn/sbtc):
 * "Ensure that you are using the bridge located at sbtc.stacks.co. This is the only official
 * sBTC bridge." */
export const SBTC_BRIDGE_APP_URL = 'https://sbtc.stacks.co/';

/** Bitflow, a decentralized exchange on Stacks that trades STX and sBTC (its site as its GitHub
 * organisation BitflowFinance lists it; stacks.org "BitFlow: A Bitcoin Native Decentralized
 * Exchange Using sBTC"). Mainnet only. */
export const STX_SBTC_DEX_URL = 'https://www.bitflow.finance/';
