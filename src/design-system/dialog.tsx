import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; a Close button is always present in the corner. */
  actions?: ReactNode;
}

/** A modal dialog: traps focus, closes on Escape and outside click, full screen when narrow. */
export function Dialog({ open, onOpenChange, title, description, children, actions }: DialogProps) {
  // A dialog opened by code rather than by a trigger (e.g. after a wallet answer) must still
  // hand focus back to where the user was when it closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          // Without a description Radix expects an explicit opt-out.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="sm" className={styles.close} aria-label="Close">
              ✕
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
