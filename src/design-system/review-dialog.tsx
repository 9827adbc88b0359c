import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './review-dialog.module.css';

export interface ReviewDetail {
  label: string;
  /** Shown as preformatted text, so long values (addresses, hex, JSON) wrap and stay exact. */
  value: string;
}

export interface ReviewDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  details: readonly ReviewDetail[];
  /** Controls shown above the details (e.g. a choice the approval depends on). */
  children?: ReactNode;
  approveLabel?: string;
  rejectLabel?: string;
  /** Shown while the approval is being carried out (signing, broadcasting). */
  busy?: boolean;
  onApprove: () => void;
  /** Also called when the dialog is dismissed with Escape, outside click or Close. */
  onReject: () => void;
}

/** Asks a person to approve or reject something, showing exactly what it is. */
export function ReviewDialog({
  open,
  title,
  description,
  details,
  children,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  busy = false,
  onApprove,
  onReject,
}: ReviewDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen && !busy) onReject();
      }}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outline" onClick={onReject} disabled={busy}>
            {rejectLabel}
          </Button>
          <Button variant="solid" onClick={onApprove} loading={busy}>
            {approveLabel}
          </Button>
        </>
      }
    >
      {children}
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.label} className={styles.row}>
            <dt className={styles.label}>{detail.label}</dt>
            <dd className={styles.value}>
              <pre>{detail.value}</pre>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
