import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import { availableStxQueryOptions } from '@/stacks/api/available-stx';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { routes } from '@/lib/routes';
import { ClaimRewardsSection } from '../shared/claim-rewards-section';
import { PositionActions } from '../shared/position-actions';
import { PositionSummary } from '../shared/position-summary';
import { poolsPayingThemselves } from '../shared/paid-by-pool';
import { cyclesToClaim, type RewardCycleView } from '../shared/reward-cycle-view';
import {
  usePosition,
  usePoxState,
  useRewardCycles,
  useStoredPayout,
} from '../shared/use-staking-reads';
import styles from '../shared/staking-page.module.css';
import { PageLayout } from '@/design-system/page-layout';

// The chart is its own chunk: the page's first paint needs only words and figures.
const RewardsChart = lazy(() =>
  import('./rewards-chart').then((module) => ({ default: module.RewardsChart })),
);

/** /staking/position — the connected account's PoX-5 position, its per-cycle rewards and the
 * actions on it ("Your position"). */
export function PositionPage() {
  // The page is prerendered, and the build cannot know the stored wallet or network:
  // the HTML and the first client render show the same wallet-neutral frame, whatever is in
  // storage, and the body that depends on the wallet comes after hydration. Rendering the
  // visitor's banner first mismatched with a wallet connected (React #418, e2e/sbtc-devnet.spec.ts).
  const hydrated = useIsHydrated();
  const staker = findStxAddress(useAtomValue(addressesAtom))?.address;
  return (
    <PageLayout
      title="Your position"
      crumbs={
        <>
          <Link to={routes.staking()}>Staking</Link> › Your position
        </>
      }
    >
      {!hydrated ? (
        // The same placeholder a connected account sees while its position loads.
        <Shimmer label="Loading your position" lines={5} />
      ) : staker === undefined ? (
        <Banner variant="info" title="Connect your wallet to see your position">
          Your position is read from the chain for the connected account.
        </Banner>
      ) : (
        <ConnectedPosition staker={staker} />
      )}
    </PageLayout>
  );
}

