import { Slot } from 'radix-ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styles from './link.module.css';

export type LinkSize = 'sm' | 'md' | 'lg';
export type LinkVariant = 'underlined' | 'text';

/** A link inside Satchel. Links to other sites use ExternalLink, which checks the URL, opens
 * a new tab safely and reports the open (spec §2). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  size?: LinkSize;
  variant?: LinkVariant;
  /** Styles the single child (e.g. a router link) instead of rendering an <a>. */
  asChild?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { size = 'md', variant = 'underlined', asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      ref={ref}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-size={size}
      data-variant={variant}
      {...rest}
    />
  );
});
