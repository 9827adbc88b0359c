import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import { useReturnFocus } from './use-return-focus';

/** What every modal panel takes (Dialog, Sheet). */
export interface ModalFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

interface ModalFrameClassNames {
  overlay?: string;
  content?: string;
  title?: string;
  description?: string;
  close?: string;
}

/** The modal both Dialog and Sheet are: Radix's focus trap, Escape and outside click, focus
 * given back on close, a title, an optional description and a Close button in the corner.
 * Each passes its own classes (and the Sheet its side and handle). */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  classNames,
  side,
  beforeTitle,
}: ModalFrameProps & {
  classNames: ModalFrameClassNames;
  side?: string;
  beforeTitle?: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={classNames.overlay} />
        <RadixDialog.Content
          className={classNames.content}
          data-side={side}
          // Without a description Radix expects an explicit opt-out.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          {beforeTitle}
          <RadixDialog.Title className={classNames.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={classNames.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="sm" className={classNames.close} aria-label="Close">
              <Icon name="close" size="small" />
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
