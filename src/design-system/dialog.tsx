import type { ReactNode } from 'react';
import { ModalFrame, type ModalFrameProps } from './modal-frame';
import styles from './dialog.module.css';

export interface DialogProps extends ModalFrameProps {
  /** Buttons at the bottom; a Close button is always present in the corner. */
  actions?: ReactNode;
}

/** A modal dialog: traps focus, closes on Escape and outside click, full screen when narrow. */
export function Dialog({ children, actions, ...frame }: DialogProps) {
  return (
    <ModalFrame {...frame} classNames={styles}>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </ModalFrame>
  );
}
