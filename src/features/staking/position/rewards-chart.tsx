import { useId } from 'react';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import styles from './rewards-chart.module.css';

/** One reward cycle of the chart, net of the manager's fee, in sats: everything it earned, what
 * of that has been paid out, and what is still owed. */
export interface RewardsChartCycle {
  cycle: number;
  earnedSats: bigint;
  claimedSats: bigint;
  toClaimSats: bigint;
  /** What a pool that pays rewards itself pays for the cycle, outside Satchel (never to claim):
   * drawn outlined, apart from the claimed and the owed parts. */
  paidByPoolSats?: bigint;
  /** The table's words for where the cycle stands. */
  status: string;
}

const WIDTH = 600;
const HEIGHT = 200;
const PLOT_TOP = 16;
const PLOT_BOTTOM = 172;
const PLOT_LEFT = 8;
const PLOT_RIGHT = WIDTH - 8;
/** Cycle labels closer than this (in viewBox units) would overlap: only every n-th is written. */
const MIN_LABEL_SPACING = 36;

/**
 * Earned sBTC per reward cycle as stacked bars: the part paid out solid, the part still owed
 * hatched on top, so the two differ by more than colour. A small hand-written SVG — no chart library — with the
 * same numbers in a table below it; the picture is hidden from screen readers, which read the
 * table instead.
 */
export function RewardsChart({ cycles }: { cycles: readonly RewardsChartCycle[] }) {
  const patternId = `${useId()}-unclaimed`;
  const tableCaptionId = `${useId()}-caption`;
  if (cycles.length === 0) {
    return <p>No reward cycles yet: the first one is counted once your first cycle has ended.</p>;
  }
  // A bar is as tall as what was paid plus what is owed (an accruing cycle's earned figure may
  // also count what the manager has not collected yet, which is neither).
  const barSats = (entry: RewardsChartCycle) => {
    const stacked = entry.claimedSats + entry.toClaimSats + (entry.paidByPoolSats ?? 0n);
    return stacked > entry.earnedSats ? stacked : entry.earnedSats;
  };
  const max = cycles.reduce((top, entry) => (barSats(entry) > top ? barSats(entry) : top), 0n);
  const slot = (PLOT_RIGHT - PLOT_LEFT) / cycles.length;
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_SPACING / slot));
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  // bigint → number only for the picture: a ratio of two sat figures, never an amount shown.
  const heightOf = (sats: bigint) =>
    max === 0n ? 0 : Math.max(sats > 0n ? 1 : 0, (Number(sats) / Number(max)) * plotHeight);

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
          {formatSbtc(max)}
        </text>
        {cycles.map((entry, index) => {
          const x = PLOT_LEFT + index * slot + (slot - barWidth) / 2;
          const claimedHeight = heightOf(entry.claimedSats);
          const owedHeight = heightOf(entry.toClaimSats);
          const paidByPoolHeight = heightOf(entry.paidByPoolSats ?? 0n);
          return (
            <g key={entry.cycle} data-cycle={entry.cycle}>
              <rect
                x={x}
                y={PLOT_BOTTOM - claimedHeight}
                width={barWidth}
                height={claimedHeight}
                className={styles.claimed}
                data-part="claimed"
              />
              <rect
                x={x}
                y={PLOT_BOTTOM - claimedHeight - owedHeight}
                width={barWidth}
                height={owedHeight}
                className={styles.unclaimed}
                fill={`url(#${patternId})`}
                data-part="to-claim"
              />
              {entry.paidByPoolSats === undefined ? null : (
                <rect
                  x={x}
                  y={PLOT_BOTTOM - claimedHeight - owedHeight - paidByPoolHeight}
                  width={barWidth}
                  height={paidByPoolHeight}
                  className={styles.paidByPool}
                  data-part="paid-by-pool"
                />
              )}
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className={styles.label}
                >
                  {entry.cycle}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
        {cycles.some((entry) => entry.paidByPoolSats !== undefined) ? (
          <span className={styles.key}>
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <rect x="1" y="1" width="12" height="12" className={styles.paidByPool} />
            </svg>
            Paid by the pool itself, in BTC
          </span>
        ) : null}
        <span>Cycle numbers along the bottom; the tallest bar is {formatSbtc(max)}.</span>
      </figcaption>
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

/** The lazy chunk's default export (React.lazy wants one). */
