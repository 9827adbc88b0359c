/** What can have a price: STX, BTC (sBTC is priced as BTC), or a SIP-010 token's contract. */
export type PricedAsset = { kind: 'stx' } | { kind: 'btc' } | { kind: 'token'; contract: string };
