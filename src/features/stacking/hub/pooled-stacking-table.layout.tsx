import { Link as RouterLink } from 'react-router';
import { linkStyle } from '@/design-system/link-style';
import { formatMicroStx } from '@/lib/micro-stx';
import { LISTED_POOLS, type PooledProtocol } from '@/stacks/stacking/stacking-protocols';
import type { findPoolFigures } from '@/stacks/stacking-tracker/stacking-tracker-queries';
import { formatCompactStx, formatPercent } from './format-figures';
import { FiguresUnavailableNote, LiveFigure, type LiveFiguresState } from './live-figure';
import { POOLED_SECTION_ID } from './hub-section-ids';
import styles from './stacking-hub.module.css';

/** The pools of product.md, one row each, with the stacking-tracker's live figures. */
export function PooledStackingTableLayout({
  state,
  figuresFor,
}: {
  state: LiveFiguresState;
  figuresFor: (pool: PooledProtocol) => ReturnType<typeof findPoolFigures>;
}) {
  return (
    <section
      id={POOLED_SECTION_ID}
      className={styles.section}
      aria-labelledby="pooled-stacking-heading"
    >
      <h2 id="pooled-stacking-heading">Pooled stacking</h2>
      <p>
        A pool stacks your STX together with other people’s and shares the rewards, minus its fee.
        Your STX stay in your wallet, locked for as long as you stay delegated.
      </p>
      {state === 'unavailable' && <FiguresUnavailableNote />}
      <div
        className={styles.tableScroll}
        role="region"
        aria-labelledby="pooled-stacking-caption"
        // Focusable so keyboard users can scroll the table on a narrow screen.
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={state === 'loading'}>
          <caption id="pooled-stacking-caption">Stacking pools</caption>
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Rewards in</th>
              <th scope="col">TVL</th>
              <th scope="col">Minimum</th>
              <th scope="col">Historical yield</th>
              <th scope="col">Fee</th>
            </tr>
          </thead>
          <tbody>
            {LISTED_POOLS.map((pool) => {
              const figures = figuresFor(pool);
              return (
                <tr key={pool.slug}>
                  <th scope="row">
                    <RouterLink {...linkStyle()} to={`/stacking/pool/${pool.slug}`}>
                      {pool.name}
                    </RouterLink>
                  </th>
                  <td>{pool.rewardToken}</td>
                  <td data-figure="tvl">
                    <LiveFigure
                      state={state}
                      value={formatCompactStx(figures?.stackedStx)}
                      label={`${pool.name} TVL`}
                    />
                  </td>
                  <td>{formatMicroStx(pool.minMicroStx)}</td>
                  <td data-figure="yield">
                    <LiveFigure
                      state={state}
                      value={formatPercent(figures?.apy)}
                      label={`${pool.name} yield`}
                    />
                  </td>
                  <td data-figure="fee">
                    <LiveFigure
                      state={state}
                      value={formatPercent(figures?.fee)}
                      label={`${pool.name} fee`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.source}>
        Yield, fee and TVL: stacking-tracker.com, from past cycles. Past yield does not promise
        future rewards.
      </p>
    </section>
  );
}
