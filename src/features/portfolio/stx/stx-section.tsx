import { useQuery } from '@tanstack/react-query';
import { FactList, PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { formatMicroStx } from '@/lib/micro-stx';
import { accountBalancesQueryOptions } from '@/stacks/api/account-balances';
import { addressMempoolQueryOptions } from '@/stacks/api/address-mempool';
import { toAvailableStx } from '@/stacks/api/available-stx';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import { cycleOfHeight } from '@/stacks/staking/pox-cycles';
import { poxStateQueryOptions, type PoxState } from '@/stacks/staking/pox-state';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import { FiatValue } from '../prices/fiat-value';
import { pendingOutgoingMicroStx } from './pending-outgoing';
import sectionStyles from './stx-section.module.css';
import { formatNumber } from '@/lib/format-number';

/** The account's STX: available, locked (until when), pending outgoing and the total — the
 * figures wallet users ask for most, each exact to the µSTX with its unit. */
export function StxSection({ network, address }: PortfolioSectionProps) {
  const balances = useQuery(accountBalancesQueryOptions(network, address));
  // The same mempool answer as the activity list's, so both say the same (one query, one key).
  const mempool = useQuery(addressMempoolQueryOptions(network, address));
  // Only for the unlock's cycle and date; the figures show without it.
  const pox = useQuery({
    ...poxStateQueryOptions(network),
    enabled: (balances.data?.lockedMicroStx ?? 0n) > 0n,
  });

  let body;
  if (balances.error) {
    body = (
      <SectionFailure retrying={balances.isFetching} onRetry={() => void balances.refetch()}>
        The STX balance could not be read from the Stacks API.
      </SectionFailure>
    );
  } else if (!balances.data) {
    body = <Shimmer label="Loading STX" lines={5} />;
  } else {
    const { lockedMicroStx, totalMicroStx, unlockBurnHeight } = balances.data;
    // What the balances say shows whatever the mempool does; only the figures that need the
    // mempool wait for it or fail with their own retry (review finding 11).
    const available = mempool.data
      ? toAvailableStx(balances.data, pendingOutgoingMicroStx(mempool.data.transactions, address))
      : undefined;
    body = (
      <FactList>
        <dt>Available</dt>
        <dd data-testid="stx-available">
          {available ? (
            formatMicroStx(available.availableMicroStx)
          ) : (
            <>
              {formatMicroStx(balances.data.availableMicroStx)}{' '}
              <span className={sectionStyles.note}>before pending transactions</span>
            </>
          )}
        </dd>
        <dt>Locked</dt>
        <dd data-testid="stx-locked">
          {formatMicroStx(lockedMicroStx)}
          {unlockBurnHeight === undefined ? null : (
            <>
              <br />
              <span className={sectionStyles.note} data-testid="stx-unlock">
                {describeUnlock(unlockBurnHeight, pox.data)}
              </span>
            </>
          )}
        </dd>
        <dt>Pending outgoing</dt>
        <dd data-testid="stx-pending">
          {available ? (
            formatMicroStx(available.pendingOutgoingMicroStx)
          ) : mempool.error ? (
            <SectionFailure retrying={mempool.isFetching} onRetry={() => void mempool.refetch()}>
              The transactions waiting in the mempool could not be read, so what they will spend is
              not known.
            </SectionFailure>
          ) : (
            <Shimmer label="Loading the pending transactions" lines={1} />
          )}
        </dd>
        <dt>Total</dt>
        <dd data-testid="stx-total">
          {formatMicroStx(totalMicroStx)}{' '}
          <FiatValue asset={{ kind: 'stx' }} baseUnits={totalMicroStx} decimals={6} />
        </dd>
      </FactList>
    );
  }

  return (
    <PageSection title="STX">
      <div className={sectionStyles.body}>{body}</div>
      <p className={sectionStyles.note}>
        Available is what can be spent now: the unlocked balance less what transactions waiting in
        the mempool will spend (fees included).
      </p>
    </PageSection>
  );
}

/** "Until cycle 12 starts (burn block 3,150, about Dec 7, 2026)" on pox-5; the burn height
 * alone while the cycle is unknown (pox not read yet, or a chain without pox-5). */
function describeUnlock(unlockHeight: number, pox: PoxState | undefined): string {
  if (pox?.kind !== 'pox-5') return `Until burn block ${formatNumber(unlockHeight)}`;
  const cycle = cycleOfHeight(unlockHeight, pox);
  return `Until cycle ${String(cycle)} starts (${describeCycleStart(cycle, pox)})`;
}
