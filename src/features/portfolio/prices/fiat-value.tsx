import { formatFiat } from './fiat-money';
import type { PricedAsset } from './priced-asset';
import { useFiatPricing } from './use-fiat-pricing';

// The fiat value of an amount in the chosen currency, or a dash when no fresh price is known —
// never a stale or invented figure. Every section with a fiat column renders this.

export interface FiatValueProps {
  asset: PricedAsset;
  /** Base units of the asset. */
  baseUnits: bigint;
  decimals: number;
}

const NO_PRICE_WORDS = {
  'not-mainnet': 'No price: testnet and devnet coins have no market value',
  loading: 'Loading the price',
  unavailable: 'No price: market prices are unavailable right now',
  missing: 'No price: the market has no recent price for this asset',
} as const;

function Dash({ reason }: { reason: keyof typeof NO_PRICE_WORDS }) {
  return (
    <span aria-label={NO_PRICE_WORDS[reason]} title={NO_PRICE_WORDS[reason]}>
      —
    </span>
  );
}

export function FiatValue({ asset, baseUnits, decimals }: FiatValueProps) {
  const pricing = useFiatPricing();
  if (pricing.status !== 'ready') return <Dash reason={pricing.status} />;
  const value = pricing.valueOf(asset, baseUnits, decimals);
  if (value === undefined) return <Dash reason="missing" />;
  return <span>{formatFiat(value, pricing.currency, pricing.minorDigits)}</span>;
}
