import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

/** docs/product-decisions.md#constants: tooltips open after 700 ms; moving to a neighbour within
 * 300 ms opens it at once. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/** Shares the delays among the tooltips inside it (needed once, above any Tooltip). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (e.g. a Button); it is described by the tooltip. */
  children: ReactElement;
  /** Overrides the 700 ms open delay, e.g. the header's shorter one. */
  delayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short hint on hover or keyboard focus; Escape closes it. Max 250 px wide. */
export function Tooltip({ content, children, delayDuration, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root delayDuration={delayDuration}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
