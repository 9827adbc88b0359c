import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import styles from './sheet.module.css';
import { useReturnFocus } from './use-return-focus';

type SheetSide = 'bottom' | 'right';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** bottom suits phones (a drawer from the thumb's edge); right suits wider screens. */
  side?: SheetSide;
}

/** A modal panel sliding in from an edge: same focus trap, Escape and outside click as Dialog. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  side = 'bottom',
}: SheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-side={side}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.handle} aria-hidden="true" />
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
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
