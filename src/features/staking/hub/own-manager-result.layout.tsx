import { Link as RouterLink } from 'react-router';
import { linkStyle } from '@/design-system/link-style';
import { Shimmer } from '@/design-system/shimmer';
import { SectionFailure } from '@/design-system/section-failure';
import { routes } from '@/lib/routes';
import styles from './staking-hub.module.css';

/** Where the on-chain check of a typed-in signer-manager stands. */
export type OwnManagerCheck =
  | { state: 'checking'; contractId: string }
  /** The chain could not be read: nothing is known about the manager. */
  | { state: 'failed'; contractId: string }
  /** Implements the trait, registered, live grant
   * (docs/staking-pox-5.md#signer-managers). */
  | { state: 'accepted'; contractId: string }
  | { state: 'refused'; contractId: string; reason: string };

/** The answer under the bring-your-own form: the way to stake with it, or why not. */
export function OwnManagerResultLayout({
  check,
  onRetry,
}: {
  check: OwnManagerCheck;
  onRetry: () => void;
}) {
  switch (check.state) {
    case 'checking':
      return <Shimmer lines={1} label={`Checking ${check.contractId} on the chain…`} />;
    case 'failed':
      return (
        <SectionFailure onRetry={onRetry}>
          The chain could not be read, so the signer-manager was not checked.
        </SectionFailure>
      );
    case 'accepted':
      return (
        <div className={styles.ownManagerAnswer} role="status" data-state="accepted">
          <p>
            <code>{check.contractId}</code> is a signer-manager registered with pox-5 with a live
            signer key grant: it can accept stake.
          </p>
          <RouterLink {...linkStyle()} to={routes.stakingManager(check.contractId)}>
            Stake with this signer-manager
          </RouterLink>
        </div>
      );
    case 'refused':
      return (
        <div className={styles.ownManagerAnswer} role="status" data-state="refused">
          <p>
            <code>{check.contractId}</code> cannot accept stake: {check.reason}
          </p>
        </div>
      );
  }
}
