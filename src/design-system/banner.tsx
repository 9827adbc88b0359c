import type { ReactNode } from 'react';
import type { Tone } from './badge';
import { Icon, type IconName } from './icon';
import styles from './banner.module.css';

const ICON: Record<Tone, IconName> = {
  default: 'info',
  info: 'info',
  error: 'error',
  success: 'success',
  warning: 'warning',
};

export interface BannerProps {
  variant?: Tone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links at the end of the banner. */
  action?: ReactNode;
}

/** A message across the content. Errors are announced at once; others politely. */
export function Banner({ variant = 'default', title, children, action }: BannerProps) {
  return (
    <div
      className={styles.banner}
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <Icon name={ICON[variant]} size="small" className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
