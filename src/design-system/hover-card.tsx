import { HoverCard as RadixHoverCard } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './hover-card.module.css';

/** docs/product-decisions.md#constants: opens after 700 ms of hover, closes 300 ms after the
 * pointer leaves. */
const HOVER_CARD_OPEN_DELAY_MS = 700;
const HOVER_CARD_CLOSE_DELAY_MS = 300;

export interface HoverCardProps {
  /** A link or button; the card is a preview for sighted pointer users, so its content must
   * also be reachable another way (the trigger's destination). */
  trigger: ReactElement;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function HoverCard({ trigger, children, side = 'bottom' }: HoverCardProps) {
  return (
    <RadixHoverCard.Root
      openDelay={HOVER_CARD_OPEN_DELAY_MS}
      closeDelay={HOVER_CARD_CLOSE_DELAY_MS}
    >
      <RadixHoverCard.Trigger asChild>{trigger}</RadixHoverCard.Trigger>
      <RadixHoverCard.Portal>
        <RadixHoverCard.Content className={styles.content} side={side} sideOffset={6}>
          {children}
        </RadixHoverCard.Content>
      </RadixHoverCard.Portal>
    </RadixHoverCard.Root>
  );
}
