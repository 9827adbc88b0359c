import { Button } from '@/design-system/button';
import styles from '../send-stx/send-stx-form.module.css';

/** After a transfer was sent: the way back to an empty form. */
export function SendAnother({ onClick }: { onClick: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="outline" onClick={onClick}>
        Send another
      </Button>
    </div>
  );
}
