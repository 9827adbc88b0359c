import { useQuery } from '@tanstack/react-query';
import { Shimmer } from '@/design-system/shimmer';
import { useActiveNetwork } from '@/stacks/active-network';
import { poxInfoQueryOptions, type PoxCycleInfo } from '@/stacks/stacking/pox-info';
import { BURN_BLOCKS_PER_DAY } from '@/stacks/stacking/stacking-protocols';
import { formatDays } from './format-figures';
import styles from './stacking-hub.module.css';

/** The current cycle from the selected network's /v2/pox: a shimmer, the figures, or words. */
export function PoxCycleFigures() {
  const network = useActiveNetwork();
  const query = useQuery(poxInfoQueryOptions(network));
  if (query.data) return <PoxCycleFiguresLayout info={query.data} />;
  if (query.isError) {
    return (
      <p className={styles.note}>
        The cycle figures are unavailable right now: the Stacks API did not answer as expected.
      </p>
    );
  }
  return <Shimmer lines={2} label="Loading the current cycle…" />;
}

export function PoxCycleFiguresLayout({ info }: { info: PoxCycleInfo }) {
  const percent = Math.round(info.cycleProgress * 100);
  return (
    <div className={styles.cycleFigures} data-state={info.inPreparePhase ? 'prepare' : 'reward'}>
      <p className={styles.cycleNumber}>Cycle {info.currentCycle}</p>
      <progress
        className={styles.cycleProgress}
        max={100}
        value={percent}
        aria-label={`Progress through cycle ${info.currentCycle}`}
        aria-valuetext={`${percent}% through cycle ${info.currentCycle}`}
      />
      <dl className={styles.cycleFacts}>
        <div>
          <dt>Next cycle in</dt>
          <dd>
            {formatDays(info.daysUntilNextCycle)}{' '}
            <span className={styles.secondary}>
              ({info.blocksUntilNextCycle.toLocaleString('en-US')} Bitcoin blocks)
            </span>
          </dd>
        </div>
        <div>
          <dt>Prepare phase</dt>
          <dd>
            {info.inPreparePhase
              ? 'On now — a delegation made now is likely to start one cycle later.'
              : `Starts in ${formatDays(info.blocksUntilPreparePhase / BURN_BLOCKS_PER_DAY)}`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
