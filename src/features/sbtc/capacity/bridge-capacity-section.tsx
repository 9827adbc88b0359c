import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/design-system/badge';
import { FactList, PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import { formatBtc } from '@/lib/bitcoin-amount';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import type { SbtcSectionProps } from '../sbtc-section-props';
import { BRIDGE_CAPACITY_REACHED, BRIDGE_NOT_ON_DEVNET } from './bridge-capacity-words';
import styles from './bridge-capacity-section.module.css';
import { useBridgeCapacity } from './use-bridge-capacity';

/** A figure that could not be read: a dash, never a guess; the failure below says why. */
const UNREAD = '—';

/**
 * How much BTC the sBTC bridge still lets in: Emily's peg cap less the sBTC in circulation
 * (bridge-capacity.ts), with the per-deposit limits Emily gives. A full bridge says so with a
 * badge. Each read fails alone: its figures become dashes, with words and Try again.
 */
export function BridgeCapacitySection({ network, contracts }: SbtcSectionProps) {
  const { bridged, limits, supply, capacity } = useBridgeCapacity(network, contracts.token);
  const reached = capacity?.kind === 'reached';
  return (
    <PageSection
      title="Bridge capacity"
      headingExtra={
        reached ? (
          // The space keeps the heading's name two phrases: "Bridge capacity Capacity reached".
          <>
            {' '}
            <Badge variant="warning" className={styles.badge}>
              Capacity reached
            </Badge>
          </>
        ) : null
      }
    >
      {bridged ? null : <p>{BRIDGE_NOT_ON_DEVNET}</p>}
      {(bridged && limits.isPending) || supply.isPending ? (
        <Shimmer label="Loading bridge capacity" lines={bridged ? 5 : 1} />
      ) : (
        <FactList>
          {bridged ? (
            <>
              <Fact label="Remaining capacity">
                {capacity?.kind === 'room'
                  ? formatBtc(capacity.remainingSats)
                  : capacity?.kind === 'reached'
                    ? '0 BTC (capacity reached)'
                    : capacity?.kind === 'no-cap'
                      ? 'No cap set'
                      : UNREAD}
              </Fact>
              <Fact label="Peg cap">
                {limits.data
                  ? limits.data.pegCap === undefined
                    ? 'No cap set'
                    : formatBtc(limits.data.pegCap)
                  : UNREAD}
              </Fact>
            </>
          ) : null}
          <Fact label="sBTC in circulation">
            {supply.data === undefined ? UNREAD : formatSbtc(supply.data)}
          </Fact>
          {limits.data?.perDepositMinimum === undefined ? null : (
            <Fact label="Smallest deposit">{formatBtc(limits.data.perDepositMinimum)}</Fact>
          )}
          {limits.data?.perDepositCap === undefined ? null : (
            <Fact label="Largest deposit">{formatBtc(limits.data.perDepositCap)}</Fact>
          )}
        </FactList>
      )}
      {reached ? (
        // The page frame sets its paragraphs' margins; the space above the note sits on a box.
        <div className={styles.note}>
          <p>{BRIDGE_CAPACITY_REACHED}</p>
        </div>
      ) : null}
      {/* Only when something failed: an empty box would still take its margin. */}
      {(bridged && limits.isError) || supply.isError ? (
        <div className={styles.failures}>
          {bridged ? (
            <ReadFailure query={limits}>
              Could not read the sBTC bridge’s limits, so the peg cap and the remaining capacity are
              unknown.
            </ReadFailure>
          ) : null}
          <ReadFailure query={supply}>
            Could not read sBTC’s total supply from the chain, so the sBTC in circulation is
            unknown.
          </ReadFailure>
        </div>
      ) : null}
    </PageSection>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.figure}>{children}</dd>
    </>
  );
}

function ReadFailure({ query, children }: { query: UseQueryResult; children: string }) {
  if (!query.isError) return null;
  return (
    <SectionFailure onRetry={() => void query.refetch()} retrying={query.isFetching}>
      {children}
    </SectionFailure>
  );
}
