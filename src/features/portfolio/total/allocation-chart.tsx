import type { AllocationRow } from './allocation';
import styles from './portfolio-total.module.css';

const WIDTH = 600;
const HEIGHT = 32;
/** Space between two parts, so neighbours differ by more than their colour. */
const GAP = 3;

/**
 * The allocation as one bar split in proportion to each part. A small hand-written SVG,
 * loaded in its own chunk; hidden from screen readers, which read the table with the same numbers.
 * Each part's colour matches the swatch of its table row.
 */
export function AllocationChart({ rows }: { rows: readonly AllocationRow[] }) {
  const usable = WIDTH - GAP * Math.max(0, rows.length - 1);
  // Tenths of a percent → widths: a ratio for the picture, never an amount shown.
  const widths = rows.map((row) => Math.max(1, (row.shareTenths / 1000) * usable));
  const starts = widths.map((_, index) =>
    widths.slice(0, index).reduce((sum, width) => sum + width + GAP, 0),
  );
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="allocation-chart"
    >
      {rows.map((row, index) => (
        <rect
          key={row.key}
          x={starts[index]}
          y={0}
          width={widths[index]}
          height={HEIGHT}
          rx={4}
          className={styles.part}
          data-part={row.key}
        />
      ))}
    </svg>
  );
}
