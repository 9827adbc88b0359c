import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { useActiveNetwork } from '@/stacks/active-network';
import { findPool, LISTED_POOLS, type PooledProtocol } from '@/stacks/stacking/stacking-protocols';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';

export type PoolPageTarget =
  /** No pool by that slug anywhere. */
  | { found: 'unknown'; slug: string }
  /** A listed pool with no deployment on the selected network (testnet). */
  | { found: 'elsewhere'; listed: PooledProtocol }
  | { found: 'here'; pool: PooledProtocol };

/** The pool named in the URL, on the selected network, and who is looking at it. */
export function usePoolPage() {
  const { slug = '' } = useParams();
  const network = useActiveNetwork();
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  const pool = findPool(network.kind, slug);
  const listed = LISTED_POOLS.find((candidate) => candidate.slug === slug);
  let target: PoolPageTarget;
  if (pool) target = { found: 'here', pool };
  else if (listed) target = { found: 'elsewhere', listed };
  else target = { found: 'unknown', slug };
  return { network, target, stacker: stxEntry?.address };
}
