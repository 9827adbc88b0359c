import { Button } from './button';
import styles from './section-failure.module.css';

/** A section whose data could not be read: what failed, in words, and a way to try again. The
 * other sections are unaffected (each section fails alone). */
export function SectionFailure({
  children,
  onRetry,
  retrying = false,
}: {
  children: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.failure} role="status">
      <p>{children}</p>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
