import { useId } from 'react';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import {
  HEIGHT,
  layoutRewardsChart,
  PLOT_BOTTOM,
  PLOT_LEFT,
  PLOT_RIGHT,
  PLOT_TOP,
  WIDTH,
  type RewardsBar,
  type RewardsChartCycle,
} from './rewards-chart-layout';
import styles from './rewards-chart.module.css';

/**
 * Earned sBTC per reward cycle as stacked bars: the part paid out solid, the part still owed
 * hatched on top, so the two differ by more than colour. A small hand-written SVG (no chart
 * library; the geometry is rewards-chart-layout.ts) with the same numbers in a table below it;
 * the picture is hidden from screen readers, which read the table instead.
 */
export function RewardsChart({ cycles }: { cycles: readonly RewardsChartCycle[] }) {
  const patternId = `${useId()}-unclaimed`;
  const tableCaptionId = `${useId()}-caption`;
  if (cycles.length === 0) {
    return <p>No reward cycles yet: the first one is counted once your first cycle has ended.</p>;
  }
  const { maxSats, bars } = layoutRewardsChart(cycles);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="rewards-chart"
      >
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className={styles.hatchBackground} />
            <line x1="0" y1="0" x2="0" y2="6" className={styles.hatchLine} />
          </pattern>
        </defs>
        <line
          x1={PLOT_LEFT}
          x2={PLOT_RIGHT}
          y1={PLOT_BOTTOM}
          y2={PLOT_BOTTOM}
          className={styles.axis}
        />
        <text x={PLOT_LEFT} y={PLOT_TOP - 4} className={styles.label}>
          {formatSbtc(maxSats)}
        </text>
        {bars.map((bar) => (
          <CycleBar key={bar.cycle} bar={bar} patternId={patternId} />
        ))}
      </svg>
      <RewardsLegend
        patternId={patternId}
        paidByPool={cycles.some((entry) => entry.paidByPoolSats !== undefined)}
        maxSats={maxSats}
      />
      <table className={styles.table} aria-labelledby={tableCaptionId}>
        <caption id={tableCaptionId}>Rewards per cycle, net of the manager’s fee</caption>
        <thead>
          <tr>
            <th scope="col">Cycle</th>
            <th scope="col">Earned</th>
            <th scope="col">Claimed</th>
            <th scope="col">To claim</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {cycles.map((entry) => (
            <tr key={entry.cycle}>
              <th scope="row">{entry.cycle}</th>
              <td>{formatSbtc(entry.earnedSats)}</td>
              <td>{formatSbtc(entry.claimedSats)}</td>
              <td>{formatSbtc(entry.toClaimSats)}</td>
              <td>{entry.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** One cycle's stacked bar and, where there is room, its number. */
function CycleBar({ bar, patternId }: { bar: RewardsBar; patternId: string }) {
  const { x, width } = bar;
  return (
    <g data-cycle={bar.cycle}>
      <rect x={x} width={width} {...bar.claimed} className={styles.claimed} data-part="claimed" />
      <rect
        x={x}
        width={width}
        {...bar.toClaim}
        className={styles.unclaimed}
        fill={`url(#${patternId})`}
        data-part="to-claim"
      />
      {bar.paidByPool === undefined ? null : (
        <rect
          x={x}
          width={width}
          {...bar.paidByPool}
          className={styles.paidByPool}
          data-part="paid-by-pool"
        />
      )}
      {bar.labelled ? (
        <text x={x + width / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.label}>
          {bar.cycle}
        </text>
      ) : null}
    </g>
  );
}

/** The keys, and the scale in words. */
function RewardsLegend({
  patternId,
  paidByPool,
  maxSats,
}: {
  patternId: string;
  paidByPool: boolean;
  maxSats: bigint;
}) {
  return (
    <figcaption className={styles.legend}>
      <span className={styles.key}>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <rect width="14" height="14" className={styles.claimed} />
        </svg>
        Claimed
      </span>
      <span className={styles.key}>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <rect width="14" height="14" className={styles.unclaimed} fill={`url(#${patternId})`} />
        </svg>
        Still to claim
      </span>
      {paidByPool ? (
        <span className={styles.key}>
          <svg width="14" height="14" aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="12" height="12" className={styles.paidByPool} />
          </svg>
          Paid by the pool itself, in BTC
        </span>
      ) : null}
      <span>Cycle numbers along the bottom; the tallest bar is {formatSbtc(maxSats)}.</span>
    </figcaption>
  );
}

/** The lazy chunk's default export (React.lazy wants one). */
