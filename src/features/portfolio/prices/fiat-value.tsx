// STUB (issue 14, prices helper replaces it): the fiat value of an amount, or a dash when no
// price is known. Never a stale or invented figure.

/** What can have a price: STX, BTC (sBTC is priced as BTC), or a SIP-010 token's contract. */
export type PricedAsset = { kind: 'stx' } | { kind: 'btc' } | { kind: 'token'; contract: string };

export interface FiatValueProps {
  asset: PricedAsset;
  /** Base units of the asset. */
  baseUnits: bigint;
  decimals: number;
}

export function FiatValue(_props: FiatValueProps) {
  return <span aria-label="No price">—</span>;
}
