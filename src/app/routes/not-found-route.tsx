import { Link, useLocation } from 'react-router';
import styles from './page.module.css';

/** Any unknown path: say so, and offer a way back. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className={styles.centered}>
      <h1 className={styles.heading}>Page not found</h1>
      <p className={styles.lead}>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to="/stacking">Go to Stacking</Link>
      </p>
    </div>
  );
}
