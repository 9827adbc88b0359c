import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useActiveNetwork } from '@/stacks/active-network';
import { areFreshRates, fiatRatesQueryOptions } from '@/stacks/leather-market/fiat-rates';
import { isFreshPrice } from '@/stacks/leather-market/market-price-map';
import { nativePricesQueryOptions } from '@/stacks/leather-market/native-prices';
import { sip10PricesQueryOptions } from '@/stacks/leather-market/sip10-prices';
import { SBTC_TOKEN_CONTRACT } from '@/stacks/sbtc/sbtc-token';
import { BASE_CURRENCY, fiatCurrencyAtom } from './fiat-currency';
import type { PricedAsset } from './priced-asset';
import { useNow } from './use-now';
import { currencyMinorDigits } from '@/lib/format-number';
import { fiatMinorUnits, scaledPrice, type ScaledPrice } from './fiat-money';

export type FiatPricing =
  /** Testnet and devnet coins have no market: no price is asked for. */
  | { status: 'not-mainnet' }
  | { status: 'loading' }
  /** The market or the chosen currency's rate could not be read (or is too old). */
  | { status: 'unavailable'; retry: () => void }
  | {
      status: 'ready';
      currency: string;
      minorDigits: number;
      /** The asset's price in the currency, or undefined when the market has no fresh one. */
      priceOf: (asset: PricedAsset) => ScaledPrice | undefined;
      /** `baseUnits` of the asset in minor units of the currency, or undefined without a price. */
      valueOf: (asset: PricedAsset, baseUnits: bigint, decimals: number) => bigint | undefined;
    };

/** Prices in the chosen currency for the network the page reads: mainnet only. Only a query whose
 * last attempt succeeded is trusted — after a failed refetch the figure becomes a dash, never an
 * old number. */
export function useFiatPricing(): FiatPricing {
  const network = useActiveNetwork();
  const currency = useAtomValue(fiatCurrencyAtom);
  const mainnet = network.kind === 'mainnet';
  const native = useQuery({ ...nativePricesQueryOptions(), enabled: mainnet });
  const sip10 = useQuery({ ...sip10PricesQueryOptions(), enabled: mainnet });
  const needsRate = currency !== BASE_CURRENCY;
  const rates = useQuery({ ...fiatRatesQueryOptions(), enabled: mainnet && needsRate });
  const now = useNow();

  if (!mainnet) return { status: 'not-mainnet' };
  const queries = needsRate ? [native, sip10, rates] : [native, sip10];
  if (queries.some((query) => query.isError)) {
    return {
      status: 'unavailable',
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
    };
  }
  if (!native.isSuccess || !sip10.isSuccess || (needsRate && !rates.isSuccess)) {
    return { status: 'loading' };
  }
  // Ages are checked again now, not only when the answers came: a cached answer outlives a
  // laptop's sleep or a hidden tab, and the refetch that follows takes a moment (finding 10).
  const rate = !needsRate
    ? 1
    : rates.data && areFreshRates(rates.data.at, now)
      ? rates.data.rates.get(currency)
      : undefined;
  if (rate === undefined) return { status: 'unavailable', retry: () => void rates.refetch() };

  const minorDigits = currencyMinorDigits(currency);
  const usdPriceOf = (asset: PricedAsset) => {
    if (asset.kind === 'stx') return native.data.get('STX');
    // sBTC is redeemable one for one for BTC (SIP-021, "A Trustless Two-way Peg for Bitcoin":
    // sBTC "later redeemed for the same number of BTC"), so it is priced as BTC. Prices exist on
    // mainnet only (above), so the sBTC meant here is mainnet's contract: testnet's sBTC
    // (sbtc-contracts.ts) is never priced — on testnet nothing is, and on mainnet that contract
    // is not sBTC. The sections pass the network's own sBTC as `{ kind: 'btc' }` already.
    if (asset.kind === 'btc' || asset.contract === SBTC_TOKEN_CONTRACT)
      return native.data.get('BTC');
    return sip10.data.get(asset.contract);
  };
  const priceOf = (asset: PricedAsset) => {
    const usd = usdPriceOf(asset);
    return usd === undefined || !isFreshPrice(usd.lastPriceAt, now)
      ? undefined
      : scaledPrice(usd.usd, rate);
  };
  return {
    status: 'ready',
    currency,
    minorDigits,
    priceOf,
    valueOf: (asset, baseUnits, decimals) => {
      const price = priceOf(asset);
      return price === undefined
        ? undefined
        : fiatMinorUnits(baseUnits, decimals, price, minorDigits);
    },
  };
}
