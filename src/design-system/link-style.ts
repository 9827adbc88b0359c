import styles from './link.module.css';

export type LinkSize = 'sm' | 'md' | 'lg';
export type LinkVariant = 'underlined' | 'text';

/**
 * The link look as props for another component's anchor (a router link), for pages that should
 * not load Radix's Slot just to style one. `Link` uses the same props.
 */
export function linkStyle({
  size = 'md',
  variant = 'underlined',
  className,
}: { size?: LinkSize; variant?: LinkVariant; className?: string | undefined } = {}) {
  return {
    className: className ? `${styles.link} ${className}` : styles.link,
    'data-size': size,
    'data-variant': variant,
  };
}
