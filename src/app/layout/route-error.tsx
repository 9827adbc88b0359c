import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/** Shown when a page fails to load or render: words, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main id="main" className={styles.error}>
      <h1>Something went wrong</h1>
      <p>
        This page could not be shown. Reloading usually helps; your wallet and funds are not
        affected.
      </p>
      <p>
        <small>Details: {detail}</small>
      </p>
      <p>
        <Link to="/">Back to Satchel</Link>
      </p>
    </main>
  );
}
