import { CopyButton } from '@/design-system/copy-button';
import styles from './copy-value.module.css';

/** A result value (a signature, a key, an address) under its name, with a button to copy it.
 * The button names what it copies, so a list of them reads well to a screen reader. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <code>{value}</code>
        <CopyButton value={value} label={label.toLowerCase()} />
      </dd>
    </div>
  );
}
