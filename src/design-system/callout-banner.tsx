import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Banner, type BannerProps } from './banner';

/** The page element banners render into (docs/product-decisions.md#header-and-wallet-connection);
 * the app layout provides it. */
export const CALLOUT_PORTAL_ID = 'callout-portal';

export class MissingCalloutPortalError extends Error {
  override readonly name = 'MissingCalloutPortalError';
  constructor() {
    super(`CalloutBanner needs an element with id "${CALLOUT_PORTAL_ID}" on the page`);
  }
}

/** A Banner shown at the top of the page content, wherever the component itself sits.
 * Throws MissingCalloutPortalError (to the nearest error boundary) when there is no portal. */
export function CalloutBanner(props: BannerProps) {
  // The portal element may be committed in the same render as this component, so it is looked
  // up after commit rather than during render.
  const [target, setTarget] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the DOM after commit is the point; one extra render, before paint.
    setTarget(document.getElementById(CALLOUT_PORTAL_ID));
  }, []);
  if (target === null) throw new MissingCalloutPortalError();
  return target ? createPortal(<Banner {...props} />, target) : null;
}
