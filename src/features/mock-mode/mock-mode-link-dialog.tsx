import { StrictMode, useState } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { Button } from '@/design-system/button';
import { Dialog } from '@/design-system/dialog';
import { toggleMockMode } from './toggle-mock-mode';

// Loaded only by a production build's boot when a link carries `?mock=1` (app/boot/boot-mock-mode.ts):
// a link may ask for mock mode, never turn it on by itself.

interface MockModeLinkDialogProps {
  /** Called once the dialog is dismissed, so its root can go. */
  onDismissed: () => void;
}

/**
 * The question a `?mock=1` link asks in a production build. Nothing is stored until
 * **Turn on mock mode** is pressed; Cancel, Close, Escape or a click outside leave the app real.
 */
function MockModeLinkDialog({ onDismissed }: MockModeLinkDialogProps) {
  const [open, setOpen] = useState(true);
  const [turningOn, setTurningOn] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const dismiss = () => {
    setOpen(false);
    onDismissed();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Once confirmed the page is about to reload into mock mode: nothing to cancel.
        if (!next && !turningOn) dismiss();
      }}
      title="Turn on mock mode?"
      description="A link asked Satchel to switch to mock mode. Mock mode shows invented data and a simulated wallet: the balances, pools, positions and transactions you would see are not real. It stays on in this browser until you turn it off."
      actions={
        <>
          <Button variant="outline" onClick={dismiss} disabled={turningOn}>
            Cancel
          </Button>
          <Button
            loading={turningOn}
            onClick={() => {
              setTurningOn(true);
              setFailure(undefined);
              // docs/product-decisions.md#mock-mode toggle: save the flag, start the worker, wait
              // 200 ms, reload.
              toggleMockMode(true).catch((error: unknown) => {
                console.error('Mock mode could not be turned on', error);
                setFailure(
                  'Mock mode could not start in this browser (it needs service workers). Nothing was changed.',
                );
                setTurningOn(false);
              });
            }}
          >
            Turn on mock mode
          </Button>
        </>
      }
    >
      {failure ? <p role="alert">{failure}</p> : null}
    </Dialog>
  );
}

const HOST_ELEMENT_ID = 'mock-mode-link-root';

/**
 * Shows the question in its own React root outside #root, so the app's prerendered HTML hydrates
 * as it was built. `createRoot` comes from the boot, which has it already (see start-mock-mode.tsx).
 */
export function showMockModeLinkDialog(createRoot: typeof CreateRoot): void {
  const element = document.createElement('div');
  element.id = HOST_ELEMENT_ID;
  document.body.append(element);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <MockModeLinkDialog
        onDismissed={() => {
          // After Radix has put focus back and removed its portal.
          queueMicrotask(() => {
            root.unmount();
            element.remove();
          });
        }}
      />
    </StrictMode>,
  );
}
