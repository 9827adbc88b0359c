export interface AnalyticsHosts {
  segmentWriteKey?: string | undefined;
  segmentCdnUrl?: string | undefined;
  segmentApiHost?: string | undefined;
}
export function analyticsOrigins(analytics: AnalyticsHosts): string[];
export function buildSecurityHeaders(analytics: AnalyticsHosts): Record<string, string>;
