import { useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageSection } from './page-layout';
import { SectionFailure } from './section-failure';

/**
 * One page section's safety net: an answer that parses but still breaks the drawing (a date
 * out of range, a figure too large) shows as that section's failure, in words with Try again,
 * while the other sections stay (review finding 9: one bad value must not blank the page).
 */
export function SectionErrorBoundary({ title, children }: { title: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Boundary
      title={title}
      onRetry={() => {
        // The section's own reads are inactive while it is replaced: drop them so it reads afresh
        // rather than drawing the same answer again; the rest refresh in place.
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.invalidateQueries();
      }}
    >
      {children}
    </Boundary>
  );
}

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // React reports it on the console in development; keep the component stack next to it.
    console.error('A page section failed to draw', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <SectionFallback
        title={this.props.title}
        message={this.state.error.message}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}

function SectionFallback({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <PageSection title={title}>
      <SectionFailure onRetry={onRetry}>
        {`This section could not be shown: ${message || 'an unexpected answer'}.`}
      </SectionFailure>
    </PageSection>
  );
}
