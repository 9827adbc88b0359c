import { ClarityType, type ClarityValue } from '@stacks/transactions';
import { useId } from 'react';
import { ClarityValueTreeView } from '@/features/tools/shared/clarity-value-tree-view';
import { printClarityValue } from '@/stacks/clarity/print-clarity-value';
import styles from './call-contract.module.css';

export type ReadOnlyResultState =
  | { phase: 'reading' }
  | { phase: 'read'; value: ClarityValue }
  | { phase: 'failed'; message: string };

/** The region named **Result**: what a read-only function returned, decoded and printed, or why
 * there is nothing to show. */
export function ReadOnlyResult({ state }: { state: ReadOnlyResultState }) {
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId} data-state={state.phase}>
      <h3 id={headingId}>Result</h3>
      <div role="status">{state.phase === 'reading' ? 'Reading…' : null}</div>
      {state.phase === 'failed' ? (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      ) : null}
      {state.phase === 'read' ? <ReadValue value={state.value} /> : null}
    </section>
  );
}

function ReadValue({ value }: { value: ClarityValue }) {
  const printed = printClarityValue(value);
  return (
    <>
      {value.type === ClarityType.ResponseErr ? (
        <p className={styles.error}>
          The function returned an error: <code>{printed}</code>
        </p>
      ) : null}
      <pre className={styles.printed} data-testid="result-value">
        <code>{printed}</code>
      </pre>
      <ClarityValueTreeView value={value} label="result" />
    </>
  );
}
