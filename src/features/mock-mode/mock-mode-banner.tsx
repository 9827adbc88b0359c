import { useState } from 'react';
import { Button } from '@/design-system/button';
import { CalloutBanner } from '@/design-system/callout-banner';
import { toggleMockMode, type ToggleMockModeDeps } from './toggle-mock-mode';

interface MockModeBannerProps {
  /** Tests replace the worker and the reload. */
  deps?: ToggleMockModeDeps;
}

/**
 * Shown at the top of every page while mock mode is on, so nobody takes the invented
 * figures or the simulated wallet for real ones. Turning it off is
 * docs/product-decisions.md#mock-mode toggle.
 */
export function MockModeBanner({ deps }: MockModeBannerProps) {
  const [switching, setSwitching] = useState(false);
  return (
    <CalloutBanner
      variant="warning"
      title="Mock mode"
      action={
        <Button
          size="sm"
          variant="outline"
          loading={switching}
          onClick={() => {
            setSwitching(true);
            toggleMockMode(false, deps).catch((error: unknown) => {
              console.error('Mock mode could not be switched', error);
              setSwitching(false);
            });
          }}
        >
          Turn off mock mode
        </Button>
      }
    >
      Nothing on this page is real: the data are invented and the wallet is simulated.
    </CalloutBanner>
  );
}
