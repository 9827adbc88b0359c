import { describe, expect, it } from 'vitest';
import {
  describePages,
  formatLoadTable,
  formatTable,
  judge,
  median,
  routesWithoutPrerender,
} from './bench-report.mjs';

describe('judge', () => {
  it('passes a figure at its target and fails one above it', () => {
    expect(judge('firstLoadJsKbGzip', '/staking', 110).pass).toBe(true);
    expect(judge('firstLoadJsKbGzip', '/staking', 110.1).pass).toBe(false);
    expect(judge('clsThrottled', '/staking', 0).pass).toBe(true);
    expect(judge('clsThrottled', '/staking', 0.001).pass).toBe(false);
  });

  it('marks a figure that could not be measured as neither', () => {
    for (const value of [null, undefined, Number.NaN]) {
      const figure = judge('lcpThrottledMs', '/portfolio', value);
      expect(figure.value).toBeNull();
      expect(figure.pass).toBeNull();
    }
  });

  it('carries the target and unit of its key', () => {
    expect(judge('tbtThrottledMs', '/tools', 20)).toMatchObject({
      key: 'tbtThrottledMs',
      subject: '/tools',
      value: 20,
      target: 150,
      unit: 'ms',
    });
  });
});

describe('formatTable', () => {
  it('shows each figure with its target and verdict, and counts the misses', () => {
    const table = formatTable([
      judge('firstLoadJsKbGzip', '/staking', 95.04),
      judge('tbtThrottledMs', '/portfolio', 180.4),
      judge('lcpThrottledMs', '/tools/call-contract', null),
    ]);
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/\/staking\s+95\.0 KB\s+≤ 110\.0 KB\s+✓$/);
    expect(lines[3]).toMatch(/\/portfolio\s+180 ms\s+≤ 150 ms\s+✗$/);
    expect(lines[4]).toMatch(/\/tools\/call-contract\s+n\/a\s+≤ 1200 ms\s+n\/a$/);
    expect(lines.at(-1)).toBe('1 figure(s) miss their target.');
  });

  it('says so when every figure meets its target', () => {
    expect(formatTable([judge('clsThrottled', '/staking', 0)])).toMatch(
      /Every measured figure meets its target\.$/,
    );
  });
});

describe('routesWithoutPrerender', () => {
  const build = {
    patterns: [
      '/',
      '/stacking/*',
      '/staking',
      '/staking/pool/:slug',
      '/staking/manager/:id',
      '/sbtc',
    ],
    redirectsFrom: ['/', '/stacking/*'],
    clientRendered: ['/staking/manager/:id'],
  };

  it('is empty when each page pattern has a prerendered page or a reason', () => {
    expect(
      routesWithoutPrerender({ ...build, prerendered: ['/staking', '/staking/pool/a', '/sbtc'] }),
    ).toEqual([]);
  });

  it('names a static page and a parameterised page with none', () => {
    expect(routesWithoutPrerender({ ...build, prerendered: ['/staking'] })).toEqual([
      '/staking/pool/:slug',
      '/sbtc',
    ]);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the lower middle of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(20);
  });

  it('skips values that were not measured, and is null without any', () => {
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('describePages', () => {
  it('says "all" for every page, names one or two, and counts the rest', () => {
    expect(describePages(['/a', '/b', '/c'], 3)).toBe('all 3 prerendered pages');
    expect(describePages(['/a'], 3)).toBe('/a');
    expect(describePages(['/a', '/b'], 3)).toBe('/a, /b');
    expect(describePages(['/a', '/b', '/c'], 5)).toBe('/a and 2 more');
  });
});

describe('formatLoadTable', () => {
  it('shows each page and profile with its medians, n/a for a missing one', () => {
    const table = formatLoadTable({
      '/staking': {
        none: {
          requestsAtLoad: 12,
          fcp: 201.4,
          lcp: 250.6,
          tbt: 0,
          cls: 0,
          jsHeapUsedAfterGcMB: 3.14,
        },
        'fast3g-cpu4': null,
      },
    });
    const [header, unthrottled, throttled] = table.split('\n');
    expect(header).toMatch(/^Page\s+Profile\s+req\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS\s+heap MB$/);
    expect(unthrottled).toMatch(/^\/staking\s+none\s+12\s+201\s+251\s+0\s+0\.000\s+3\.1$/);
    expect(throttled).toMatch(
      /^\/staking\s+fast3g-cpu4\s+n\/a\s+n\/a\s+n\/a\s+n\/a\s+n\/a\s+n\/a$/,
    );
  });
});
