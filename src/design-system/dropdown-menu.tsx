import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import styles from './dropdown-menu.module.css';

interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  intent?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** The element that opens the menu; must be a focusable element such as a Button. */
  trigger: ReactElement;
  items: readonly DropdownMenuItem[];
  align?: 'start' | 'center' | 'end';
}

/** A menu of actions opened from a trigger; keyboard navigable, closes on Escape. */
export function DropdownMenu({ trigger, items, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      {/* Rendered in place rather than portalled, so the menu stays inside its landmark. */}
      <RadixMenu.Content className={styles.content} align={align} sideOffset={6}>
        {items.map((item) => (
          <RadixMenu.Item
            key={item.label}
            className={styles.item}
            data-intent={item.intent ?? 'default'}
            onSelect={item.onSelect}
          >
            {item.label}
          </RadixMenu.Item>
        ))}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}
