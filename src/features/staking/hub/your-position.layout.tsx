import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, type Tone } from '@/design-system/badge';
import { linkStyle } from '@/design-system/link-style';
import { Link } from '@/design-system/link';
import { formatMicroStx } from '@/lib/micro-stx';
import { HubSection } from './hub-section';
import { routes } from '@/lib/routes';
import { LIQUID_SECTION_ID, POOLS_SECTION_ID } from './hub-section-ids';
import styles from './staking-hub.module.css';

const YOUR_POSITION_TITLE = 'Your position';
const HEADING_ID = 'your-position-heading';

/** The statuses of a pox-5 position (docs/product-decisions.md#staking-pages). */
type HubPositionStatus = 'starting' | 'staked' | 'unstaking' | 'ended' | 'pending';

/** What the hub says about the connected account's staking, from staking-position. */
export type HubPosition =
  | {
      kind: 'none';
      /** The account held a pox-4 position, released at Epoch 4.0
       * (docs/staking-pox-5.md#epoch-40-and-pox-4). */
      hadPox4Position: boolean;
    }
  | {
      kind: 'position';
      status: HubPositionStatus;
      amountMicroStx: bigint;
      /** The pool's name, or the manager's contract id when it is not a listed pool. */
      manager: string;
      firstCycle: number;
      unlockCycle: number;
    };

const STATUS: Readonly<Record<HubPositionStatus, { words: string; tone: Tone }>> = {
  starting: { words: 'Starting next cycle', tone: 'info' },
  staked: { words: 'Staked', tone: 'success' },
  unstaking: { words: 'Unstaking (ends with this cycle)', tone: 'warning' },
  ended: { words: 'Ended', tone: 'default' },
  pending: { words: 'Pending', tone: 'info' },
};

/** The "Your position" frame, shared by the slot (before its code loads) and the summary. */
export function YourPositionSection({ children }: { children: ReactNode }) {
  return (
    <HubSection headingId={HEADING_ID} title={YOUR_POSITION_TITLE}>
      {children}
    </HubSection>
  );
}

/** The connected account's position in a few words, with the way to the position page. */
export function YourPositionLayout({ position }: { position: HubPosition }) {
  if (position.kind === 'none') {
    return (
      <YourPositionSection>
        {position.hadPox4Position && (
          // One sentence and a link to stake again.
          <p data-testid="pox-4-released">
            Your pox-4 stacking position was released at Epoch 4.0 and your STX are unlocked;{' '}
            <Link href={`#${POOLS_SECTION_ID}`}>stake them again with a pool</Link>.
          </p>
        )}
        {!position.hadPox4Position && (
          <p>
            You are not staking yet. Choose a pool below, or bring your own signer-manager; liquid
            options are <Link href={`#${LIQUID_SECTION_ID}`}>further down</Link>.
          </p>
        )}
      </YourPositionSection>
    );
  }
  const status = STATUS[position.status];
  return (
    <YourPositionSection>
      <div className={styles.positionSummary}>
        <Badge variant={status.tone}>{status.words}</Badge>
        <dl className={styles.amounts}>
          <div>
            <dt>Amount</dt>
            <dd>{formatMicroStx(position.amountMicroStx)}</dd>
          </div>
          <div>
            <dt>Signer-manager</dt>
            <dd className={styles.manager}>{position.manager}</dd>
          </div>
          <div>
            <dt>Cycles</dt>
            <dd>
              {position.firstCycle} to {position.unlockCycle - 1}; unlocks at the start of cycle{' '}
              {position.unlockCycle}
            </dd>
          </div>
        </dl>
        <RouterLink {...linkStyle()} to={routes.stakingPosition()}>
          See your position, rewards and actions
        </RouterLink>
      </div>
    </YourPositionSection>
  );
}
