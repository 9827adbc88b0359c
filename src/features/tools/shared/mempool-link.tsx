import { ExternalLink } from '@/design-system/external-link';

/** " View on mempool.space" after a Bitcoin txid, or nothing where the network has no explorer
 * (the devnet's bitcoin is not on mempool.space). */
export function MempoolLink({ href }: { href: string | undefined }) {
  return href ? (
    <>
      {' '}
      <ExternalLink href={href}>View on mempool.space</ExternalLink>
    </>
  ) : null;
}
