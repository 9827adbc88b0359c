import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Banner } from '@/design-system/banner';
import { ExternalLink } from '@/design-system/external-link';
import { Shimmer } from '@/design-system/shimmer';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import { amountDelegatedForSignerQueryOptions } from '@/stacks/staking/amount-delegated-for-signer';
import { poolReadinessQueryOptions } from '@/stacks/staking/pool-readiness';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { StakeTarget } from './stake-target';

/** pox-5's `SIGNER_SET_MIN_USTX`: below 50,000 STX staked to it, a manager is not in the cycle's
 * signer set and its STX-only stakers earn nothing for that cycle
 * (docs/staking-pox-5.md#minimums). */
const SIGNER_SET_MIN_MICRO_STX = 50_000_000_000n;

/**
 * The Stake form, offered only once the chain says the stake would go through
 * (docs/product-decisions.md#staking-pages "Chain truth"; pool-readiness.ts): the manager takes
 * stake (trait, registration, live grant) and a native pool's wrapper has the functions the
 * builders send. While that is read, a skeleton; when refused, the reason in words and the pool's
 * own site. A manager below the signer-set minimum can take stake, so it is offered, with the note
 * that its stakers earn nothing for now.
 */
export function StakeReadinessGate({
  network,
  pox,
  target,
  children,
}: {
  network: ActiveNetwork;
  pox: Pox5State;
  target: StakeTarget;
  children: ReactNode;
}) {
  const readiness = useQuery(
    poolReadinessQueryOptions(network, {
      pox5: pox.contractId,
      manager: target.manager,
      entry: target.pool?.entry ?? { kind: 'pox-5' },
    }),
  );
  // The first cycle a new stake counts in (docs/staking-pox-5.md#staking-model: earning starts at
  // the next cycle).
  const delegated = useQuery({
    ...amountDelegatedForSignerQueryOptions(network, {
      pox5: pox.contractId,
      manager: target.manager,
      cycle: pox.currentCycle + 1,
    }),
    enabled: readiness.data?.stake === 'ready',
  });

  if (readiness.isPending) {
    return (
      <Shimmer label={`Checking on the chain that ${target.name} can take a stake`} lines={5} />
    );
  }
  if (readiness.error) {
    return (
      <Banner variant="error" title="Could not check this signer-manager">
        {readiness.error.message}. Satchel offers no stake until the chain says it would go through;
        it tries again.
      </Banner>
    );
  }
  const { stake } = readiness.data;
  if (stake !== 'ready') {
    return (
      <Banner variant="error" title={`${target.name} cannot take a stake now`}>
        <p data-testid="stake-refusal">
          {stake.refused} A stake sent now would fail on the chain and still cost its fee, so
          Satchel does not offer one.
        </p>
        {target.pool ? (
          <p>
            See <ExternalLink href={target.pool.website}>{target.pool.name}’s website</ExternalLink>{' '}
            for its status.
          </p>
        ) : null}
      </Banner>
    );
  }
  return (
    <>
      {delegated.data !== undefined && delegated.data < SIGNER_SET_MIN_MICRO_STX ? (
        <Banner variant="warning" title="Below the signer-set minimum">
          <p data-testid="below-minimum-note">
            {target.name} has {formatMicroStx(delegated.data)} staked for cycle{' '}
            {pox.currentCycle + 1}, less than the 50,000 STX a signer-manager needs to be in the
            signer set. While it stays below, its stakers earn nothing.
          </p>
        </Banner>
      ) : null}
      {children}
    </>
  );
}
