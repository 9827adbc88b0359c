import { ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_TIMEOUT_MS } from '@/config/constants';
import type { AppEnv } from '@/config/env';
import {
  assertSnakeCaseEventName,
  type AnalyticsEventMap,
  type AnalyticsEventName,
} from './analytics-events';

type Properties = Record<string, unknown>;

export interface AnalyticsClient {
  track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEventMap[E]): void;
  page(name?: string, properties?: Properties): void;
  screen(name: string, properties?: Properties): void;
  identify(userId?: string, traits?: Properties): void;
  group(groupId: string, traits?: Properties): void;
}

/** The part of Segment's AnalyticsBrowser we use, so tests can pass a fake loader. */
interface SegmentInstance {
  track(event: string, properties?: Properties): unknown;
  page(category?: string, name?: string, properties?: Properties): unknown;
  screen(category?: string, name?: string, properties?: Properties): unknown;
  identify(userId?: string, traits?: Properties): unknown;
  group(groupId: string, traits?: Properties): unknown;
}
type SegmentLoader = (config: SegmentConfig) => Promise<SegmentInstance>;

export interface SegmentConfig {
  writeKey: string;
  cdnUrl?: string | undefined;
  apiHost?: string | undefined;
}

/** Every event carries platform=web (spec §7). */
const DEFAULT_PROPERTIES = { platform: 'web' } as const;

/** Loads Segment on demand so visitors download it only when analytics is configured. */
const loadSegmentBrowser: SegmentLoader = async ({ writeKey, cdnUrl, apiHost }) => {
  const { AnalyticsBrowser } = await import('@segment/analytics-next');
  const local = apiHost !== undefined && /^(127\.0\.0\.1|localhost)[:/]/.test(apiHost);
  const [analytics] = await AnalyticsBrowser.load(
    { writeKey, ...(cdnUrl ? { cdnURL: cdnUrl } : {}) },
    {
      integrations: {
        'Segment.io': {
          ...(apiHost ? { apiHost } : {}),
          ...(local ? { protocol: 'http' } : {}),
          deliveryStrategy: {
            strategy: 'batching',
            config: { size: ANALYTICS_BATCH_SIZE, timeout: ANALYTICS_BATCH_TIMEOUT_MS },
          },
        },
      },
    },
  );
  await analytics.register({
    name: 'Satchel default properties',
    type: 'enrichment',
    version: '1.0.0',
    isLoaded: () => true,
    load: () => Promise.resolve(),
    // One place adds platform=web to every kind of event.
    track: addDefaultProperties,
    page: addDefaultProperties,
    screen: addDefaultProperties,
    identify: addDefaultProperties,
    group: addDefaultProperties,
  });
  return analytics;
};

function addDefaultProperties<Ctx extends { event: { properties?: Properties } }>(ctx: Ctx): Ctx {
  ctx.event.properties = { ...ctx.event.properties, ...DEFAULT_PROPERTIES };
  return ctx;
}

/** An analytics client that does nothing: used when no write key is configured. */
export const noopAnalytics: AnalyticsClient = {
  track: (event) => assertSnakeCaseEventName(event),
  page: () => {},
  screen: () => {},
  identify: () => {},
  group: () => {},
};

/**
 * Analytics for this build. Without a write key nothing is loaded and nothing is sent.
 * Calls made before Segment has loaded are queued and replayed in order.
 */
export function createAnalyticsClient(
  env: Pick<AppEnv, 'VITE_SEGMENT_WRITE_KEY' | 'VITE_SEGMENT_CDN_URL' | 'VITE_SEGMENT_API_HOST'>,
  load: SegmentLoader = loadSegmentBrowser,
): AnalyticsClient {
  const writeKey = env.VITE_SEGMENT_WRITE_KEY;
  if (!writeKey) return noopAnalytics;

  let segment: SegmentInstance | undefined;
  let loading: Promise<void> | undefined;
  const queue: Array<(instance: SegmentInstance) => void> = [];

  const ensureLoaded = () => {
    loading ??= load({
      writeKey,
      cdnUrl: env.VITE_SEGMENT_CDN_URL,
      apiHost: env.VITE_SEGMENT_API_HOST,
    }).then(
      (instance) => {
        segment = instance;
        for (const call of queue.splice(0)) call(instance);
      },
      (error: unknown) => {
        // Analytics must never break the app: drop what was queued and stop trying.
        queue.length = 0;
        console.error('Analytics failed to load', error);
      },
    );
  };
  const send = (call: (instance: SegmentInstance) => void) => {
    if (segment) {
      call(segment);
      return;
    }
    queue.push(call);
    ensureLoaded();
  };

  return {
    track(event, properties) {
      assertSnakeCaseEventName(event);
      send((s) => s.track(event, { ...properties }));
    },
    page(name, properties) {
      send((s) => s.page(undefined, name, properties));
    },
    screen(name, properties) {
      send((s) => s.screen(undefined, name, properties));
    },
    identify(userId, traits) {
      send((s) => s.identify(userId, traits));
    },
    group(groupId, traits) {
      send((s) => s.group(groupId, traits));
    },
  };
}
