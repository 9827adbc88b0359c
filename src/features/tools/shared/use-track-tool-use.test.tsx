import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { noopAnalytics, type AnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import {
  MethodNotSupportedError,
  UserRejectedError,
  WalletRequestValidationError,
} from '@/wallet/errors';
import { toolUsed } from '@/test/tool-used';
import { toolOutcomeOf, useTrackToolUse } from './use-track-tool-use';

function trackFor() {
  const track = vi.fn<AnalyticsClient['track']>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AnalyticsProvider client={{ ...noopAnalytics, track }}>{children}</AnalyticsProvider>
  );
  const { result } = renderHook(() => useTrackToolUse('sign-message'), { wrapper });
  return { track, trackUse: result.current };
}

describe('one tool_used per use', () => {
  it('names the wallet’s refusals by kind', () => {
    expect(toolOutcomeOf(new UserRejectedError('no'))).toBe('rejected');
    expect(toolOutcomeOf(new MethodNotSupportedError('no'))).toBe('unsupported');
    expect(toolOutcomeOf(new Error('boom'))).toBe('failed');
  });

  it('records nothing for a request our own schema refused: it never reached the wallet', () => {
    const refused = new WalletRequestValidationError(['Invalid memo string']);
    expect(toolOutcomeOf(refused)).toBeUndefined();
    const { track, trackUse } = trackFor();
    trackUse(toolOutcomeOf(refused));
    expect(track).not.toHaveBeenCalled();
    trackUse(toolOutcomeOf(new UserRejectedError('no')));
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('sign-message', 'rejected'));
  });
});
