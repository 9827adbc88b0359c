import { lazy, Suspense } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { readMockModeFlag } from './mock-mode-flag';

// In the header of every page, so it stays tiny: the switch itself loads only when shown.
const MockModeToggle = lazy(() =>
  import('./mock-mode-toggle').then((m) => ({ default: m.MockModeToggle })),
);

/** Spec §2: the toggle is hidden in production unless mock mode is on. */
export function isMockModeToggleVisible({ production, on }: { production: boolean; on: boolean }) {
  return !production || on;
}

export function MockModeToggleSlot({
  production = import.meta.env.PROD,
}: {
  production?: boolean;
}) {
  const isHydrated = useIsHydrated();
  // The prerendered header cannot know the saved flag: render nothing until hydrated.
  if (!isHydrated) return null;
  const on = readMockModeFlag();
  if (!isMockModeToggleVisible({ production, on })) return null;
  return (
    <Suspense fallback={null}>
      <MockModeToggle initialOn={on} />
    </Suspense>
  );
}