function ConnectedPosition({ staker }: { staker: string }) {
  const network = useActiveNetwork();
  const pox = usePoxState(network);
  const pox5 = pox.data?.kind === 'pox-5' ? pox.data : undefined;
  const position = usePosition(network, pox5, staker);
  const rewards = useRewardCycles(network, pox5, staker);
  const stored = useStoredPayout(network, position.data?.manager, staker);
  const available = useQuery({ ...availableStxQueryOptions(network, staker) });

  // The cycle first: the position is read only once it is known to be pox-5's, so until then the
  // position's read waits (pending) and would hide a failed or non-pox-5 cycle behind a shimmer.
  if (pox.error)
    return (
      <Banner variant="error" title="Could not read the staking cycle">
        {pox.error.message}. Satchel tries again.
      </Banner>
    );
  if (pox.isPending) return <Shimmer label="Loading your position" lines={5} />;
  if (pox.data.kind !== 'pox-5')
    return (
      <Banner variant="info" title={`${network.name} does not run pox-5`}>
        This network’s node reports <code>{pox.data.contractId}</code>: there is no staking position
        to show here.
      </Banner>
    );
  if (position.isPending) return <Shimmer label="Loading your position" lines={5} />;
  if (position.error)
    return (
      <Banner variant="error" title="Could not read your position">
        {position.error.message}. Satchel tries again in a few seconds.
      </Banner>
    );
  const view = position.data ?? null;
  const pool = view?.manager ? findPoolByManager(view.manager, network.kind) : undefined;
  // With no position (a stake that ended more than a cycle ago), the rewards it earned can still
  // be claimed (docs/staking-pox-5.md#prior-art-leather): the Claim section stands on its own.
  const orphanClaims = view === null && rewards.data ? cyclesToClaim(rewards.data) : [];

  return (
    <>
      {view ? (
        <PositionSummary
          network={network}
          position={view}
          managerName={pool?.name ?? view.manager}
          pox={pox.data}
        />
      ) : (
        <section className={styles.section} aria-labelledby="no-position-heading">
          <h2 id="no-position-heading">No stake</h2>
          <p>
            This account has no PoX-5 stake. <Link to={routes.staking()}>Choose a pool</Link> to
            stake.
          </p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="rewards-heading">
        <h2 id="rewards-heading">Rewards per cycle</h2>
        <RewardsBody
          cycles={rewards.data}
          error={rewards.error}
          poolPayingItself={(manager) => poolsPayingThemselves([manager], network.kind)[0]?.name}
        />
      </section>
      {view ? (
        <PositionActions
          network={network}
          staker={staker}
          position={view}
          pox={pox.data}
          analyticsPool={pool?.slug ?? 'own-manager'}
          availableMicroStx={available.data?.availableMicroStx}
          storedPayout={stored.isSuccess ? stored.data : stored.isError ? 'unreadable' : 'loading'}
          rewardCycles={rewards.data}
        />
      ) : rewards.data && orphanClaims.length > 0 ? (
        <ClaimRewardsSection
          network={network}
          staker={staker}
          pox={pox.data}
          cycles={rewards.data}
        />
      ) : null}
    </>
  );
}

const CYCLE_STATUS: Readonly<Record<RewardCycleView['state'], string>> = {
  claimed: 'Claimed',
  unclaimed: 'Not claimed yet',
  'not-pulled': 'Not claimed yet (the manager collects it first; estimated)',
  accruing: 'Still accruing (estimated so far)',
  nothing: 'Nothing credited to this cycle',
  'paid-by-pool': 'Paid by the pool itself',
};

/** The table's words for a cycle: why nothing was earned, when it is known; for a pool that pays
 * rewards itself (`paidBy`, its name), that it does. */
function cycleStatus(entry: RewardCycleView, paidBy: string | undefined): string {
  if (entry.state === 'nothing' && !entry.inSignerSet) {
    return 'Nothing earned (the manager was not in this cycle’s signer set)';
  }
  if (paidBy !== undefined && entry.state === 'paid-by-pool')
    return `${paidBy} pays it in BTC to your payout address itself: nothing to claim here`;
  if (paidBy !== undefined && entry.state === 'accruing')
    return `${CYCLE_STATUS.accruing}; ${paidBy} pays it in BTC itself, nothing to claim here`;
  return CYCLE_STATUS[entry.state];
}

function RewardsBody({
  cycles,
  error,
  poolPayingItself,
}: {
  cycles: readonly RewardCycleView[] | undefined;
  error: Error | null;
  /** The name of the listed pool of `manager` when it pays rewards itself (paid-by-pool.tsx). */
  poolPayingItself: (manager: string) => string | undefined;
}) {
  if (error) return <p className={styles.error}>Could not read your rewards: {error.message}</p>;
  if (!cycles) return <Shimmer label="Loading your rewards" lines={3} />;
  return (
    <Suspense fallback={<Shimmer label="Drawing the chart" lines={3} />}>
      <RewardsChart
        cycles={cycles.map((entry) => {
          const paidBy = poolPayingItself(entry.manager);
          const status = cycleStatus(entry, paidBy);
          // What such a pool pays itself is never "to claim": it is drawn as its own part.
          const paidByPoolSats =
            paidBy === undefined
              ? undefined
              : entry.state === 'accruing'
                ? entry.toClaimSats
                : entry.state === 'paid-by-pool'
                  ? entry.earnedSats
                  : undefined;
          return {
            cycle: entry.cycle,
            earnedSats: entry.earnedSats,
            claimedSats: entry.claimedSats,
            toClaimSats: paidByPoolSats === undefined ? entry.toClaimSats : 0n,
            ...(paidByPoolSats === undefined ? {} : { paidByPoolSats }),
            status: entry.netIsEstimate
              ? `${status}; after the manager’s fee as it is today, which it fixes for the cycle only when it collects it`
              : status,
          };
        })}
      />
    </Suspense>
  );
}
