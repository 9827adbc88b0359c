import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '@/design-system/page-layout';
import { Badge } from '@/design-system/badge';
import { linkStyle } from '@/design-system/link-style';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { formatMicroStx } from '@/lib/micro-stx';
import { routes } from '@/lib/routes';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import { POSITION_STATUS_LABEL, toPositionView } from '@/stacks/staking/position-view';
import { stakerRewardsByCycleQueryOptions } from '@/stacks/staking/staker-rewards-by-cycle';
import type { StakingPosition } from '@/stacks/staking/staking-position';
import { summarizeRewards } from '@/stacks/staking/rewards-summary';
import { stakingPositionQueryOptions } from '@/stacks/staking/staking-position-query';
import type { Pox5Account } from '@/stacks/staking/staking-window';
import { stxAddressAtom } from '@/wallet/connection-store';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import lineStyles from './staking-line.module.css';

/** The account's pox-5 position in one line, with its sBTC rewards and a way to the staking
 * pages. Reads through the staking pages' own query options, so both share a cache. */
export function StakingLine({ network, address }: PortfolioSectionProps) {
  const pox = useQuery(poxStateQueryOptions(network));
  let body;
  if (pox.error) {
    body = (
      <SectionFailure retrying={pox.isFetching} onRetry={() => void pox.refetch()}>
        The chain’s staking cycle could not be read, so the position is not known.
      </SectionFailure>
    );
  } else if (!pox.data) {
    body = <Shimmer label="Loading the staking position" lines={2} />;
  } else if (pox.data.kind !== 'pox-5') {
    body = (
      <p className={lineStyles.line} data-testid="staking-line">
        This network runs <code>{pox.data.contractId}</code>, not pox-5: there is no staking
        position to show.
      </p>
    );
  } else {
    body = <Pox5Line network={network} pox={pox.data} address={address} />;
  }
  return (
    <PageSection title="Staking">
      <div className={lineStyles.body}>{body}</div>
    </PageSection>
  );
}

function Pox5Line({ network, pox, address }: Pox5Account) {
  const isConnectedAccount = useAtomValue(stxAddressAtom) === address;
  const position = useQuery(stakingPositionQueryOptions(network, { pox, staker: address }));
  const rewards = useQuery({
    ...stakerRewardsByCycleQueryOptions(network, { pox, staker: address }),
    select: summarizeRewards,
  });
  if (position.error) {
    return (
      <SectionFailure retrying={position.isFetching} onRetry={() => void position.refetch()}>
        The staking position could not be read from pox-5.
      </SectionFailure>
    );
  }
  // Both are waited for together, so the line appears once (layout shift 0).
  if (!position.data || rewards.isPending) {
    return <Shimmer label="Loading the staking position" lines={2} />;
  }
  const view = toPositionView(position.data);
  // The position shows whatever the rewards do: only their part fails, with its own retry
  // (review finding 11).
  const summary = rewards.data;
  const hasRewards =
    summary !== undefined && (summary.earnedSats > 0n || summary.claimableSats > 0n);
  return (
    <>
      <p className={lineStyles.line} data-testid="staking-line">
        {view === null ? (
          <span>
            {position.data.pox4Released
              ? 'No pox-5 position: the pox-4 stake was released when pox-5 began.'
              : 'No staking position.'}
          </span>
        ) : (
          <>
            <span>{describePosition(position.data)}</span>
            <Badge variant={view.status === 'ended' ? 'default' : 'info'}>
              {POSITION_STATUS_LABEL[view.status]}
            </Badge>
          </>
        )}
        {summary !== undefined && (hasRewards || view !== null) ? (
          <span data-testid="staking-rewards">
            Rewards earned: {summary.earnedIsEstimate ? 'about ' : ''}
            {formatSbtc(summary.earnedSats)}; claimable now: {formatSbtc(summary.claimableSats)}
            {summary.awaitingCollectionSats > 0n
              ? `; about ${formatSbtc(summary.awaitingCollectionSats)} more once the manager collects it from pox-5 (anyone may send that collection)`
              : ''}
          </span>
        ) : null}
        {view === null ? (
          <RouterLink {...linkStyle()} to={routes.staking()}>
            {hasRewards ? 'Staking' : 'Stake STX'}
          </RouterLink>
        ) : null}
        {isConnectedAccount && (view !== null || hasRewards) ? (
          <RouterLink {...linkStyle()} to={routes.stakingPosition()}>
            Your position
          </RouterLink>
        ) : null}
      </p>
      {rewards.error ? (
        <SectionFailure retrying={rewards.isFetching} onRetry={() => void rewards.refetch()}>
          The staking rewards could not be read from pox-5 and the signer-manager.
        </SectionFailure>
      ) : null}
    </>
  );
}

/** "100 STX with Fast Pool, cycles 5 to 16": what is staked, with whom, and which cycles. */
function describePosition(position: StakingPosition): string {
  if (position.amountMicroStx === undefined) return 'A first stake waits to be confirmed';
  const amount = formatMicroStx(position.amountMicroStx);
  const manager = position.pool?.name ?? position.manager;
  const withWhom = manager === undefined ? '' : ` with ${manager}`;
  const cycles =
    position.firstCycle !== undefined && position.unlockCycle !== undefined
      ? `, cycles ${String(position.firstCycle)} to ${String(position.unlockCycle - 1)}`
      : '';
  return `${amount}${withWhom}${cycles}`;
}
