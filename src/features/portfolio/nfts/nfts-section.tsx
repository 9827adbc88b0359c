import { useQuery } from '@tanstack/react-query';
import { PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { nftHoldingsQueryOptions } from '@/stacks/api/nft-holdings';
import { useNftIdPrinter } from '@/stacks/clarity/use-nft-id-printer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import { groupNftCollections } from './group-nft-collections';
import holdings from '../holdings.module.css';
import { formatNumber } from '@/lib/format-number';

/** The account's NFTs by collection: its name, how many, and each id printed in Clarity from
 * its bytes (the API's own text until the decoder has loaded). */
export function NftsSection({ network, address }: PortfolioSectionProps) {
  const query = useQuery(nftHoldingsQueryOptions(network, address));
  const printId = useNftIdPrinter();

  let body;
  if (query.error) {
    body = (
      <SectionFailure
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >{`Could not read this account’s NFTs: ${query.error.message}`}</SectionFailure>
    );
  } else if (!query.data) {
    body = <Shimmer label="Loading NFTs" />;
  } else if (query.data.holdings.length === 0) {
    body = <p>This account holds no NFTs on {network.name}.</p>;
  } else {
    const { holdings: listed, total } = query.data;
    body = (
      <>
        {total > listed.length ? (
          <p>
            {`Showing the first ${formatNumber(listed.length)} of ${formatNumber(total)} NFTs this account holds; the counts below are of those.`}
          </p>
        ) : null}
        <ul className={holdings.collections}>
          {groupNftCollections(listed).map((collection) => (
            <li key={collection.asset} className={holdings.collection}>
              <h3>
                {collection.name}{' '}
                <span className={holdings.count}>
                  {collection.holdings.length === 1
                    ? '1 NFT'
                    : `${formatNumber(collection.holdings.length)} NFTs`}
                </span>
              </h3>
              <code className={holdings.contract}>{collection.contract}</code>
              <ul className={holdings.ids} aria-label={`${collection.name} ids`}>
                {collection.holdings.map((holding) => (
                  <li key={holding.idHex}>{printId(holding)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return <PageSection title="NFTs">{body}</PageSection>;
}
