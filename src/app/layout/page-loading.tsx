import styles from './page-loading.module.css';

/** Shown in the page area while a page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">Loading page…</span>
      <div className={styles.shimmer} data-size="heading" />
      <div className={styles.shimmer} />
      <div className={styles.shimmer} />
    </div>
  );
}
