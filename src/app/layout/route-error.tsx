import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routes } from '@/lib/routes';
import styles from './route-error.module.css';

/**
 * Shown when a page fails to load or render: words, never a blank screen. Inside the layout it
 * is the page's content; `standalone` when the layout itself failed, so it is the page's main.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  const Container = standalone ? 'main' : 'section';
  return (
    <Container
      id={standalone ? 'main' : undefined}
      className={styles.error}
      aria-labelledby="route-error-heading"
    >
      <h1 id="route-error-heading">Something went wrong</h1>
      <p>
        This page could not be shown. Reloading usually helps; your wallet and funds are not
        affected.
      </p>
      <p>
        <small>Details: {detail}</small>
      </p>
      <p>
        <Link to={routes.home()}>Back to Satchel</Link>
      </p>
    </Container>
  );
}
