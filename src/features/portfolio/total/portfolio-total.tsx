import { lazy, Suspense } from 'react';
import { PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSbtcSectionProps } from '../portfolio-section-props';
import { CurrencyChooser } from '../prices/currency-chooser';
import { formatFiat } from '../prices/fiat-money';
import { formatPercent } from '@/lib/format-number';
import type { AllocationRow } from './allocation';
import totalStyles from './portfolio-total.module.css';
import { usePortfolioAllocation } from './use-portfolio-allocation';

// The picture is its own chunk: the table carries the same numbers and needs no script to read.
const AllocationChart = lazy(() =>
  import('./allocation-chart').then((module) => ({ default: module.AllocationChart })),
);

/** Total: the account's value in the chosen currency and its allocation. */
export function PortfolioTotal(props: PortfolioSbtcSectionProps) {
  return (
    <PageSection title="Total">
      <div className={totalStyles.body}>
        <TotalBody {...props} />
      </div>
    </PageSection>
  );
}

function TotalBody(props: PortfolioSbtcSectionProps) {
  const state = usePortfolioAllocation(props);
  const mainnet = props.network.kind === 'mainnet';
  const header = (figure: string, label: string) => (
    <div className={totalStyles.header}>
      <p className={totalStyles.figure} aria-label={label} data-testid="portfolio-total-value">
        {figure}
      </p>
      {mainnet ? <CurrencyChooser /> : null}
    </div>
  );

  switch (state.status) {
    case 'loading':
      return <Shimmer label="Loading the total" lines={5} heading />;
    case 'failed':
      return <SectionFailure onRetry={state.retry}>{state.message}</SectionFailure>;
    case 'no-prices':
      return (
        <>
          {header('—', 'No total')}
          {state.pricing.status === 'not-mainnet' ? (
            <p className={totalStyles.note}>
              Testnet and devnet coins have no market price, so there is no total in money. Each
              section below shows the amounts.
            </p>
          ) : (
            <SectionFailure onRetry={state.pricing.retry}>
              Market prices are unavailable right now, so there is no total in money. Each section
              below still shows the amounts.
            </SectionFailure>
          )}
        </>
      );
    case 'ready': {
      const { allocation, currency, minorDigits, notes } = state;
      const money = (value: bigint) => formatFiat(value, currency, minorDigits);
      const total = money(allocation.total);
      return (
        <>
          {header(total, `Total: ${total}`)}
          {allocation.rows.length === 0 ? (
            <p className={totalStyles.note}>Nothing with a market price is held.</p>
          ) : (
            <>
              <div className={totalStyles.chartSlot}>
                <Suspense fallback={null}>
                  <AllocationChart rows={allocation.rows} />
                </Suspense>
              </div>
              <AllocationTable rows={allocation.rows} money={money} currency={currency} />
            </>
          )}
          {notes.map((note) => (
            <p key={note} className={totalStyles.note}>
              {note}
            </p>
          ))}
        </>
      );
    }
  }
}

function AllocationTable({
  rows,
  money,
  currency,
}: {
  rows: readonly AllocationRow[];
  money: (value: bigint) => string;
  currency: string;
}) {
  return (
    <table className={totalStyles.table}>
      <caption>Allocation</caption>
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col">Value ({currency})</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <span className={totalStyles.swatch} data-part={row.key} aria-hidden="true" />
              {row.label}
            </th>
            <td>{money(row.value)}</td>
            <td>{formatPercent(row.shareTenths / 10, { minimumFractionDigits: 1 })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
