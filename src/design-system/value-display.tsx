import type { ReactNode } from 'react';
import styles from './value-display.module.css';

/** Shown in place of an empty value (docs/product-decisions.md#header-and-wallet-connection). */
export const EMPTY_VALUE_DASH = '—';

export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

export interface ValueDisplayProps {
  value: ReactNode;
  /** Monospace, for addresses, hashes and amounts. */
  mono?: boolean;
  /** What a screen reader says instead of the dash. */
  emptyLabel?: string;
}

/** A value, or a dash when it is null, undefined or an empty string. */
export function ValueDisplay({ value, mono = false, emptyLabel = 'None' }: ValueDisplayProps) {
  if (isEmptyValue(value)) {
    return (
      <span className={styles.value} data-empty="">
        <span aria-hidden="true">{EMPTY_VALUE_DASH}</span>
        <span className="visually-hidden">{emptyLabel}</span>
      </span>
    );
  }
  return (
    <span className={styles.value} data-mono={mono || undefined}>
      {value}
    </span>
  );
}
