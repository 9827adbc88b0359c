import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

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
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          // Without a description Radix expects an explicit opt-out.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
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
              <Icon name="close" size="small" />
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
