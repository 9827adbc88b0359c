import { Link as RouterLink } from 'react-router';
import { linkStyle } from '@/design-system/link-style';
import { formatMicroStx } from '@/lib/micro-stx';
import { LISTED_LIQUID, type LiquidProtocol } from '@/stacks/stacking/stacking-protocols';
import type { findTokenFigures } from '@/stacks/stacking-tracker/stacking-tracker-queries';
import { formatCompactStx, formatPercent } from './format-figures';
import { FiguresUnavailableNote, LiveFigure, type LiveFiguresState } from './live-figure';
import { LIQUID_SECTION_ID } from './hub-section-ids';
import styles from './stacking-hub.module.css';

/** The liquid-stacking protocols of product.md with the stacking-tracker's token figures. */
export function LiquidStackingTableLayout({
  state,
  figuresFor,
}: {
  state: LiveFiguresState;
  figuresFor: (protocol: LiquidProtocol) => ReturnType<typeof findTokenFigures>;
}) {
  return (
    <section
      id={LIQUID_SECTION_ID}
      className={styles.section}
      aria-labelledby="liquid-stacking-heading"
    >
      <h2 id="liquid-stacking-heading">Liquid stacking</h2>
      <p>
        A protocol takes your STX and gives you a token that grows with the rewards. The token stays
        yours to hold, send or use; turning it back into STX goes through the protocol.
      </p>
      {state === 'unavailable' && <FiguresUnavailableNote />}
      <div
        className={styles.tableScroll}
        role="region"
        aria-labelledby="liquid-stacking-caption"
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={state === 'loading'}>
          <caption id="liquid-stacking-caption">Liquid stacking protocols</caption>
          <thead>
            <tr>
              <th scope="col">Protocol</th>
              <th scope="col">Token</th>
              <th scope="col">TVL</th>
              <th scope="col">Yield</th>
              <th scope="col">Fee</th>
              <th scope="col">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {LISTED_LIQUID.map((protocol) => {
              const figures = figuresFor(protocol);
              return (
                <tr key={protocol.slug}>
                  <th scope="row">
                    <RouterLink {...linkStyle()} to={`/stacking/liquid/${protocol.slug}`}>
                      {protocol.name}
                    </RouterLink>
                  </th>
                  <td>{protocol.token.symbol}</td>
                  <td data-figure="tvl">
                    <LiveFigure
                      state={state}
                      value={formatCompactStx(figures?.tvlStx)}
                      label={`${protocol.name} TVL`}
                    />
                  </td>
                  <td data-figure="yield">
                    <LiveFigure
                      state={state}
                      value={formatPercent(figures?.apy)}
                      label={`${protocol.name} yield`}
                    />
                  </td>
                  <td data-figure="fee">
                    <LiveFigure
                      state={state}
                      value={formatPercent(figures?.fee)}
                      label={`${protocol.name} fee`}
                    />
                  </td>
                  <td>{formatMicroStx(protocol.minMicroStx)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
