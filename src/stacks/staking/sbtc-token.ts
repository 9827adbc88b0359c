// pox-5 pays rewards in this sBTC token on every network: the contract hard-codes it
// (pox-5.clar `claim-rewards`, `(contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token
// transfer …)`), and simnet deploys it at the same address (pox-5.md §10). 8 decimals: amounts
// are sats (pox-5.md §4).
export const SBTC_TOKEN_CONTRACT = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
/** The fungible token's asset name inside the contract. */
export const SBTC_ASSET_NAME = 'sbtc-token';
