import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { CALLOUT_PORTAL_ID, CalloutBanner, MissingCalloutPortalError } from './callout-banner';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Caught: {this.state.error.name}</p> : this.props.children;
  }
}

describe('CalloutBanner', () => {
  it('renders into #callout-portal, even when the portal mounts in the same render', () => {
    render(
      <div>
        <div id={CALLOUT_PORTAL_ID} data-testid="portal" />
        <section data-testid="elsewhere">
          <CalloutBanner variant="info" title="Heads up" />
        </section>
      </div>,
    );
    expect(screen.getByTestId('portal')).toHaveTextContent('Heads up');
    expect(screen.getByTestId('elsewhere')).toBeEmptyDOMElement();
  });

  it('raises a MissingCalloutPortalError when the element is missing', () => {
    // React logs the caught error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <CalloutBanner title="Lost" />
      </Boundary>,
    );
    expect(screen.getByText('Caught: MissingCalloutPortalError')).toBeInTheDocument();
    expect(new MissingCalloutPortalError().message).toContain('callout-portal');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        <div id={CALLOUT_PORTAL_ID} />
        <CalloutBanner variant="warning" title="Check" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});
