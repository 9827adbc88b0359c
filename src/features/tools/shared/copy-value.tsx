import { useEffect, useState } from 'react';
import { Button } from '@/design-system/button';
import styles from './copy-value.module.css';

/** How long "Copied" stays on the button before it reads "Copy" again. */
const COPIED_FEEDBACK_MS = 2_000;

/** A result value (a signature, a key, an address) under its name, with a button to copy it.
 * The button names what it copies, so a list of them reads well to a screen reader. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  let buttonText = 'Copy';
  if (copyState === 'copied') buttonText = 'Copied';
  else if (copyState === 'failed') buttonText = 'Copy failed';
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <code>{value}</code>
        <Button
          size="sm"
          variant="outline"
          onClick={copy}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          {buttonText}
        </Button>
      </dd>
    </div>
  );
}
