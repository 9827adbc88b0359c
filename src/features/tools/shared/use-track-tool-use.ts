import { useCallback } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import type { ToolOutcome } from '@/analytics/analytics-events';
import type { ToolSlug } from '@/config/tools';
import { MethodNotFoundError, MethodNotSupportedError, UserRejectedError } from '@/wallet/errors';

/** The outcome analytics records for a use that threw: the wallet's refusal kinds by class. */
export function toolOutcomeOf(error: unknown): ToolOutcome {
  if (error instanceof UserRejectedError) return 'rejected';
  if (error instanceof MethodNotSupportedError || error instanceof MethodNotFoundError) {
    return 'unsupported';
  }
  return 'failed';
}

/** `tool_used` for one tool (docs/analytics.md): call it from the handler once a use has ended. */
export function useTrackToolUse(tool: ToolSlug): (outcome: ToolOutcome) => void {
  const analytics = useAnalytics();
  return useCallback(
    (outcome) => analytics.track('tool_used', { tool, outcome }),
    [analytics, tool],
  );
}
