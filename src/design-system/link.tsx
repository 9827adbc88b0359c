import { Slot } from 'radix-ui';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { linkStyle, type LinkSize, type LinkVariant } from './link-style';

/** A link inside Satchel. Links to other sites use ExternalLink, which checks the URL, opens
 * a new tab safely and reports the open
 * (docs/product-decisions.md#header-and-wallet-connection). */
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
  return <Component ref={ref} {...linkStyle({ size, variant, className })} {...rest} />;
});
