import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PageSection } from '@/design-system/page-layout';
import { Button } from '@/design-system/button';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { formatTokenAmount } from '@/lib/token-amount';
import {
  accountBalancesQueryOptions,
  type FungibleTokenBalance,
} from '@/stacks/api/account-balances';
import type { TokenMetadata } from '@/stacks/api/token-metadata';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';
import { parseContractId } from '@/stacks/contract-id';
import type { PortfolioSbtcSectionProps } from '../portfolio-section-props';
import { FiatValue } from '../prices/fiat-value';
import type { PricedAsset } from '../prices/priced-asset';
import { sbtcFirst } from './sbtc-first';
import holdings from '../holdings.module.css';

/** Every SIP-010 token the account holds, sBTC (the network's own, `sbtcToken`) first: its name
 * and symbol, the amount in its decimals (exact, from base units) and its value where a price is
 * known. Name, symbol and decimals come from Hiro's token index, else from the contract
 * (token-metadata-query.ts). */
export function TokensSection({ network, address, sbtcToken }: PortfolioSbtcSectionProps) {
  const balances = useQuery(accountBalancesQueryOptions(network, address));
  const tokens = sbtcFirst(balances.data?.fungibleTokens ?? [], sbtcToken);
  const metadata = useQueries({
    queries: tokens.map((token) => tokenMetadataQueryOptions(network, token.contract)),
  });

  let body;
  if (balances.error) {
    body = (
      <SectionFailure
        onRetry={() => void balances.refetch()}
        retrying={balances.isFetching}
      >{`Could not read this account’s tokens: ${balances.error.message}`}</SectionFailure>
    );
  } else if (!balances.data) {
    body = <Shimmer label="Loading Tokens" />;
  } else if (tokens.length === 0) {
    body = <p>This account holds no SIP-010 tokens on {network.name}.</p>;
  } else {
    body = (
      <div className={holdings.tableScroll}>
        <table className={holdings.table}>
          <caption className="visually-hidden">SIP-010 tokens held</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col" className={holdings.number}>
                Amount
              </th>
              <th scope="col" className={holdings.number}>
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token, index) => (
              <TokenRow
                key={token.asset}
                token={token}
                asset={pricedAsset(token, sbtcToken)}
                metadata={metadata[index]}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return <PageSection title="Tokens">{body}</PageSection>;
}

/** sBTC is pegged 1:1 to BTC and priced as BTC (fiat-value.tsx's PricedAsset). Prices exist on
 * mainnet only (use-fiat-pricing.ts), so testnet's sBTC, though named so, shows no price. */
function pricedAsset(token: FungibleTokenBalance, sbtcToken: string): PricedAsset {
  return token.contract === sbtcToken
    ? { kind: 'btc' }
    : { kind: 'token', contract: token.contract };
}

function TokenRow({
  token,
  asset,
  metadata,
}: {
  token: FungibleTokenBalance;
  asset: PricedAsset;
  metadata: UseQueryResult<TokenMetadata> | undefined;
}) {
  const known = metadata?.data;
  const contractName = parseContractId(token.contract)?.[1] ?? token.contract;
  return (
    <tr>
      <th scope="row">
        <span className={holdings.name}>
          {known ? `${known.name} (${known.symbol})` : contractName}
        </span>
        <code className={holdings.contract}>{token.asset}</code>
        {metadata?.error ? (
          <span className={holdings.note}>
            {`Its name, symbol and decimals could not be read (${metadata.error.message}), so the amount is in base units. `}
            <Button
              size="sm"
              variant="outline"
              loading={metadata.isFetching}
              onClick={() => void metadata.refetch()}
            >
              Try again
            </Button>
          </span>
        ) : null}
      </th>
      <td className={holdings.number}>
        {known ? (
          formatTokenAmount(token.balance, known)
        ) : metadata?.error ? (
          `${token.balance.toString()} base units`
        ) : (
          <span className={holdings.note}>Reading its decimals…</span>
        )}
      </td>
      <td className={holdings.number}>
        {known ? (
          <FiatValue asset={asset} baseUnits={token.balance} decimals={known.decimals} />
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">No price</span>
          </>
        )}
      </td>
    </tr>
  );
}
