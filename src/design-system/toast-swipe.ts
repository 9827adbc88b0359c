/** docs/product-decisions.md#constants: a touch swipe dismisses a toast after 10 px, a mouse drag
 * after 2 px. */
export const TOAST_SWIPE_THRESHOLD_TOUCH_PX = 10;
export const TOAST_SWIPE_THRESHOLD_MOUSE_PX = 2;

export function swipeThresholdFor(pointerType: string): number {
  return pointerType === 'mouse' ? TOAST_SWIPE_THRESHOLD_MOUSE_PX : TOAST_SWIPE_THRESHOLD_TOUCH_PX;
}
