import { useState } from 'react';
import { Switch } from '@/design-system/switch';
import { toggleMockMode, type ToggleMockModeDeps } from './toggle-mock-mode';

export interface MockModeToggleProps {
  initialOn: boolean;
  /** Tests replace the worker and the reload. */
  deps?: ToggleMockModeDeps;
}

/** The header's "Mock mode" switch (docs/product-decisions.md#header-and-wallet-connection). The
 * page reloads once the change is made. */
export function MockModeToggle({ initialOn, deps }: MockModeToggleProps) {
  const [on, setOn] = useState(initialOn);
  const [switching, setSwitching] = useState(false);
  return (
    <Switch
      label="Mock mode"
      checked={on}
      disabled={switching}
      onCheckedChange={(next) => {
        setOn(next);
        setSwitching(true);
        toggleMockMode(next, deps).catch((error: unknown) => {
          console.error('Mock mode could not be switched', error);
          setOn(!next);
          setSwitching(false);
        });
      }}
    />
  );
}
