import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { linkStyle } from '@/design-system/link-style';
import { FactList, PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { routes } from '@/lib/routes';
import type { ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryOptions } from '@/stacks/api/account-balances';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import { summarizeRewards } from '@/stacks/staking/rewards-summary';
import { SBTC_ASSET_NAME } from '@/stacks/sbtc/sbtc-token';
import { stakerRewardsByCycleQueryOptions } from '@/stacks/staking/staker-rewards-by-cycle';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5Account } from '@/stacks/staking/staking-window';
import { storedPayoutQueryOptions } from '@/stacks/staking/stored-payout';
import { stxAddressAtom } from '@/wallet/connection-store';
import type { SbtcSectionProps } from '../sbtc-section-props';
import styles from './your-sbtc-section.module.css';

/**
 * **Your sBTC**: the connected account's sBTC balance to the sat, and what came from
 * staking rewards — what its claims have paid and what it can claim now. The balance is the
 * `/balances` answer the portfolio reads (one cache); the rewards are the staking pages' own
 * per-cycle history. Both refetch when stale (app default: 10 s) on mount and on window focus, so
 * coming back after a claim elsewhere shows fresh figures without polling; a claim in Satchel
 * invalidates every query.
 */
export function YourSbtcSection({
  network,
  contracts,
  address,
  connectControl,
}: SbtcSectionProps & { connectControl: ReactNode }) {
  const connected = useAtomValue(stxAddressAtom);
  let body;
  if (address) {
    body = (
      <div className={styles.facts}>
        <FactList>
          <dt>Balance</dt>
          <dd className={styles.figure}>
            <SbtcBalance network={network} token={contracts.token} address={address} />
          </dd>
          <dt>From staking rewards</dt>
          <dd className={styles.rewards}>
            <StakingRewards network={network} address={address} />
          </dd>
        </FactList>
      </div>
    );
  } else if (connected) {
    body = (
      <p>
        Your wallet is on the other network: switch the wallet or Satchel to {network.name} to see
        your sBTC here.
      </p>
    );
  } else {
    body = (
      <div className={styles.visitor}>
        <p>Connect a wallet to see your sBTC balance and what your staking rewards paid.</p>
        {connectControl}
      </div>
    );
  }
  return <PageSection title="Your sBTC">{body}</PageSection>;
}

function SbtcBalance({
  network,
  token,
  address,
}: {
  network: ActiveNetwork;
  token: string;
  address: string;
}) {
  const balance = useQuery({
    ...accountBalancesQueryOptions(network, address),
    // The API lists only tokens held: absent is none.
    select: ({ fungibleTokens }) =>
      fungibleTokens.find(
        (entry) => entry.contract === token && entry.tokenName === SBTC_ASSET_NAME,
      )?.balance ?? 0n,
  });
  if (balance.error) {
    return (
      <SectionFailure retrying={balance.isFetching} onRetry={() => void balance.refetch()}>
        The sBTC balance could not be read from the network.
      </SectionFailure>
    );
  }
  if (balance.data === undefined) return <Shimmer label="Loading the sBTC balance" lines={1} />;
  return <span data-testid="sbtc-balance">{formatSbtc(balance.data)}</span>;
}

function StakingRewards({ network, address }: { network: ActiveNetwork; address: string }) {
  const pox = useQuery(poxStateQueryOptions(network));
  if (pox.error) {
    return (
      <SectionFailure retrying={pox.isFetching} onRetry={() => void pox.refetch()}>
        The chain’s staking cycle could not be read, so the staking rewards are not known.
      </SectionFailure>
    );
  }
  if (!pox.data) return <Shimmer label="Loading the staking rewards" lines={2} />;
  if (pox.data.kind !== 'pox-5') {
    return (
      <p data-testid="sbtc-from-rewards">
        None: this network runs <code>{pox.data.contractId}</code>, not pox-5, so staking pays no
        sBTC here.
      </p>
    );
  }
  return <Pox5Rewards network={network} pox={pox.data} address={address} />;
}

function Pox5Rewards({ network, pox, address }: Pox5Account) {
  const history = useQuery(stakerRewardsByCycleQueryOptions(network, { pox, staker: address }));
  // Managers that keep a BTC payout address for this staker pay claims as BTC, not sBTC.
  const managers = [
    ...new Set(
      (history.data ?? []).filter((row) => row.state !== 'nothing').map((row) => row.manager),
    ),
  ];
  const payouts = useQueries({
    queries: managers.map((manager) =>
      storedPayoutQueryOptions(network, { manager, staker: address }),
    ),
  });
  if (history.error) {
    return (
      <SectionFailure retrying={history.isFetching} onRetry={() => void history.refetch()}>
        The staking rewards could not be read from pox-5 and the signer-manager.
      </SectionFailure>
    );
  }
  if (!history.data) return <Shimmer label="Loading the staking rewards" lines={2} />;
  const summary = summarizeRewards(history.data);
  const btcPayoutManagers = managers.filter((_, index) => payouts[index]?.data?.kind === 'stored');
  return (
    <>
      <p data-testid="sbtc-from-rewards">
        {summary.claimedIsEstimate ? 'About ' : ''}
        {formatSbtc(summary.claimedSats)} claimed
        {summary.claimedIsEstimate
          ? ' (an estimate: a manager’s fee for a cycle could not be read, so part is before the fee)'
          : ''}
      </p>
      {summary.claimableSats > 0n ? (
        <p data-testid="sbtc-claimable">
          {formatSbtc(summary.claimableSats)} claimable now:{' '}
          <RouterLink {...linkStyle()} to={routes.stakingPosition()}>
            claim it on your position page
          </RouterLink>
        </p>
      ) : null}
      {btcPayoutManagers.length > 0 ? (
        <p>
          {btcPayoutManagers
            .map((manager) => findPoolByManager(manager, network.kind)?.name ?? manager)
            .join(', ')}{' '}
          {btcPayoutManagers.length === 1 ? 'pays' : 'pay'} your claims as BTC to your payout
          address: those are not sBTC and do not add to this balance.
        </p>
      ) : null}
    </>
  );
}
