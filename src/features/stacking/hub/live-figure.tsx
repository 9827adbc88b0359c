import type { UseQueryResult } from '@tanstack/react-query';
import { Shimmer } from '@/design-system/shimmer';
import { ValueDisplay } from '@/design-system/value-display';
import styles from './stacking-hub.module.css';

/** Where a source of live figures stands: still loading, unavailable (failed, timed out,
 * malformed), or answered — even if it has no figure for some row. */
export type LiveFiguresState = 'loading' | 'unavailable' | 'ready';

export function liveFiguresState(
  query: Pick<UseQueryResult, 'data' | 'isError'>,
): LiveFiguresState {
  // Figures already read stay shown if a later refresh fails: they are real, not made up.
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'unavailable' : 'loading';
}

/** One live figure in a table cell: a shimmer while loading, the figure, or a dash when the
 * source is unavailable or has none (product.md: never a made-up number). */
export function LiveFigure({
  state,
  value,
  label,
}: {
  state: LiveFiguresState;
  value: string | undefined;
  /** What the figure is, for the loading announcement ("Fast Pool yield"). */
  label: string;
}) {
  if (state === 'loading') {
    return (
      <div className={styles.figureLoading}>
        <Shimmer lines={1} label={`Loading ${label}`} />
      </div>
    );
  }
  return <ValueDisplay value={value} emptyLabel="Not available" />;
}

/** Said once near a table whose source failed, so the dashes are explained. */
export function FiguresUnavailableNote() {
  return (
    <p className={styles.note} role="status">
      Live figures are unavailable right now. Yield, fee and TVL show as a dash until the source
      answers again; pools and minimums are unaffected.
    </p>
  );
}
