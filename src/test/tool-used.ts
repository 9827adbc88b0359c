import type { ToolOutcome } from '@/analytics/analytics-events';
import type { ToolSlug } from '@/config/tools';

/** The analytics call one use of a tool makes (`tool_used`, docs/analytics.md), as a track mock
 * records it. */
export const toolUsed = (tool: ToolSlug, outcome: ToolOutcome) =>
  ['tool_used', { tool, outcome }] as const;
