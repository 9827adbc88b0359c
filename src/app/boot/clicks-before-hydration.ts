// A prerendered page is painted, and its buttons look ready, before React hydrates it; the entry
// then evaluates in stages and loads the page's route chunk first, which on a slow
// phone takes seconds. A click on a button in that window has no handler yet, and React replays
// only the events that arrive after `hydrateRoot`: the click would be lost, and What's new or
// the theme switch would seem broken. So the entry remembers the last such click from the moment
// it starts evaluating (this module has no imports and is the first one evaluated) and clicks
// the same button again once hydration has started; React then hydrates at once to handle it.
//
// Only buttons that do nothing natively are remembered: links navigate and submit buttons submit
// on their own, before hydration as after.

let rememberedButton: HTMLButtonElement | null = null;

function isInertButton(button: HTMLButtonElement): boolean {
  return button.type === 'button' || (button.type === 'submit' && button.form === null);
}

function rememberClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || !isInertButton(button)) return;
  if (!button.closest('#root')) return;
  rememberedButton = button;
}

document.addEventListener('click', rememberClick, { capture: true });

/**
 * Stops remembering and clicks again the button clicked before hydration, if it is still the
 * page's (hydration keeps the prerendered elements). Call right after `hydrateRoot`.
 */
export function replayClickBeforeHydration(): void {
  document.removeEventListener('click', rememberClick, { capture: true });
  const button = rememberedButton;
  rememberedButton = null;
  // A button disabled by now ignores the click, as it would the user's.
  if (button?.isConnected) button.click();
}
