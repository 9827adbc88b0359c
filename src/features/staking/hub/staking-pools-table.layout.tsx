import { Link as RouterLink } from 'react-router';
import { Badge } from '@/design-system/badge';
import { linkStyle } from '@/design-system/link-style';
import { formatMicroStx } from '@/lib/micro-stx';
import type { PoolSlug } from '@/config/staking-choices';
import type { PoolPayout, StakingPool } from '@/stacks/staking/staking-pools';
import type { PoolFeeReading } from '../shared/pool-fee';
import { STAND_IN_FOOTNOTE, STAND_IN_NOTE } from '../shared/stand-in';
import { routes } from '@/lib/routes';
import { formatBasisPointsAsPercent } from '@/lib/format-number';
import { LiveFigure, type LiveValue } from './live-figure';
import { SectionFailure } from '@/design-system/section-failure';
import styles from './staking-hub.module.css';

/** What the chain says about one pool this cycle (docs/staking-pox-5.md#functions,
 * docs/staking-pox-5.md#signer-managers). */
export interface PoolFigures {
  /** The manager's fee in force (manager-fee.ts), or the pool's stated fixed fee where the
   * manager keeps none to read (pool-fee.ts); null: none known. */
  fee: LiveValue<PoolFeeReading>;
  /** pox-5 `get-amount-delegated-for-signer` for the current cycle, µSTX. */
  stakedMicroStx: LiveValue<bigint>;
  /** pox-5 `signer-set-contains-for-cycle` for the current cycle. */
  inSignerSet: LiveValue<boolean>;
}

const PAYOUT_WORDS: Readonly<Record<PoolPayout, string>> = {
  sbtc: 'sBTC',
  'sbtc-or-btc': 'sBTC or BTC',
  btc: 'BTC',
};

/** "5 %", "5 % (the pool's stated fee)", or nothing (a dash) when no fee is known. */
function formatPoolFee(fee: PoolFeeReading): string | undefined {
  if (fee === null) return undefined;
  const rate = formatBasisPointsAsPercent(fee.activeBips);
  return fee.stated ? `${rate} (the pool’s stated fee)` : rate;
}

const POOLS_CAPTION = 'Pools this cycle: fee, stake and signer set';

function SignerSetCell({ figure, name }: { figure: LiveValue<boolean>; name: string }) {
  if (figure.state !== 'ready') {
    return <LiveFigure figure={figure} format={() => undefined} label={`${name} signer set`} />;
  }
  return figure.value ? (
    <Badge variant="success">In the signer set</Badge>
  ) : (
    <Badge variant="warning">Not in the signer set</Badge>
  );
}

/** The pools of docs/product-decisions.md#staking-pools with their fee, stake and signer-set
 * membership read from the chain. */
export function StakingPoolsTableLayout({
  pools,
  figuresFor,
  onRetry,
  retrying = false,
}: {
  pools: readonly Pick<StakingPool, 'slug' | 'name' | 'payout' | 'standIn'>[];
  figuresFor: (slug: PoolSlug) => PoolFigures;
  /** Reads the failed figures again; shown only when some failed. */
  onRetry: () => void;
  retrying?: boolean;
}) {
  const rows = pools.map((pool) => ({ pool, figures: figuresFor(pool.slug) }));
  const figures = rows.flatMap(({ figures: f }) => [f.fee, f.stakedMicroStx, f.inSignerSet]);
  const busy = figures.some((figure) => figure.state === 'loading');
  const failed = figures.some((figure) => figure.state === 'failed');
  if (pools.length === 0) {
    return (
      <p>
        No listed pool runs on this network. You can still stake with a signer-manager of your own,
        below.
      </p>
    );
  }
  return (
    <>
      {failed && (
        <SectionFailure onRetry={onRetry} retrying={retrying}>
          Some figures could not be read from the chain; they show as a dash. The pools themselves
          are unaffected.
        </SectionFailure>
      )}
      <div
        className={styles.tableScroll}
        role="region"
        aria-labelledby="staking-pools-caption"
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={busy}>
          <caption id="staking-pools-caption">{POOLS_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Pool</th>
              <th scope="col">Payout</th>
              <th scope="col">Fee</th>
              <th scope="col">STX staked this cycle</th>
              <th scope="col">Signer set</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ pool, figures: row }) => (
              <tr key={pool.slug}>
                <th scope="row">
                  <RouterLink {...linkStyle()} to={routes.stakingPool(pool.slug)}>
                    {pool.name}
                  </RouterLink>
                  {pool.standIn ? (
                    <>
                      {' '}
                      <span className={styles.standIn}>{STAND_IN_NOTE}</span>
                    </>
                  ) : null}
                </th>
                <td>{PAYOUT_WORDS[pool.payout]}</td>
                <td data-figure="fee">
                  <LiveFigure figure={row.fee} format={formatPoolFee} label={`${pool.name} fee`} />
                </td>
                <td data-figure="staked">
                  <LiveFigure
                    figure={row.stakedMicroStx}
                    format={formatMicroStx}
                    label={`${pool.name} stake`}
                  />
                </td>
                <td data-figure="signer-set">
                  <SignerSetCell figure={row.inSignerSet} name={pool.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pools.some((pool) => pool.standIn) ? (
        <p className={styles.source} data-testid="stand-in-footnote">
          {STAND_IN_FOOTNOTE}
        </p>
      ) : null}
      <p className={styles.source}>
        Read from the chain. A signer-manager is in a cycle’s signer set with at least 50,000 STX
        staked to it in total; below that its stakers earn nothing for the cycle.
      </p>
    </>
  );
}
