import { useCallback } from 'react';
import type { PoolSlug } from '@/config/staking-choices';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import { stakingPools } from '@/stacks/staking/staking-pools';
import { BringYourOwnManager } from './bring-your-own-manager';
import { CycleFiguresLayout, CycleShimmer } from './cycle-card.layout';
import type { HubPoxState } from './hub-live-view';
import { HubSection } from './hub-section';
import { POOLS_SECTION_ID } from './hub-section-ids';
import { LiquidOptionsLayout } from './liquid-options.layout';
import { LOADING } from './live-figure';
import { SectionFailure } from '@/design-system/section-failure';
import { StakingFaq } from './staking-faq';
import { StakingPoolsTableLayout, type PoolFigures } from './staking-pools-table.layout';
import { useHubLive } from './use-hub-live';
import { YourPositionSlot } from './your-position-slot';
import styles from './staking-hub.module.css';

const POOL_FIGURES_LOADING: PoolFigures = {
  fee: LOADING,
  stakedMicroStx: LOADING,
  inSignerSet: LOADING,
};

const FAILED = { state: 'failed' } as const;
const POOL_FIGURES_FAILED = { fee: FAILED, stakedMicroStx: FAILED, inSignerSet: FAILED };

function CycleCard({ pox, onRetry }: { pox: HubPoxState; onRetry: () => void }) {
  return (
    <HubSection headingId="cycle-heading" title="Current cycle">
      {/* Keeps the figures' height from the first paint, so the sections below never move when
          they arrive or fail (no layout shift). */}
      <div className={styles.cycleBody}>
        {pox.state === 'pox-5' && <CycleFiguresLayout cycle={pox.cycle} />}
        {pox.state === 'failed' && (
          <SectionFailure onRetry={onRetry} retrying={pox.retrying}>
            The current cycle could not be read: the Stacks API did not answer as expected.
          </SectionFailure>
        )}
        {(pox.state === 'loading' || pox.state === 'no-pox-5') && <CycleShimmer />}
      </div>
    </HubSection>
  );
}

/**
 * The /staking hub (docs/product-decisions.md#pages): your position, the current cycle and whether
 * changes are open, the pools with their figures from the chain, bring your own signer-manager,
 * liquid options and the FAQ. Everything a visitor sees is prerendered with skeletons; the live
 * data arrives right after hydration. A network whose /v2/pox is not pox-5 gets one notice and
 * nothing to act on.
 */
export function StakingHub() {
  const hydrated = useIsHydrated();
  const network = useActiveNetwork();
  // Prerendered with mainnet's list (the default network): the names and payouts are the same
  // on the devnet; a network with no listed pool shows its own words once hydrated.
  const pools = stakingPools(hydrated ? network.kind : 'mainnet');
  // The live data, read from TanStack Query through the hub's store once hydrated: the sections
  // below are the prerendered ones, never replaced (docs/decisions/0013-hub-live-store.md).
  const live = useHubLive(pools);
  const { pox, poolFigures, liquid } = live.view;
  const figuresFor = useCallback(
    (slug: PoolSlug) => poolFigures.bySlug[slug] ?? POOL_FIGURES_LOADING,
    [poolFigures],
  );

  return (
    <>
      {pox.state === 'no-pox-5' ? (
        <div className={styles.noPox5} role="status">
          <h2>Staking is not available on this network</h2>
          <p>
            This network runs <code>{pox.contractId}</code>, not pox-5, so Satchel offers no staking
            here. Choose a network that runs pox-5, such as mainnet, in the network menu.
          </p>
        </div>
      ) : (
        <>
          <YourPositionSlot currentCycle={pox.state === 'pox-5' ? pox.currentCycle : undefined} />
          <CycleCard pox={pox} onRetry={live.retryPox} />
          <HubSection id={POOLS_SECTION_ID} headingId="pools-heading" title="Staking pools">
            <p>
              A pool is a signer-manager with many stakers. You stake to it from your own account
              and it pays your share of the rewards in sBTC (or BTC), minus its fee.
            </p>
            {pox.state === 'failed' ? (
              // Without the current cycle no figure can be read: one message, one retry.
              <StakingPoolsTableLayout
                pools={pools}
                figuresFor={() => POOL_FIGURES_FAILED}
                onRetry={live.retryPox}
                retrying={pox.retrying}
              />
            ) : (
              <StakingPoolsTableLayout
                pools={pools}
                figuresFor={figuresFor}
                onRetry={live.retryPoolFigures}
                retrying={poolFigures.retrying}
              />
            )}
          </HubSection>
          <BringYourOwnManager />
          <LiquidOptionsLayout figures={liquid} onRetry={live.retryLiquid} />
        </>
      )}
      <StakingFaq />
    </>
  );
}
