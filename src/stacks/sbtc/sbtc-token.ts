// pox-5 pays rewards in this sBTC token on every network: the contract hard-codes it
// (pox-5.clar `claim-rewards`, `(contract-call? 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token
// transfer …)`), and simnet deploys it at the same address (docs/staking-pox-5.md#simnet). 8
// decimals: amounts are sats (docs/staking-pox-5.md#rewards).
export const SBTC_TOKEN_CONTRACT = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
/** The fungible token's asset name inside the contract. */
export const SBTC_ASSET_NAME = 'sbtc-token';
