import { Slot } from 'radix-ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styles from './link.module.css';

export type LinkSize = 'sm' | 'md' | 'lg';
export type LinkVariant = 'underlined' | 'text';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  size?: LinkSize;
  variant?: LinkVariant;
  /** Opens in a new tab with no opener and no referrer (spec §2). */
  external?: boolean;
  /** Styles the single child (e.g. a router link) instead of rendering an <a>. */
  asChild?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { size = 'md', variant = 'underlined', external = false, asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      ref={ref}
      className={className ? `${styles.link} ${className}` : styles.link}
      data-size={size}
      data-variant={variant}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
});
