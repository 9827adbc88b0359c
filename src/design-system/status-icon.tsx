import { Icon, type IconName, type IconSize } from './icon';
import styles from './status-icon.module.css';

type Status = 'failed' | 'pending' | 'sent' | 'confirmed';

const ICON: Record<Status, IconName> = {
  failed: 'error',
  pending: 'clock',
  sent: 'send',
  confirmed: 'success',
};
const LABEL: Record<Status, string> = {
  failed: 'Failed',
  pending: 'Pending',
  sent: 'Sent',
  confirmed: 'Confirmed',
};

export interface StatusIconProps {
  status: Status;
  size?: IconSize;
  /** Overrides the default spoken name ("Failed", "Pending", "Sent"). */
  label?: string;
}

/** A coloured icon for the failed / pending / sent states
 * (docs/product-decisions.md#connection-states), and confirmed (a mined transaction in a list). */
export function StatusIcon({ status, size = 'small', label }: StatusIconProps) {
  return (
    <span className={styles.status} data-status={status}>
      <Icon name={ICON[status]} size={size} label={label ?? LABEL[status]} />
    </span>
  );
}
