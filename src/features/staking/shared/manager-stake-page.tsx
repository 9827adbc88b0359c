import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/design-system/banner';
import { ExternalLink } from '@/design-system/external-link';
import { Shimmer } from '@/design-system/shimmer';
import { useActiveNetwork } from '@/stacks/active-network';
import { availableStxQueryOptions } from '@/stacks/api/available-stx';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { routes } from '@/lib/routes';
import { StakeForm } from '../pool/stake-form';
import type { ManagerFee } from '../pool/stake-review';
import { describeFeeSchedule, describeStatedFee } from './describe-fee';
import { PositionActions } from './position-actions';
import { PositionSummary } from './position-summary';
import { BondGate } from './bond-gate';
import { ClaimRewardsSection } from './claim-rewards-section';
import { cyclesToClaim } from './reward-cycle-view';
import { StakeReadinessGate } from './stake-readiness-gate';
import { describeStandIn } from './stand-in';
import { stakePageMode } from './stake-page-mode';
import type { StakeTarget } from './stake-target';
import {
  useManagerFee,
  usePoxState,
  usePosition,
  useRewardCycles,
  useStoredPayout,
} from './use-staking-reads';
import styles from './staking-page.module.css';
import { PageLayout } from '@/design-system/page-layout';

/**
 * One signer-manager's page (a listed pool, or one brought by contract id): its facts read from
 * the chain, then the Stake form — or, when the connected account is staked with it, the same
 * Claim / Update / Unstake sections as the position page.
 */
export function ManagerStakePage({ target, crumb }: { target: StakeTarget; crumb: string }) {
  const network = useActiveNetwork();
  const staker = findStxAddress(useAtomValue(addressesAtom))?.address;
  const pox = usePoxState(network);
  const fee = useManagerFee(network, target.manager, target.pool?.fixedFeeBips);
  const position = usePosition(network, pox.data?.kind === 'pox-5' ? pox.data : undefined, staker);
  const available = useQuery({
    ...availableStxQueryOptions(network, staker ?? ''),
    enabled: staker !== undefined,
  });

  const page = (children: ReactNode) => (
    <PageLayout
      title={<>Stake with {target.pool ? target.name : 'your signer-manager'}</>}
      crumbs={
        <>
          <Link to={routes.staking()}>Staking</Link> › {crumb}
        </>
      }
    >
      {children}
    </PageLayout>
  );

  if (pox.isPending) {
    return page(<Shimmer label="Reading the chain’s staking cycle" lines={4} />);
  }
  if (pox.error) {
    return page(
      <Banner variant="error" title="Could not read the staking cycle">
        {pox.error.message}. Nothing can be staked until it is read; Satchel tries again.
      </Banner>,
    );
  }
  if (pox.data.kind !== 'pox-5') {
    return page(
      <Banner variant="info" title={`${network.name} does not run pox-5`}>
        This network’s node reports <code>{pox.data.contractId}</code>, so no staking is offered
        here. Switch network in the header.
      </Banner>,
    );
  }
  const pox5 = pox.data;
  const mode = stakePageMode(position.data ?? undefined, [
    target.manager,
    ...(target.pool?.otherManagers ?? []),
  ]);
  const here = mode.kind === 'here' || (mode.kind === 'pending' && mode.sameManager === true);
  const elsewhere =
    mode.kind === 'elsewhere' || (mode.kind === 'pending' && mode.sameManager === false);
  const pendingFirst = mode.kind === 'pending' && mode.sameManager === undefined;

  return page(
    <>
      <ManagerFacts target={target} fee={fee} />
      <ManagerStakeNotices
        targetName={target.name}
        connected={staker !== undefined}
        positionError={position.error}
        elsewhere={elsewhere}
        pendingFirst={pendingFirst}
      />
      {mode.kind === 'stake' && mode.claimsOfEnded && staker ? (
        <EndedClaims staker={staker} pox={pox5} />
      ) : null}
      {here && staker ? (
        <ManagerPosition
          target={target}
          staker={staker}
          pox={pox5}
          available={available.data?.availableMicroStx}
        />
      ) : null}
      {mode.kind === 'stake' && (staker === undefined || position.isSuccess) ? (
        <BondGate network={network} pox={pox5} staker={staker}>
          <StakeReadinessGate network={network} pox={pox5} target={target}>
            <StakeForm
              key={`${network.name}:${network.apiUrl}:${target.manager}`}
              target={target}
              network={network}
              staker={staker}
              pox={pox5}
              fee={fee}
              availableMicroStx={available.data?.availableMicroStx}
            />
          </StakeReadinessGate>
        </BondGate>
      ) : null}
    </>,
  );
}

/** What the page says above its sections: connect to sign, a position it could not read, a
 * position elsewhere or still pending. */
