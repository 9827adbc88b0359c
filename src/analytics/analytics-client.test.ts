import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventName } from './analytics-events';
import { assertSnakeCaseEventName } from './analytics-events';
import { createAnalyticsClient, noopAnalytics, type SegmentConfig } from './analytics-client';

describe('assertSnakeCaseEventName (spec §5)', () => {
  it.each(['sign_in_clicked', 'stacking_revoke_delegate', 'open_extension_clicked', 'step_2_done'])(
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
    client.page(undefined, { path: '/stacking' });
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
