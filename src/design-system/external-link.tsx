import type { MouseEvent } from 'react';
import { toSafeExternalUrl } from '@/lib/external-link';
import { useExternalLinkOpenHandler } from './external-link-provider';
import { Link, type LinkProps } from './link';

export interface ExternalLinkProps extends Omit<
  LinkProps,
  'href' | 'target' | 'rel' | 'asChild' | 'referrerPolicy'
> {
  href: string;
}

/**
 * A link to another site (docs/product-decisions.md#header-and-wallet-connection): only a valid
 * http(s) URL becomes a link, opening in a new tab with no opener and no referrer. Anything else
 * (javascript:, data:, protocol-relative, malformed) renders as plain text, so it cannot be opened
 * at all.
 */
export function ExternalLink({ href, children, onClick, onAuxClick, ...rest }: ExternalLinkProps) {
  const onOpen = useExternalLinkOpenHandler();
  const safeHref = toSafeExternalUrl(href);
  if (!safeHref) return <span data-state="invalid">{children}</span>;
  const report = (event: MouseEvent<HTMLAnchorElement>) => {
    // A middle click opens the link too, but only fires auxclick.
    if (event.type === 'auxclick' && event.button !== 1) return;
    onOpen?.(safeHref);
  };
  return (
    <Link
      {...rest}
      href={safeHref}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      onClick={(event) => {
        onClick?.(event);
        report(event);
      }}
      onAuxClick={(event) => {
        onAuxClick?.(event);
        report(event);
      }}
    >
      {children}
    </Link>
  );
}