function ManagerStakeNotices({
  targetName,
  connected,
  positionError,
  elsewhere,
  pendingFirst,
}: {
  targetName: string;
  connected: boolean;
  positionError: Error | null;
  elsewhere: boolean;
  pendingFirst: boolean;
}) {
  return (
    <>
      {connected ? null : (
        <Banner variant="info" title="Connect your wallet to stake">
          You can fill in the form now; signing needs a connected wallet (Connect, at the top).
        </Banner>
      )}
      {positionError ? (
        <Banner variant="warning" title="Could not read your position">
          {positionError.message}. Satchel will not send a stake until it knows whether you already
          have one.
        </Banner>
      ) : null}
      {elsewhere ? (
        <Banner variant="info" title="You already stake with another signer-manager">
          pox-5 holds one position per account.{' '}
          <Link to={routes.stakingPosition()}>See your position</Link> to update it (an update can
          move it to {targetName}) or unstake.
        </Banner>
      ) : null}
      {pendingFirst ? (
        <Banner variant="info" title="Your staking transaction is waiting to be confirmed">
          pox-5 holds one position per account; once it is confirmed,{' '}
          <Link to={routes.stakingPosition()}>your position</Link> shows it.
        </Banner>
      ) : null}
    </>
  );
}

function ManagerPosition({
  target,
  staker,
  pox,
  available,
}: {
  target: StakeTarget;
  staker: string;
  pox: Parameters<typeof PositionSummary>[0]['pox'];
  available: bigint | undefined;
}) {
  const network = useActiveNetwork();
  const position = usePosition(network, pox, staker);
  const rewards = useRewardCycles(network, pox, staker);
  const stored = useStoredPayout(network, target.manager, staker);
  if (!position.data) return null;
  return (
    <>
      <p>
        You stake with {target.pool ? target.name : 'this signer-manager'}.{' '}
        <Link to={routes.stakingPosition()}>See your position</Link> with its rewards per cycle.
      </p>
      <PositionSummary
        network={network}
        position={position.data}
        managerName={target.name}
        pox={pox}
      />
      <PositionActions
        network={network}
        staker={staker}
        position={position.data}
        pox={pox}
        analyticsPool={target.analyticsPool}
        availableMicroStx={available}
        storedPayout={stored.isSuccess ? stored.data : stored.isError ? 'unreadable' : 'loading'}
        rewardCycles={rewards.data}
      />
    </>
  );
}

/** The cycles a position that has ended still has to claim
 * (docs/staking-pox-5.md#prior-art-leather), above the Stake form. */
function EndedClaims({
  staker,
  pox,
}: {
  staker: string;
  pox: Parameters<typeof PositionSummary>[0]['pox'];
}) {
  const network = useActiveNetwork();
  const rewards = useRewardCycles(network, pox, staker);
  if (!rewards.data || cyclesToClaim(rewards.data).length === 0) return null;
  return <ClaimRewardsSection network={network} staker={staker} pox={pox} cycles={rewards.data} />;
}

function ManagerFacts({ target, fee }: { target: StakeTarget; fee: ManagerFee }) {
  const network = useActiveNetwork();
  const listed = findPoolByManager(target.manager, network.kind);
  return (
    <section aria-labelledby="manager-facts" className={styles.section}>
      <h2 id="manager-facts">The signer-manager</h2>
      <dl className={styles.facts}>
        <dt>Contract</dt>
        <dd>
          <code>{target.manager}</code>
        </dd>
        {listed?.entry.kind === 'native-pool' ? (
          <>
            <dt>You stake through</dt>
            <dd>
              <code>{listed.entry.contract}</code> (its own contract, which stakes with pox-5 for
              you)
            </dd>
          </>
        ) : null}
        <dt>Fee</dt>
        <dd data-testid="manager-fee">
          {fee.state === 'known'
            ? fee.stated
              ? describeStatedFee(fee.bips, target.name)
              : describeFeeSchedule(fee)
            : fee.state === 'loading'
              ? 'Reading it from the chain…'
              : `Could not read it (${fee.reason})`}
        </dd>
        <dt>Rewards paid in</dt>
        <dd>
          {target.payouts === 'btc'
            ? 'BTC, to a Bitcoin address you give'
            : target.payouts === 'sbtc'
              ? 'sBTC, to your account'
              : 'sBTC to your account, or BTC to a Bitcoin address you give'}
        </dd>
        {target.pool?.standIn ? (
          <>
            <dt>On this devnet</dt>
            <dd data-testid="manager-stand-in">{describeStandIn(target.name)}</dd>
          </>
        ) : null}
        {target.pool ? (
          <>
            <dt>Website</dt>
            <dd>
              <ExternalLink href={target.pool.website}>
                {new URL(target.pool.website).host}
              </ExternalLink>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
