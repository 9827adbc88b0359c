import { useRef } from 'react';

/**
 * Handlers for a Radix Dialog.Content opened by code rather than by its Trigger (e.g. after a
 * wallet answer): on close, focus goes back to where the user was when it opened.
 */
export function useReturnFocus() {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusTo.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
