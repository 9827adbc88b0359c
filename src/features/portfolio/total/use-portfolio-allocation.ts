import { useQueries, useQuery } from '@tanstack/react-query';
import { accountBalancesQueryOptions } from '@/stacks/api/account-balances';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';
import {
  bitcoinAddressBalanceQueryOptions,
  bitcoinBalanceUnavailableReason,
} from '@/stacks/esplora/bitcoin-address-balance';
import type { PortfolioSbtcSectionProps } from '../portfolio-section-props';
import { useFiatPricing, type FiatPricing } from '../prices/use-fiat-pricing';
import { computeAllocation, type Allocation } from './allocation';

const STX_DECIMALS = 6;
const BTC_DECIMALS = 8;

export type PortfolioAllocationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  /** The account's amounts read, but there is no total in money (see `pricing`). */
  | { status: 'no-prices'; pricing: Exclude<FiatPricing, { status: 'ready' | 'loading' }> }
  | {
      status: 'ready';
      currency: string;
      minorDigits: number;
      allocation: Allocation;
      /** Why something held is not in the total, in words. */
      notes: string[];
    };

/** The account's value in the chosen currency and how it divides (Total). */
export function usePortfolioAllocation({
  network,
  address,
  btcAddresses,
  sbtcToken,
}: PortfolioSbtcSectionProps): PortfolioAllocationState {
  const balances = useQuery(accountBalancesQueryOptions(network, address));
  const pricing = useFiatPricing();
  const ready = pricing.status === 'ready' ? pricing : undefined;
  const otherTokens = (balances.data?.fungibleTokens ?? []).filter(
    ({ contract }) => contract !== sbtcToken,
  );
  // Decimals are read only for the tokens with a price: a token without one is not counted anyway.
  const pricedTokens = ready
    ? otherTokens.filter(({ contract }) => ready.priceOf({ kind: 'token', contract }) !== undefined)
    : [];
  const metadata = useQueries({
    queries: pricedTokens.map(({ contract }) => tokenMetadataQueryOptions(network, contract)),
  });
  // An address the network's Esplora cannot be asked about (the devnet, another chain's) has a
  // disabled query that stays pending for ever: it is left out, not waited for (finding 2).
  const readableBtc = btcAddresses.filter(
    ({ address: btc }) => bitcoinBalanceUnavailableReason(network, btc) === undefined,
  );
  const bitcoin = useQueries({
    queries: ready
      ? readableBtc.map(({ address: btc }) => bitcoinAddressBalanceQueryOptions(network, btc))
      : [],
  });

  if (balances.isPending) return { status: 'loading' };
  if (balances.isError) {
    return {
      status: 'failed',
      message: `Could not read the account’s balances: ${balances.error.message}`,
      retry: () => void balances.refetch(),
    };
  }
  if (pricing.status === 'loading') return { status: 'loading' };
  if (pricing.status !== 'ready') return { status: 'no-prices', pricing };
  if (metadata.some((query) => query.isPending) || bitcoin.some((query) => query.isPending)) {
    return { status: 'loading' };
  }

  const { availableMicroStx, lockedMicroStx, fungibleTokens } = balances.data;
  const notes: string[] = [];
  const sbtc = fungibleTokens.find(({ contract }) => contract === sbtcToken);

  let tokensValue = 0n;
  let tokensCounted = 0;
  let decimalsUnknown = 0;
  pricedTokens.forEach(({ contract, balance }, index) => {
    const decimals = metadata[index]?.data?.decimals;
    if (decimals === undefined) {
      decimalsUnknown += 1;
      return;
    }
    const value = pricing.valueOf({ kind: 'token', contract }, balance, decimals);
    if (value === undefined) return;
    tokensValue += value;
    tokensCounted += 1;
  });
  // Two reasons a token is left out, each said as it is (finding 12): no market price, or a
  // price but decimals that could not be read from the token.
  const tokensUnpriced = otherTokens.length - tokensCounted - decimalsUnknown;
  if (tokensUnpriced > 0) {
    notes.push(
      `${tokensUnpriced} ${tokensUnpriced === 1 ? 'token has' : 'tokens have'} no market price and ${tokensUnpriced === 1 ? 'is' : 'are'} not counted.`,
    );
  }
  if (decimalsUnknown > 0) {
    notes.push(
      `${decimalsUnknown} priced ${decimalsUnknown === 1 ? 'token is' : 'tokens are'} not counted: ${decimalsUnknown === 1 ? 'its' : 'their'} decimals could not be read from the token.`,
    );
  }

  let btcSats: bigint | undefined = 0n;
  const btcSkipped = btcAddresses.length - readableBtc.length;
  if (btcSkipped > 0) {
    notes.push(
      `${btcSkipped} Bitcoin ${btcSkipped === 1 ? 'address is' : 'addresses are'} not of this network’s chain and ${btcSkipped === 1 ? 'is' : 'are'} not counted.`,
    );
  }
  if (btcAddresses.length === 0) {
    notes.push(
      'Bitcoin is counted for the connected wallet only: a Stacks address does not name its owner’s Bitcoin addresses.',
    );
  } else if (bitcoin.some((query) => query.isError)) {
    btcSats = undefined;
    notes.push('The Bitcoin balances could not be read and are not counted.');
  } else {
    for (const query of bitcoin) btcSats += query.data?.confirmedSats ?? 0n;
    notes.push('Bitcoin counts confirmed coins only.');
  }

  const allocation = computeAllocation([
    {
      key: 'stx-available',
      label: 'STX available',
      value: pricing.valueOf({ kind: 'stx' }, availableMicroStx, STX_DECIMALS),
    },
    {
      key: 'stx-locked',
      label: 'STX locked in staking',
      value: pricing.valueOf({ kind: 'stx' }, lockedMicroStx, STX_DECIMALS),
    },
    {
      key: 'sbtc',
      label: 'sBTC',
      value: pricing.valueOf({ kind: 'btc' }, sbtc?.balance ?? 0n, BTC_DECIMALS),
    },
    {
      key: 'tokens',
      label: 'Other tokens',
      value: tokensCounted > 0 || otherTokens.length === 0 ? tokensValue : undefined,
    },
    {
      key: 'btc',
      label: 'BTC',
      value:
        btcSats === undefined ? undefined : pricing.valueOf({ kind: 'btc' }, btcSats, BTC_DECIMALS),
    },
  ]);
  return {
    status: 'ready',
    currency: pricing.currency,
    minorDigits: pricing.minorDigits,
    allocation,
    notes,
  };
}
