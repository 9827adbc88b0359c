import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Button } from './button';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

function DialogHarness({ kind = 'dialog' }: { kind?: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  const body = <input aria-label="Amount" />;
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {kind === 'dialog' ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Confirm"
          description="Check the details."
          actions={<Button onClick={() => setOpen(false)}>OK</Button>}
        >
          {body}
        </Dialog>
      ) : (
        <Sheet open={open} onOpenChange={setOpen} title="Options" side="right">
          {body}
        </Sheet>
      )}
    </div>
  );
}

describe.each(['dialog', 'sheet'] as const)('%s', (kind) => {
  it('opens, traps focus and returns it to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHarness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab many times: focus never leaves the dialog.
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    // Radix makes the page behind a modal inert (pointer-events: none); the click still lands.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<DialogHarness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The overlay covers the page; a pointer down on it is outside the content.
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    render(<DialogHarness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await expectNoAxeViolations();
  });
});

describe('Sheet', () => {
  it('exposes its side', async () => {
    const user = userEvent.setup();
    render(<DialogHarness kind="sheet" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Options' })).toHaveAttribute('data-side', 'right');
  });
});
