import { ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_TIMEOUT_MS } from '@/config/constants';
import type { AppEnv } from '@/config/env-schema';
import {
  assertSnakeCaseEventName,
  type AnalyticsEventMap,
  type AnalyticsEventName,
} from './analytics-events';
import { findIdentifyingValue } from './identifying-values';

type Properties = Record<string, unknown>;

export interface AnalyticsClient {
  track<E extends AnalyticsEventName>(event: E, properties: AnalyticsEventMap[E]): void;
  page(name?: string, properties?: Properties): void;
  screen(name: string, properties?: Properties): void;
  identify(userId?: string, traits?: Properties): void;
  group(groupId: string, traits?: Properties): void;
}

/** What Segment would otherwise read from `location` and `document` for every event. */
interface PageContext {
  path: string;
  url: string;
  search: string;
  referrer: string;
  title: string;
}
interface SegmentOptions {
  context: { page: PageContext };
}

/** The part of Segment's AnalyticsBrowser we use, so tests can pass a fake loader. */
interface SegmentInstance {
  track(event: string, properties?: Properties, options?: SegmentOptions): unknown;
  page(
    category?: string,
    name?: string,
    properties?: Properties,
    options?: SegmentOptions,
  ): unknown;
  screen(
    category?: string,
    name?: string,
    properties?: Properties,
    options?: SegmentOptions,
  ): unknown;
  identify(userId?: string, traits?: Properties, options?: SegmentOptions): unknown;
  group(groupId: string, traits?: Properties, options?: SegmentOptions): unknown;
}
type SegmentLoader = (config: SegmentConfig) => Promise<SegmentInstance>;

export interface SegmentConfig {
  writeKey: string;
  cdnUrl?: string | undefined;
  apiHost?: string | undefined;
}

/** Every event carries platform=web (docs/analytics.md#when-anything-is-sent). */
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

/**
 * The page as events describe it. Left alone, Segment sends the full URL with its query string and
 * the full referrer on every event, and either can carry an address or a txid (a link from an
 * explorer, `?api=` pointing at someone's own node). We send the path, the URL without query or
 * fragment, and only the referrer's origin.
 */
function privatePageContext(): PageContext {
  return {
    path: location.pathname,
    url: `${location.origin}${location.pathname}`,
    search: '',
    referrer: originOf(document.referrer),
    title: document.title,
  };
}

function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : '';
}

/**
 * True (and one console error naming the property, never its value) when `payload` holds
 * something that could identify a person: the call is then dropped. Analytics never throws into
 * the app for this — a lost event is better than a broken page or a leaked address.
 */
function refusedForPrivacy(call: string, payload: Record<string, unknown>): boolean {
  const problem = findIdentifyingValue(payload, call);
  if (problem === undefined) return false;
  console.error(`Analytics call dropped: ${problem}`);
  return true;
}

/** An analytics client that does nothing: used when no write key is configured. It still checks
 * names and properties, so a development build without analytics shows the same errors. */
export const noopAnalytics: AnalyticsClient = {
  track: (event, properties) => {
    assertSnakeCaseEventName(event);
    refusedForPrivacy(event, { properties });
  },
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

  // The page is read when the call is made (not when a queued call is replayed) and checked with
  // the rest of what is sent.
  return {
    track(event, properties) {
      assertSnakeCaseEventName(event);
      const page = privatePageContext();
      if (refusedForPrivacy(event, { properties, page })) return;
      send((s) => s.track(event, { ...properties }, { context: { page } }));
    },
    page(name, properties) {
      const page = privatePageContext();
      // A page event's own properties describe the page too: the private ones replace Segment's.
      const pageProperties = { ...properties, ...page };
      if (refusedForPrivacy('page', { name, properties: pageProperties })) return;
      send((s) => s.page(undefined, name, pageProperties, { context: { page } }));
    },
    screen(name, properties) {
      const page = privatePageContext();
      if (refusedForPrivacy('screen', { name, properties, page })) return;
      send((s) => s.screen(undefined, name, properties, { context: { page } }));
    },
    identify(userId, traits) {
      const page = privatePageContext();
      if (refusedForPrivacy('identify', { userId, traits, page })) return;
      send((s) => s.identify(userId, traits, { context: { page } }));
    },
    group(groupId, traits) {
      const page = privatePageContext();
      if (refusedForPrivacy('group', { groupId, traits, page })) return;
      send((s) => s.group(groupId, traits, { context: { page } }));
    },
  };
}
