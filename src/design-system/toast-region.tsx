import { Toast as RadixToast } from 'radix-ui';
import { useState } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import { swipeThresholdFor, TOAST_SWIPE_THRESHOLD_TOUCH_PX } from './toast-swipe';
import type { ShownToast } from './toaster';
import styles from './toast.module.css';

interface ToastRegionProps {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
}

/** The visible toasts: F8 focuses them (docs/product-decisions.md#constants), swiping right
 * dismisses. Errors stay longer and are announced assertively. */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  // Radix takes one threshold; the pointer that starts a swipe picks it before the first move.
  const [swipeThreshold, setSwipeThreshold] = useState(TOAST_SWIPE_THRESHOLD_TOUCH_PX);
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={swipeThreshold}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast}
          data-variant={toast.variant ?? 'default'}
          data-swipe-threshold={swipeThreshold}
          onPointerDownCapture={(event) => setSwipeThreshold(swipeThresholdFor(event.pointerType))}
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          duration={toast.variant === 'error' ? 10_000 : 5_000}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <div>
            <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
            {toast.description ? (
              <RadixToast.Description className={styles.description}>
                {toast.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close asChild>
            <Button variant="ghost" size="sm" aria-label="Dismiss">
              <Icon name="close" size="small" />
            </Button>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
