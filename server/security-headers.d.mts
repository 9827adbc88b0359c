export interface AnalyticsHosts {
  segmentWriteKey?: string | undefined;
  segmentCdnUrl?: string | undefined;
  segmentApiHost?: string | undefined;
}
export interface SecurityHeaderOptions extends AnalyticsHosts {
  customApiOrigins?: readonly string[] | undefined;
  /** The build is for the local devnet (src/config/devnet-build.ts): it may call the local node. */
  devnet?: boolean | undefined;
}
export function buildSecurityHeaders(options: SecurityHeaderOptions): Record<string, string>;
