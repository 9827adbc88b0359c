import { useEffect, useId, useRef } from 'react';
import { Button } from '@/design-system/button';
import styles from './devnet-wallet-loading.module.css';

export type DevnetWalletLoadState = { phase: 'loading' } | { phase: 'failed'; reason: string };

export interface DevnetWalletLoadingProps {
  state: DevnetWalletLoadState;
  /** Closes the failure message (Close or Escape). */
  onClose: () => void;
}

/**
 * The devnet wallet's window before its code has arrived: on the page's first request that needs
 * an approval, it says the wallet is opening until the approval dialog replaces it, or why the
 * wallet could not load. Built from the shell's own parts (no dialog library), so it shows at
 * once.
 */
export function DevnetWalletLoading({ state, onClose }: DevnetWalletLoadingProps) {
  const titleId = useId();
  const reasonId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const failed = state.phase === 'failed';

  useEffect(() => {
    if (!failed) return;
    closeRef.current?.focus();
    // Escape dismisses it, as it dismisses the wallet's approval dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [failed, onClose]);

  return (
    <>
      <div className={styles.overlay} />
      {state.phase === 'loading' ? (
        // A status, not a dialog: nothing to act on yet, and the focus stays where it was until
        // the approval dialog takes it.
        <div className={styles.content} role="status" data-state="loading">
          <p className={styles.title}>Devnet wallet</p>
          <p className={styles.text}>Opening the devnet wallet…</p>
        </div>
      ) : (
        <div
          className={styles.content}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={reasonId}
          data-state="failed"
        >
          <h2 id={titleId} className={styles.title}>
            The devnet wallet could not load
          </h2>
          <div id={reasonId}>
            <p className={styles.text}>
              Its code did not arrive from Satchel&rsquo;s server, so nothing was asked or signed.
              Check that the server is still running (<code>npm start</code>), then try again.
            </p>
            <p className={styles.reason}>{state.reason}</p>
          </div>
          <div className={styles.actions}>
            <Button ref={closeRef} variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
