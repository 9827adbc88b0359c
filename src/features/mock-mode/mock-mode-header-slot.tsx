import { lazy } from 'react';
import { WhenIdle } from '@/lib/when-idle';
import { readMockModeFlag } from './mock-mode-flag';

// In the header of every page, so it stays tiny: the switch and the banner load only when shown.
const MockModeControls = lazy(() =>
  import('./mock-mode-controls').then((m) => ({ default: m.MockModeControls })),
);

/** docs/product-decisions.md#header-and-wallet-connection: the toggle is hidden in production
 * unless mock mode is on. */
export function isMockModeToggleVisible({ production, on }: { production: boolean; on: boolean }) {
  return !production || on;
}

/**
 * The header's mock-mode place: the "Mock mode" switch
 * (docs/product-decisions.md#header-and-wallet-connection) and, while mock mode is on, the banner
 * saying nothing on the page is real, which renders into the page's callout area. Being in the
 * layout's header puts both on every page.
 */
export function MockModeHeaderSlot({
  production = import.meta.env.PROD,
}: {
  production?: boolean;
}) {
  // The prerendered header cannot know the saved flag: nothing until the browser is idle or
  // first used (off the first load).
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
