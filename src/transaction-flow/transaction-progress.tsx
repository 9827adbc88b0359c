import { useId } from 'react';
import { ExternalLink } from '@/design-system/external-link';
import { StatusIcon } from '@/design-system/status-icon';
import { buildExplorerTxUrl } from '@/lib/links';
import { explorerNetworkParams } from '@/stacks/active-network';
import type { TransactionFlowState } from './transaction-flow-state';
import { transactionFlowWords } from './transaction-flow-words';
import styles from './transaction-progress.module.css';

export interface TransactionProgressProps {
  state: TransactionFlowState;
  /** What the transaction does, e.g. "Send 12.5 STX" or "Stake with Fast Pool"; names the region. */
  label: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
}

const ICON = {
  failed: 'failed',
  'not-built': 'failed',
  'wallet-refused': 'failed',
  confirmed: 'sent',
} as const;

/**
 * Where a transaction stands, in the flow's one set of words. The live region is there from the
 * first render (idle and empty), so a screen reader hears every change; a refusal is an alert.
 * A multisig proposal is heard in the same region, its id in the words; it has no txid, so no
 * transaction line and no explorer link.
 */
export function TransactionProgress({ state, label, headingLevel = 2 }: TransactionProgressProps) {
  const headingId = useId();
  const idle = state.phase === 'idle';
  const refused = state.phase === 'not-built' || state.phase === 'wallet-refused';
  const words = transactionFlowWords(state);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status = state.phase in ICON ? ICON[state.phase as keyof typeof ICON] : 'pending';

  return (
    <section
      className={styles.progress}
      data-state={state.phase}
      data-testid="transaction-progress"
      aria-labelledby={idle ? undefined : headingId}
    >
      {idle ? null : (
        <div className={styles.heading}>
          <StatusIcon status={status} label={state.phase === 'proposed' ? 'Proposed' : undefined} />
          <Heading id={headingId}>{label}</Heading>
        </div>
      )}
      <p role="status" className={styles.words}>
        {refused ? '' : words}
      </p>
      {refused ? (
        <p role="alert" className={styles.words}>
          {words}
        </p>
      ) : null}
      {state.phase === 'pending' && state.checkError ? (
        <p className={styles.note}>
          Could not check the transaction: {state.checkError}. Satchel keeps trying.
        </p>
      ) : null}
      {'txid' in state ? (
        <>
          <p className={styles.txid}>
            Transaction <code>{state.txid}</code>
          </p>
          <ExternalLink
            href={buildExplorerTxUrl({ txid: state.txid, ...explorerNetworkParams(state.network) })}
          >
            View in the explorer
          </ExternalLink>
        </>
      ) : null}
    </section>
  );
}
