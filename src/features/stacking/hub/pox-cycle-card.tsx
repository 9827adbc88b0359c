import { lazy, Suspense } from 'react';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import styles from './stacking-hub.module.css';

// The figures and their /v2/pox reader (with its zod schema) load right after hydration, in
// their own chunk: the card's frame is prerendered, and the first page's JavaScript stays small.
const PoxCycleFigures = lazy(() =>
  import('./pox-cycle-figures').then((module) => ({ default: module.PoxCycleFigures })),
);

function CycleShimmer() {
  return <Shimmer lines={2} label="Loading the current cycle…" />;
}

/** The current PoX cycle on the selected network. */
export function PoxCycleCard() {
  const hydrated = useIsHydrated();
  return (
    <section className={styles.section} aria-labelledby="pox-cycle-heading">
      <h2 id="pox-cycle-heading">Current stacking cycle</h2>
      {hydrated ? (
        <Suspense fallback={<CycleShimmer />}>
          <PoxCycleFigures />
        </Suspense>
      ) : (
        <CycleShimmer />
      )}
    </section>
  );
}
