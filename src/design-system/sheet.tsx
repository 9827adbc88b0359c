import { ModalFrame, type ModalFrameProps } from './modal-frame';
import styles from './sheet.module.css';

type SheetSide = 'bottom' | 'right';

export interface SheetProps extends ModalFrameProps {
  /** bottom suits phones (a drawer from the thumb's edge); right suits wider screens. */
  side?: SheetSide;
}

/** A modal panel sliding in from an edge: same focus trap, Escape and outside click as Dialog. */
export function Sheet({ side = 'bottom', ...frame }: SheetProps) {
  return (
    <ModalFrame
      {...frame}
      classNames={styles}
      side={side}
      beforeTitle={<div className={styles.handle} aria-hidden="true" />}
    />
  );
}
