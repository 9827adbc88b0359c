import { useCallback } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import type { ToolOutcome } from '@/analytics/analytics-events';
import type { ToolSlug } from '@/config/tools';
import {
  MethodNotFoundError,
  MethodNotSupportedError,
  UserRejectedError,
  WalletRequestValidationError,
} from '@/wallet/errors';

/** The outcome analytics records for a use that threw: the wallet's refusal kinds by class.
 * Undefined for a request our own schema refused before the wallet opened: not a use
 * (docs/analytics.md), so `track` records nothing for it. */
export function toolOutcomeOf(error: unknown): ToolOutcome | undefined {
  if (error instanceof WalletRequestValidationError) return undefined;
  if (error instanceof UserRejectedError) return 'rejected';
  if (error instanceof MethodNotSupportedError || error instanceof MethodNotFoundError) {
    return 'unsupported';
  }
  return 'failed';
}

/** `tool_used` for one tool (docs/analytics.md): call it from the handler once a use has ended.
 * An undefined outcome (toolOutcomeOf: not a use) records nothing. */
export function useTrackToolUse(tool: ToolSlug): (outcome: ToolOutcome | undefined) => void {
  const analytics = useAnalytics();
  return useCallback(
    (outcome) => {
      if (outcome !== undefined) analytics.track('tool_used', { tool, outcome });
    },
    [analytics, tool],
  );
}
