import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AppEnv } from '@/config/env-schema';
import { segmentBatchAccepted, segmentSettings } from '../fixtures/segment';

type SegmentEnv = Pick<
  AppEnv,
  'VITE_SEGMENT_WRITE_KEY' | 'VITE_SEGMENT_CDN_URL' | 'VITE_SEGMENT_API_HOST'
>;

// Segment's own defaults, used when the build names no other host.
const SEGMENT_CDN_URL = 'https://cdn.segment.com';
const SEGMENT_API_HOST = 'api.segment.io/v1';

/**
 * Segment's settings and batch endpoints, for the hosts this build talks to. Without a write key
 * the app sends nothing (docs/architecture.md, Analytics), so there is nothing to answer.
 */
export function segmentHandlers(env: SegmentEnv): HttpHandler[] {
  const writeKey = env.VITE_SEGMENT_WRITE_KEY;
  if (!writeKey) return [];
  const cdnUrl = (env.VITE_SEGMENT_CDN_URL ?? SEGMENT_CDN_URL).replace(/\/+$/, '');
  const apiHost = env.VITE_SEGMENT_API_HOST ?? SEGMENT_API_HOST;
  return [
    http.get(`${cdnUrl}/v1/projects/${writeKey}/settings`, () =>
      HttpResponse.json(segmentSettings),
    ),
    // The client picks http for a local collector and https otherwise; answering both keeps
    // that rule in one place (analytics-client.ts) and this module out of the first page's
    // shared chunks (importing it from here cost every visitor ~0.4 KB gzip).
    ...['http', 'https'].map((protocol) =>
      http.post(`${protocol}://${apiHost}/b`, () => HttpResponse.json(segmentBatchAccepted)),
    ),
  ];
}
