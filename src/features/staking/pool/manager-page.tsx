import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import { useActiveNetwork } from '@/stacks/active-network';
import { bringYourOwnManagerQueryOptions } from '@/stacks/staking/bring-your-own-manager';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { OWN_MANAGER_REFUSALS } from '../hub/check-own-manager';
import { ManagerStakePage } from '../shared/manager-stake-page';
import { ownManagerTarget, poolTarget } from '../shared/stake-target';
import styles from '../shared/staking-page.module.css';

/** Contract ids as Clarity takes them: `address.contract-name`. */
const CONTRACT_ID = /^[0-9A-Z]{28,41}\.[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;

/**
 * /staking/manager/:contractId — bring your own signer-manager (issue 12). The same page as a
 * pool's, once the chain says it can take stake: it implements the trait, is registered with
 * pox-5 (else u23) and holds a live signer-key grant (else u17). Otherwise the reason, and no form.
 */
export function ManagerPage() {
  const { contractId = '' } = useParams();
  const network = useActiveNetwork();
  const wellFormed = CONTRACT_ID.test(contractId);
  const listed = wellFormed ? findPoolByManager(contractId, network.kind) : undefined;
  const check = useQuery({
    ...bringYourOwnManagerQueryOptions(network, contractId),
    enabled: wellFormed && listed === undefined,
  });

  // A listed pool's manager is that pool, with its name and its way in (a wrapper, a payout).
  if (listed) return <ManagerStakePage target={poolTarget(listed)} crumb={listed.name} />;

  const refusal = (title: string, words: string) => (
    <div className={styles.page}>
      <div>
        <p className={styles.crumbs}>
          <Link to="/staking">Staking</Link> › Your signer-manager
        </p>
        <h1 className={styles.heading}>Stake with your signer-manager</h1>
      </div>
      <Banner variant="error" title={title}>
        <p data-testid="own-manager-refusal">
          <code>{contractId}</code> {words}
        </p>
        <p>
          <Link to="/staking">Back to Staking</Link>
        </p>
      </Banner>
    </div>
  );

  if (!wellFormed)
    return refusal(
      'Not a contract id',
      'is not a contract id (address.contract-name), so there is nothing to check.',
    );
  if (check.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Stake with your signer-manager</h1>
        <Shimmer label={`Checking ${contractId} on the chain…`} lines={3} />
      </div>
    );
  }
  if (check.error)
    return refusal(
      'Could not check this signer-manager',
      `could not be checked: ${check.error.message}. Nothing is offered until it is.`,
    );
  if (!check.data.ok)
    return refusal(
      'This signer-manager cannot take stake',
      `cannot accept stake: ${OWN_MANAGER_REFUSALS[check.data.reason]}`,
    );
  return <ManagerStakePage target={ownManagerTarget(contractId)} crumb="Your signer-manager" />;
}
