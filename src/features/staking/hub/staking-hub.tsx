import { lazy, Suspense, useCallback, useState } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import type { StackingTrackerToken } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import { stakingPools } from '@/stacks/staking/staking-pools';
import { BringYourOwnManager } from './bring-your-own-manager';
import { CycleFiguresLayout, CycleShimmer } from './cycle-card.layout';
import type { HubPoolFigures, HubPoxState } from './hub-live';
import { HubSection } from './hub-section';
import { POOLS_SECTION_ID } from './hub-section-ids';
import { LiquidOptionsLayout } from './liquid-options.layout';
import { LOADING, type LiveValue } from './live-figure';
import { SectionFailure } from '@/design-system/section-failure';
import { StakingFaq } from './staking-faq';
import { StakingPoolsTableLayout } from './staking-pools-table.layout';
import { YourPositionSlot } from './your-position-slot';
import styles from './staking-hub.module.css';

const PoxStateSource = lazy(() =>
  import('./hub-live').then((module) => ({ default: module.PoxStateSource })),
);
const PoolFiguresSource = lazy(() =>
  import('./hub-live').then((module) => ({ default: module.PoolFiguresSource })),
);
const LiquidFiguresSource = lazy(() =>
  import('./hub-live').then((module) => ({ default: module.LiquidFiguresSource })),
);

const POOL_FIGURES_LOADING: HubPoolFigures = {
  figuresFor: () => ({ fee: LOADING, stakedMicroStx: LOADING, inSignerSet: LOADING }),
  retry: () => {},
  retrying: false,
};

const FAILED = { state: 'failed' } as const;
const POOL_FIGURES_FAILED = { fee: FAILED, stakedMicroStx: FAILED, inSignerSet: FAILED };

function CycleCard({ pox }: { pox: HubPoxState }) {
  return (
    <HubSection headingId="cycle-heading" title="Current cycle">
      {/* Keeps the figures' height from the first paint, so the sections below never move when
          they arrive or fail (no layout shift). */}
      <div className={styles.cycleBody}>
        {pox.state === 'pox-5' && <CycleFiguresLayout cycle={pox.cycle} />}
        {pox.state === 'failed' && (
          <SectionFailure onRetry={pox.retry} retrying={pox.retrying}>
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
  const [pox, setPox] = useState<HubPoxState>({ state: 'loading' });
  const [poolFigures, setPoolFigures] = useState(POOL_FIGURES_LOADING);
  const [liquid, setLiquid] = useState<{
    figures: LiveValue<StackingTrackerToken | undefined>;
    retry: () => void;
  }>({ figures: LOADING, retry: () => {} });
  const onLiquid = useCallback(
    (figures: LiveValue<StackingTrackerToken | undefined>, retry: () => void) =>
      setLiquid({ figures, retry }),
    [],
  );

  return (
    <>
      <PoxStateSourceSlot hydrated={hydrated} onChange={setPox} />
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
          {/* The pools' figures need the current cycle: their source starts once it is known. */}
          {hydrated && pox.state === 'pox-5' && pools.length > 0 && (
            <Suspense fallback={null}>
              <PoolFiguresSource
                pools={pools}
                pox5={pox.contractId}
                currentCycle={pox.currentCycle}
                onChange={setPoolFigures}
              />
            </Suspense>
          )}
          {hydrated && (
            <Suspense fallback={null}>
              <LiquidFiguresSource onChange={onLiquid} />
            </Suspense>
          )}
          <YourPositionSlot currentCycle={pox.state === 'pox-5' ? pox.currentCycle : undefined} />
          <CycleCard pox={pox} />
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
                onRetry={pox.retry}
                retrying={pox.retrying}
              />
            ) : (
              <StakingPoolsTableLayout
                pools={pools}
                figuresFor={poolFigures.figuresFor}
                onRetry={poolFigures.retry}
                retrying={poolFigures.retrying}
              />
            )}
          </HubSection>
          <BringYourOwnManager />
          <LiquidOptionsLayout figures={liquid.figures} onRetry={liquid.retry} />
        </>
      )}
      <StakingFaq />
    </>
  );
}

function PoxStateSourceSlot({
  hydrated,
  onChange,
}: {
  hydrated: boolean;
  onChange: (state: HubPoxState) => void;
}) {
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PoxStateSource onChange={onChange} />
    </Suspense>
  );
}
