import type { ReactNode } from 'react';
import { PageSection } from '@/design-system/page-layout';
import type { SbtcSectionProps } from '../sbtc-section-props';

/** PLACEHOLDER (issue 15): replaced by the helper that owns this section. A visitor is offered
 * the header's Connect (`connectControl`). */
export function YourSbtcSection({ network }: SbtcSectionProps & { connectControl: ReactNode }) {
  return (
    <PageSection title="Your sBTC">
      <p>Coming in this issue ({network.name}).</p>
    </PageSection>
  );
}
