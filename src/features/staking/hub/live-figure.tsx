import type { UseQueryResult } from '@tanstack/react-query';
import { Shimmer } from '@/design-system/shimmer';
import { ValueDisplay } from '@/design-system/value-display';
import styles from './staking-hub.module.css';

/** One figure read from the chain or a figures source: still loading, failed, or its value. */
export type LiveValue<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

export const LOADING: LiveValue<never> = { state: 'loading' };

/** A query as a live value. A value already read stays shown if a later refresh fails: it is
 * real, not made up. */
export function liveValue<T>(query: Pick<UseQueryResult<T>, 'data' | 'isError'>): LiveValue<T> {
  if (query.data !== undefined) return { state: 'ready', value: query.data };
  return query.isError ? { state: 'failed' } : LOADING;
}

/** One live figure in a table cell: a shimmer while loading, the figure, or a dash when it
 * failed or has no value (docs/product-decisions.md#what-satchel-is: never a made-up number). */
export function LiveFigure<T>({
  figure,
  format,
  label,
}: {
  figure: LiveValue<T>;
  format: (value: T) => string | undefined;
  /** What the figure is, for the loading announcement ("Fast Pool fee"). */
  label: string;
}) {
  if (figure.state === 'loading') {
    return (
      <div className={styles.figureLoading}>
        <Shimmer lines={1} label={`Loading ${label}`} />
      </div>
    );
  }
  return (
    <ValueDisplay
      value={figure.state === 'ready' ? format(figure.value) : undefined}
      emptyLabel="Not available"
    />
  );
}
