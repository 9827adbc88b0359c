import { lazy, Suspense, useState } from 'react';
import { Button } from '@/design-system/button';

// The entries and the dialog load only when the button is pressed: nothing of the changelog is
// on the first load.
const WhatsNewDialog = lazy(() =>
  import('./whats-new-dialog').then((m) => ({ default: m.WhatsNewDialog })),
);

/** The header's What's new control; `className` lets the header size it. */
export function WhatsNewButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        What’s new
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WhatsNewDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
