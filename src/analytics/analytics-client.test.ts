// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventName } from './analytics-events';
import { assertSnakeCaseEventName } from './analytics-events';
import { createAnalyticsClient, noopAnalytics, type SegmentConfig } from './analytics-client';

describe('assertSnakeCaseEventName (docs/analytics.md#events)', () => {
  it.each(['sign_in_clicked', 'staking_rewards_claimed', 'open_extension_clicked', 'step_2_done'])(
    'accepts %s',
    (name) => {
      expect(() => assertSnakeCaseEventName(name)).not.toThrow();
    },
  );
  it.each([
    'Sign In Clicked',
    'signin',
    'SignIn',
    'sign in',
    '123',
    'sign-in-clicked',
    'Sign_In',
    '_sign_in',
    'sign__in',
    '',
  ])('rejects %j with the spec message', (name) => {
    expect(() => assertSnakeCaseEventName(name)).toThrow('Event must be snake_case');
  });
});

function fakeSegment() {
  const calls: unknown[][] = [];
  const instance = {
    track: (...args: unknown[]) => calls.push(['track', ...args]),
    page: (...args: unknown[]) => calls.push(['page', ...args]),
    screen: (...args: unknown[]) => calls.push(['screen', ...args]),
    identify: (...args: unknown[]) => calls.push(['identify', ...args]),
    group: (...args: unknown[]) => calls.push(['group', ...args]),
  };
  return { calls, instance };
}

describe('createAnalyticsClient', () => {
  it('without a write key loads nothing and sends nothing', () => {
    const load = vi.fn();
    const client = createAnalyticsClient({}, load);
    expect(client).toBe(noopAnalytics);
    client.track('sign_in_clicked', { status: 'success' });
    client.page();
    expect(load).not.toHaveBeenCalled();
  });

  it('still rejects a bad event name without a write key', () => {
    expect(() =>
      createAnalyticsClient({}).track('Sign In' as AnalyticsEventName, { status: 'success' }),
    ).toThrow('Event must be snake_case');
  });

  it('loads Segment once, with the configured hosts, and replays queued calls in order', async () => {
    const { calls, instance } = fakeSegment();
    let resolveLoad: (value: typeof instance) => void = () => {};
    const load = vi.fn<(config: SegmentConfig) => Promise<typeof instance>>(
      () => new Promise((resolve) => (resolveLoad = resolve)),
    );
    const client = createAnalyticsClient(
      {
        VITE_SEGMENT_WRITE_KEY: 'key',
        VITE_SEGMENT_CDN_URL: 'http://127.0.0.1:1',
        VITE_SEGMENT_API_HOST: '127.0.0.1:1/v1',
      },
      load,
    );
    client.page(undefined, { path: '/staking' });
    client.track('sign_in_clicked', { status: 'error', reason: 'user_rejected' });
    client.identify('someone');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({
      writeKey: 'key',
      cdnUrl: 'http://127.0.0.1:1',
      apiHost: '127.0.0.1:1/v1',
    });
    expect(calls).toEqual([]);
    resolveLoad(instance);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    client.group('team');
    client.screen('home');
    expect(calls.map((call) => call[0])).toEqual(['page', 'track', 'identify', 'group', 'screen']);
    expect(calls[1]).toEqual([
      'track',
      'sign_in_clicked',
      { status: 'error', reason: 'user_rejected' },
      { context: { page: expect.objectContaining({ path: '/' }) as unknown } },
    ]);
  });

  it('never throws into the app when Segment fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAnalyticsClient({ VITE_SEGMENT_WRITE_KEY: 'key' }, () =>
      Promise.reject(new Error('offline')),
    );
    client.track('sign_out_clicked', {});
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Analytics failed to load', expect.any(Error)),
    );
  });
});

describe('what leaves the browser (privacy)', () => {
  const TXID = '0x' + 'ab'.repeat(32);
  const ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  async function loadedClient() {
    const { calls, instance } = fakeSegment();
    const client = createAnalyticsClient({ VITE_SEGMENT_WRITE_KEY: 'key' }, () =>
      Promise.resolve(instance),
    );
    // The first call loads Segment; wait for it so each test sees its own calls only.
    client.track('sign_out_clicked', {});
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls.length = 0;
    return { calls, client };
  }

  it('every event describes the page without its query string, fragment or full referrer', async () => {
    const { calls, client } = await loadedClient();
    window.history.replaceState(
      null,
      '',
      `/staking/pool/fast-pool?api=https://node.example&tx=${TXID}#top`,
    );
    client.track('staking_unstaked', { pool: 'fast-pool', amount_bucket: '1k-10k' });
    client.page(undefined, { path: '/staking/pool/fast-pool' });
    const page = {
      path: '/staking/pool/fast-pool',
      url: `${location.origin}/staking/pool/fast-pool`,
      search: '',
      referrer: '',
      title: document.title,
    };
    expect(calls).toEqual([
      [
        'track',
        'staking_unstaked',
        { pool: 'fast-pool', amount_bucket: '1k-10k' },
        { context: { page } },
      ],
      // A page event's properties describe the page too: Segment would fill them from location.
      ['page', undefined, undefined, page, { context: { page } }],
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an address',
      { host: ADDRESS },
      'external_link_clicked.properties.host looks like a Stacks address',
    ],
    [
      'a txid',
      { host: `explorer.hiro.so/txid/${TXID}` },
      'external_link_clicked.properties.host looks like a transaction id',
    ],
    [
      'an exact amount',
      { host: '1500' },
      'external_link_clicked.properties.host looks like an exact amount',
    ],
  ])(
    'drops an event whose property holds %s, with one console error and no throw',
    async (_, properties, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { calls, client } = await loadedClient();
      // Cast: the event map's types forbid this; the guard is for what types cannot see.
      expect(() =>
        client.track('external_link_clicked', properties as { host: string }),
      ).not.toThrow();
      expect(calls).toEqual([]);
      expect(error).toHaveBeenCalledExactlyOnceWith(`Analytics call dropped: ${message}`);
    },
  );

  it('drops a page view whose path holds an address (any unknown path renders a page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, client } = await loadedClient();
    window.history.replaceState(null, '', `/${ADDRESS}`);
    client.page(undefined, { path: `/${ADDRESS}` });
    client.track('sign_out_clicked', {});
    expect(calls).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'Analytics call dropped: page.properties.path looks like a Stacks address',
    );
    expect(error).toHaveBeenCalledWith(
      'Analytics call dropped: sign_out_clicked.page.path looks like a Stacks address',
    );
  });

  it('checks identify and group too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, client } = await loadedClient();
    client.identify(ADDRESS);
    client.group('team', { treasury: ADDRESS });
    expect(calls).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('without a write key still reports a property that must not be sent', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    noopAnalytics.track('external_link_clicked', { host: ADDRESS });
    expect(error).toHaveBeenCalledExactlyOnceWith(
      'Analytics call dropped: external_link_clicked.properties.host looks like a Stacks address',
    );
  });
});
