import { describe, expectTypeOf, it } from 'vitest';
import type { AnalyticsEventMap, AnalyticsEventName } from './analytics-events';
import type { AmountBucket } from './event-properties';

// An event property must not be able to hold an address, a txid or an exact
// amount. The types are the first guard: every property is a closed list of literals (or a
// boolean), so a value from a wallet or a form cannot be passed in. These tests fail when a
// property is widened to `string`, `number` or `bigint`.

/** [event, property, value type] for every property of every event (each variant of a union). */
type PropertyEntries = {
  [E in AnalyticsEventName]: AnalyticsEventMap[E] extends infer Shape
    ? Shape extends unknown
      ? { [K in keyof Shape]-?: [E, K, Exclude<Shape[K], undefined>] }[keyof Shape]
      : never
    : never;
}[AnalyticsEventName];

/** `event.property` for each property that accepts every string / number / bigint. */
type OpenTo<T> = PropertyEntries extends infer Entry
  ? Entry extends [infer E extends string, infer K extends string, infer V]
    ? [T] extends [V]
      ? `${E}.${K}`
      : never
    : never
  : never;

describe('analytics event properties', () => {
  it('no property takes any number or bigint, so no exact amount fits', () => {
    expectTypeOf<OpenTo<number>>().toBeNever();
    expectTypeOf<OpenTo<bigint>>().toBeNever();
  });

  it('only the link host takes any string (documented; checked at run time)', () => {
    // A host is the one free-form value: the app's links go to a few known sites, and
    // identifying-values.ts drops an event whose host looks like an address or a txid.
    expectTypeOf<OpenTo<string>>().toEqualTypeOf<'external_link_clicked.host'>();
  });

  it('amounts are sent as buckets only', () => {
    expectTypeOf<
      AnalyticsEventMap['staking_started']['amount_bucket']
    >().toEqualTypeOf<AmountBucket>();
    expectTypeOf<{ pool: 'fast-pool'; amount_bucket: '1500' }>().not.toExtend<
      AnalyticsEventMap['staking_started']
    >();
    expectTypeOf<{ pool: 'fast-pool'; amount_stx: 1500 }>().not.toExtend<
      AnalyticsEventMap['staking_started']
    >();
  });

  it('staking events carry a pool slug (or own-manager) and an amount bucket, nothing else', () => {
    type Expected = {
      pool:
        | 'fast-pool'
        | 'xverse'
        | 'stacking-dao'
        | 'planbetter'
        | 'asymmetric-research'
        | 'senseinode'
        | 'own-manager';
      amount_bucket: AmountBucket;
    };
    expectTypeOf<AnalyticsEventMap['staking_started']>().toEqualTypeOf<Expected>();
    expectTypeOf<AnalyticsEventMap['staking_updated']>().toEqualTypeOf<Expected>();
    expectTypeOf<AnalyticsEventMap['staking_unstaked']>().toEqualTypeOf<Expected>();
    expectTypeOf<AnalyticsEventMap['staking_rewards_claimed']>().toEqualTypeOf<Expected>();
    // A brought manager's contract id would point at the person who brought it.
    expectTypeOf<{
      pool: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.signer-manager-unregistered';
      amount_bucket: '1k-10k';
    }>().not.toExtend<AnalyticsEventMap['staking_started']>();
  });

  it('a wallet failure is named from the list of error classes, not by free text', () => {
    expectTypeOf<{
      status: 'error';
      reason: 'wallet_error';
      error_name: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7Error';
    }>().not.toExtend<AnalyticsEventMap['sign_in_clicked']>();
    expectTypeOf<{
      status: 'error';
      reason: 'wallet_error';
      error_name: 'InternalError';
    }>().toExtend<AnalyticsEventMap['sign_in_clicked']>();
  });

  it('pools are slugs, not free text', () => {
    expectTypeOf<{
      pool: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
      amount_bucket: '1k-10k';
    }>().not.toExtend<AnalyticsEventMap['staking_updated']>();
    expectTypeOf<{ pool: 'fast-pool'; amount_bucket: '1k-10k' }>().toExtend<
      AnalyticsEventMap['staking_updated']
    >();
  });
});
