import { useAtomValue } from 'jotai';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  findLiquidProtocol,
  LISTED_LIQUID,
  type LiquidProtocol,
} from '@/stacks/stacking/stacking-protocols';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';

export type LiquidPageTarget =
  /** No protocol by that slug anywhere. */
  | { found: 'unknown'; slug: string }
  /** A listed protocol with no deployment on the selected network (testnet). */
  | { found: 'elsewhere'; listed: LiquidProtocol }
  | { found: 'here'; protocol: LiquidProtocol };

function findLiquidPageTarget(
  kind: Parameters<typeof findLiquidProtocol>[0],
  slug: string,
): LiquidPageTarget {
  const protocol = findLiquidProtocol(kind, slug);
  if (protocol) return { found: 'here', protocol };
  const listed = LISTED_LIQUID.find((candidate) => candidate.slug === slug);
  return listed ? { found: 'elsewhere', listed } : { found: 'unknown', slug };
}

/** The protocol named in the URL, on the selected network, and who is looking at it. */
export function useLiquidPage(slug: string) {
  const network = useActiveNetwork();
  const stxEntry = findStxAddress(useAtomValue(addressesAtom));
  return { network, target: findLiquidPageTarget(network.kind, slug), sender: stxEntry?.address };
}
