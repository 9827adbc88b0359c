import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import { useActiveNetwork } from '@/stacks/active-network';
import {
  ownManagerIdProblem,
  ownManagerQueryOptions,
} from '@/stacks/staking/bring-your-own-manager';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { routes } from '@/lib/routes';
import { ManagerStakePage } from '../shared/manager-stake-page';
import { usePoxState } from '../shared/use-staking-reads';
import { ownManagerTarget, poolTarget } from '../shared/stake-target';
import { PageLayout } from '@/design-system/page-layout';

/**
 * /staking/manager/:contractId — bring your own signer-manager. The same page as a
 * pool's, once the chain says it can take stake: it implements the trait, is registered with
 * pox-5 (else u23) and holds a live signer-key grant (else u17). Otherwise the reason, and no form.
 */
export function ManagerPage() {
  const { contractId = '' } = useParams();
  const network = useActiveNetwork();
  const idProblem = ownManagerIdProblem(contractId, network.kind);
  const listed = idProblem ? undefined : findPoolByManager(contractId, network.kind);
  const pox = usePoxState(network);
  const pox5 = pox.data?.kind === 'pox-5' ? pox.data.contractId : '';
  const check = useQuery({
    ...ownManagerQueryOptions(network, { pox5, contractId }),
    enabled: idProblem === undefined && listed === undefined && pox5 !== '',
  });

  // A listed pool's manager is that pool, with its name and its way in (a wrapper, a payout).
  if (listed) return <ManagerStakePage target={poolTarget(listed)} crumb={listed.name} />;

  const refusal = (title: string, words: string) => (
    <PageLayout
      title="Stake with your signer-manager"
      crumbs={
        <>
          <Link to={routes.staking()}>Staking</Link> › Your signer-manager
        </>
      }
    >
      <Banner variant="error" title={title}>
        <p data-testid="own-manager-refusal">
          <code>{contractId}</code> {words}
        </p>
        <p>
          <Link to={routes.staking()}>Back to Staking</Link>
        </p>
      </Banner>
    </PageLayout>
  );

  if (idProblem)
    return refusal('Not a contract id for this network', `cannot be checked. ${idProblem}`);
  if (pox.data?.kind === 'no-pox-5')
    return refusal(
      `${network.name} does not run pox-5`,
      `cannot be staked with here: this network’s node reports ${pox.data.contractId}.`,
    );
  if (pox.error)
    return refusal(
      'Could not read the staking cycle',
      `could not be checked: ${pox.error.message}. Nothing is offered until it is.`,
    );
  if (check.isPending) {
    return (
      <PageLayout title="Stake with your signer-manager">
        <Shimmer label={`Checking ${contractId} on the chain…`} lines={3} />
      </PageLayout>
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
      `cannot accept stake. ${check.data.reason}`,
    );
  return <ManagerStakePage target={ownManagerTarget(contractId)} crumb="Your signer-manager" />;
}
