import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '@/design-system/external-link';
import { Link } from '@/design-system/link';
import { PageSection } from '@/design-system/page-layout';
import { routes } from '@/lib/routes';
import styles from './earn-with-sbtc.module.css';

// Protocol bonds: STX paired with native BTC or sBTC for 12 reward cycles, allowlist agreed with
// the Stacks Endowment, or a bond pool for sBTC without an entry of one's own. Source:
// https://docs.stacks.co/operate/protocol-bonds/opening-a-bond-position (and pox-5.md §2, §8:
// bonds are out of Satchel's scope, linked out like Leather's #2500).
const BONDS_GUIDE_URL = 'https://docs.stacks.co/operate/protocol-bonds/opening-a-bond-position';

/** Places that use sBTC, as plain links: no yields or figures, which change and are theirs to
 * state. Each one's sBTC use checked on its own pages:
 * - Zest: sBTC supplied and borrowed in its Stacks market (https://leather.io/posts/zest,
 *   https://zestprotocol.gitbook.io/zest/what-is-zest-protocol/the-technology-under-the-hood);
 * - Granite: borrowing stablecoins against sBTC (https://granite.world, https://docs.granite.world);
 * - Bitflow: sBTC trading pairs (https://docs.bitflow.finance, "What is sBTC?" and its ticker's
 *   `sbtc-token` pairs; https://stacks.org/sbtc-use-case-bitflow). */
export const SBTC_VENUES: readonly { name: string; url: string; use: string }[] = [
  { name: 'Zest Protocol', url: 'https://www.zestprotocol.com/', use: 'lend and borrow sBTC' },
  { name: 'Granite', url: 'https://granite.world/', use: 'borrow against sBTC' },
  { name: 'Bitflow', url: 'https://www.bitflow.finance/', use: 'trade sBTC' },
];

/** How sBTC earns now: PoX-5 staking pays in it, bonds take it (allowlisted), DeFi uses it.
 * Static text and links the same on every network: it takes no props, reads nothing and never
 * fails. */
export function EarnWithSbtc() {
  return (
    <PageSection title="Earn with sBTC">
      <p>
        Staking STX pays in sBTC: under PoX-5, each cycle&apos;s rewards are credited in sBTC and
        claimed through your signer-manager.{' '}
        <Link asChild>
          <RouterLink to={routes.staking()}>Stake STX</RouterLink>
        </Link>
      </p>
      <p>
        sBTC bonds are protocol bonds: STX locked together with BTC or sBTC for 12 reward cycles,
        about six months. Only addresses on a bond&apos;s allowlist, agreed with the Stacks
        Endowment, can open one; sBTC holders without an entry can join a bond pool. Satchel does
        not run bonds.{' '}
        <ExternalLink href={BONDS_GUIDE_URL}>How to open a bond position</ExternalLink>
      </p>
      <p>sBTC is used across Stacks DeFi, for example (their terms and risks are their own):</p>
      <ul className={styles.venues}>
        {SBTC_VENUES.map((venue) => (
          <li key={venue.name}>
            <ExternalLink href={venue.url}>{venue.name}</ExternalLink>: {venue.use}
          </li>
        ))}
      </ul>
      <p>
        If you remember the sBTC rewards program: it closed on 27 August 2026, and enrolment is no
        longer possible.
      </p>
    </PageSection>
  );
}
