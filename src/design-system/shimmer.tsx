import styles from './shimmer.module.css';

export interface ShimmerProps {
  /** Number of placeholder lines. */
  lines?: number;
  /** What is loading, for assistive technology. */
  label?: string;
  /** A taller first line, for a heading. */
  heading?: boolean;
}

/** Placeholder lines while content loads; announced once as a status. */
export function Shimmer({ lines = 3, label = 'Loading…', heading = false }: ShimmerProps) {
  return (
    <div className={styles.group} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={styles.line}
          data-kind={heading && index === 0 ? 'heading' : 'text'}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
