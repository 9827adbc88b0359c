import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type Tone = 'default' | 'error' | 'info' | 'success' | 'warning';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: Tone;
}

/** A short label for a state or category. */
export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-variant={variant}
      {...rest}
    />
  );
}
