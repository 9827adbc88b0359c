import { Shimmer } from '@/design-system/shimmer';
import { formatDays } from './format-figures';
import styles from './staking-hub.module.css';
import { formatNumber, formatPercent } from '@/lib/format-number';

/** 144 Bitcoin blocks in a day, for "about N days" (docs/product-decisions.md#constants). */
const BURN_BLOCKS_PER_DAY = 144;

/** The current cycle as the hub shows it, from pox-state (the chain's /v2/pox). */
export interface HubCycle {
  cycle: number;
  /** How far through the cycle, 0–1. */
  progress: number;
  /** docs/staking-pox-5.md#prepare-phase: every stake, update and unstake fails in the prepare
   * phase (u47, u28). */
  changesOpen: boolean;
  /** While open: Bitcoin blocks until the prepare phase closes them. */
  blocksUntilPreparePhase: number;
  /** Bitcoin blocks until the next cycle starts, which is when a closed window reopens. */
  blocksUntilNextCycle: number;
}

function blocksAndDays(blocks: number): string {
  const days = blocks / BURN_BLOCKS_PER_DAY;
  const when = days < 1 ? formatDays(days) : `about ${formatDays(days)}`;
  return `${formatNumber(blocks)} Bitcoin blocks (${when})`;
}

export function CycleShimmer() {
  return <Shimmer lines={3} label="Loading the current cycle…" />;
}

/** The figures of the current cycle and whether staking changes are open now. */
export function CycleFiguresLayout({ cycle }: { cycle: HubCycle }) {
  const percent = Math.round(cycle.progress * 100);
  return (
    <div className={styles.cycleFigures} data-state={cycle.changesOpen ? 'open' : 'prepare'}>
      <p className={styles.cycleNumber}>Cycle {formatNumber(cycle.cycle)}</p>
      <progress
        className={styles.cycleProgress}
        max={100}
        value={percent}
        aria-label={`Progress through cycle ${cycle.cycle}`}
        aria-valuetext={`${formatPercent(percent)} through cycle ${cycle.cycle}`}
      />
      {cycle.changesOpen ? (
        <p className={styles.changesOpen}>
          <strong>Changes are open.</strong> You can stake, update or unstake for{' '}
          {blocksAndDays(cycle.blocksUntilPreparePhase)}, until the prepare phase.
        </p>
      ) : (
        <p className={styles.changesClosed}>
          <strong>Changes are closed.</strong> Cycle {cycle.cycle} is in its prepare phase (or one
          block from it), when pox-5 refuses every stake, update and unstake (a transaction sent now
          would fail and still cost its fee). They reopen in{' '}
          {blocksAndDays(cycle.blocksUntilNextCycle)}, when cycle {cycle.cycle + 1} starts.
        </p>
      )}
      <dl className={styles.cycleFacts}>
        <div>
          <dt>Next cycle in</dt>
          <dd>{blocksAndDays(cycle.blocksUntilNextCycle)}</dd>
        </div>
      </dl>
    </div>
  );
}
