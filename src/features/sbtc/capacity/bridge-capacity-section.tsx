import { PageSection } from '@/design-system/page-layout';
import type { SbtcSectionProps } from '../sbtc-section-props';

/** PLACEHOLDER (issue 15): replaced by the helper that owns this section. */
export function BridgeCapacitySection({ network }: SbtcSectionProps) {
  return (
    <PageSection title="Bridge capacity">
      <p>Coming in this issue ({network.name}).</p>
    </PageSection>
  );
}
