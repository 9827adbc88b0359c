import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { routes } from '@/lib/routes';
import styles from './route-error.module.css';

interface RouteErrorProps {
  error: unknown;
  standalone?: boolean;
}

/**
 * Shown when a page fails to load or render: words, never a blank screen. Inside the layout it
 * is the page's content; `standalone` when the layout itself failed, so it is the page's main.
 */
function RouteError({ error, standalone = false }: RouteErrorProps) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
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

interface BoundaryProps {
  children: ReactNode;
  standalone: boolean;
  /** The location's key: a new navigation shows its page again instead of the error. */
  locationKey: string;
}

interface BoundaryState {
  error?: { caught: unknown };
  /** The location the boundary last rendered at. */
  locationKey: string;
}

/** React catches a render error only in a class component's `getDerivedStateFromError`
 * (https://react.dev/reference/react/Component#catching-rendering-errors-with-an-error-boundary);
 * React itself reports the error to the console. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey };

  static getDerivedStateFromError(caught: unknown): Partial<BoundaryState> {
    return { error: { caught } };
  }

  static getDerivedStateFromProps(
    { locationKey }: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // Navigated: render the new location's page instead of the error.
    return locationKey === state.locationKey ? null : { locationKey, error: undefined };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteError error={error.caught} standalone={this.props.standalone} />;
  }
}

/**
 * Catches what fails in `children` (a page, or its module not arriving) and shows `RouteError`
 * instead, until the next navigation. Inside the layout around the page; `standalone` around the
 * layout itself.
 */
export function RouteErrorBoundary({
  children,
  standalone = false,
}: {
  children: ReactNode;
  standalone?: boolean;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary standalone={standalone} locationKey={key}>
      {children}
    </ErrorBoundary>
  );
}
