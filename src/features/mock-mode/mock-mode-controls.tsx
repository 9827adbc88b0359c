import { MockModeBanner } from './mock-mode-banner';
import { MockModeToggle } from './mock-mode-toggle';

/** What the header's slot loads: the switch, and the banner while mock mode is on. One chunk,
 * so the first page carries a single way in. */
export function MockModeControls({ on }: { on: boolean }) {
  return (
    <>
      <MockModeToggle initialOn={on} />
      {on ? <MockModeBanner /> : null}
    </>
  );
}
