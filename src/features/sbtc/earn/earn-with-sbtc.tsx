import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '@/design-system/external-link';
import { Link } from '@/design-system/link';
import { PageSection } from '@/design-system/page-layout';
import { routes } from '@/lib/routes';
import { SBTC_VENUES } from '../sbtc-links';
import styles from './earn-with-sbtc.module.css';

// Protocol bonds: STX paired with native BTC or sBTC for 12 reward cycles, allowlist agreed with
// the Stacks Endowment, or a bond pool for sBTC without an entry of one's own. Source:
// https://docs.stacks.co/operate/protocol-bonds/opening-a-bond-position (and
// docs/staking-pox-5.md#staking-model, docs/staking-pox-5.md#prior-art-leather: bonds are out of
// Satchel's scope, linked out like Leather's #2500).
const BONDS_GUIDE_URL = 'https://docs.stacks.co/operate/protocol-bonds/opening-a-bond-position';

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
