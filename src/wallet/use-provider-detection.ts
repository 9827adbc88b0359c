import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { PROVIDER_DETECTION_INTERVAL_MS, PROVIDER_DETECTION_WINDOW_MS } from '@/config/constants';
import { providerDetectedAtom } from './provider-detected';
import { watchForProvider } from './provider';

/** Marks the provider as detected once the extension has injected it (it may come late). */
export function useProviderDetection(): void {
  const setDetected = useSetAtom(providerDetectedAtom);
  useEffect(
    () =>
      watchForProvider(() => setDetected(true), {
        windowMs: PROVIDER_DETECTION_WINDOW_MS,
        intervalMs: PROVIDER_DETECTION_INTERVAL_MS,
      }),
    [setDetected],
  );
}
