import { lazy } from 'react';
import { WhenIdle } from '@/lib/when-idle';
import { readMockModeFlag } from './mock-mode-flag';

// In the header of every page, so it stays tiny: the switch and the banner load only when shown.
const MockModeControls = lazy(() =>
  import('./mock-mode-controls').then((m) => ({ default: m.MockModeControls })),
);

/** Spec §2: the toggle is hidden in production unless mock mode is on. */
export function isMockModeToggleVisible({ production, on }: { production: boolean; on: boolean }) {
  return !production || on;
}

/**
 * The header's mock-mode place: the "Mock mode" switch (spec §2) and, while mock mode is on, the
 * banner saying nothing on the page is real (issue 11), which renders into the page's callout
 * area. Being in the layout's header puts both on every page.
 */
export function MockModeHeaderSlot({
  production = import.meta.env.PROD,
}: {
  production?: boolean;
}) {
  // The prerendered header cannot know the saved flag: nothing until the browser is idle or
  // first used (issue 16: off the first load).
  return (
    <WhenIdle>
      <SavedMockModeControls production={production} />
    </WhenIdle>
  );
}

/** Rendered only in the browser, once idle: reads the saved flag, then shows the controls if the
 * toggle is visible. */
function SavedMockModeControls({ production }: { production: boolean }) {
  const on = readMockModeFlag();
  if (!isMockModeToggleVisible({ production, on })) return null;
  return <MockModeControls on={on} />;
}
