import { ExternalLink } from '@/design-system/external-link';
import type { StackingTrackerToken } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import { formatCompactStx } from './format-figures';
import { HubSection } from './hub-section';
import { LIQUID_SECTION_ID } from './hub-section-ids';
import { LiveFigure, type LiveValue } from './live-figure';
import { SectionFailure } from '@/design-system/section-failure';
import styles from './staking-hub.module.css';
import { formatNumber } from '@/lib/format-number';

const LIQUID_TITLE = 'Liquid staking';
const STACKING_DAO_WEBSITE = 'https://www.stackingdao.com';

/**
 * Liquid options (docs/product-decisions.md#staking-pools; docs/staking-pox-5.md#liquid-stacking):
 * Stacking DAO's stSTX as a link-out with the token's live figures. Its TVL and exchange rate
 * describe the token as it is; its yield is not shown, because how stSTX earns under pox-5 is
 * unconfirmed (docs/staking-pox-5.md#liquid-stacking) and a pox-4-era yield would
 * be a made-up number. No in-app deposit: the protocol's pox-5 contracts are not confirmed. LISA is
 * not offered.
 */
export function LiquidOptionsLayout({
  figures,
  onRetry,
}: {
  /** The tracker's stSTX entry; ready with undefined when the source does not list it. */
  figures: LiveValue<StackingTrackerToken | undefined>;
  onRetry: () => void;
}) {
  const tvl: LiveValue<number | null | undefined> =
    figures.state === 'ready' ? { state: 'ready', value: figures.value?.tvlStx } : figures;
  const rate: LiveValue<number | null | undefined> =
    figures.state === 'ready' ? { state: 'ready', value: figures.value?.stxPerToken } : figures;
  return (
    <HubSection id={LIQUID_SECTION_ID} headingId="liquid-heading" title={LIQUID_TITLE}>
      <p>
        Stacking DAO takes STX and gives you stSTX, a token you can hold, send or use while the
        protocol stakes. Deposits and withdrawals happen on its own site.
      </p>
      {figures.state === 'failed' && (
        <SectionFailure onRetry={onRetry}>
          The stSTX figures could not be read; they show as a dash.
        </SectionFailure>
      )}
      <dl className={styles.liquidFacts} aria-busy={figures.state === 'loading'}>
        <div>
          <dt>STX held by Stacking DAO</dt>
          <dd data-figure="tvl">
            <LiveFigure
              figure={tvl}
              format={(value) => formatCompactStx(value)}
              label="Stacking DAO TVL"
            />
          </dd>
        </div>
        <div>
          <dt>STX per stSTX</dt>
          <dd data-figure="rate">
            <LiveFigure
              figure={rate}
              format={(value) =>
                value == null ? undefined : formatNumber(value, { maximumFractionDigits: 4 })
              }
              label="the stSTX rate"
            />
          </dd>
        </div>
      </dl>
      <p>
        <ExternalLink href={STACKING_DAO_WEBSITE}>Get stSTX on Stacking DAO</ExternalLink>
      </p>
      <p className={styles.source}>
        Figures from stacking-tracker.com. LISA is not offered: we found no move of it to pox-5.
      </p>
    </HubSection>
  );
}
