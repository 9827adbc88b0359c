import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from './accept-encoding.mjs';

const BOTH = ['br', 'gzip'];

describe('parseAcceptEncoding', () => {
  it('reads each member’s weight, 1 when absent (RFC 9110 §12.4.2)', () => {
    const cases: [string, [string, number][]][] = [
      [
        'gzip, br',
        [
          ['gzip', 1],
          ['br', 1],
        ],
      ],
      ['br;q=0.5', [['br', 0.5]]],
      ['br ; q=0.5', [['br', 0.5]]],
      [
        'br\t;\tq=0.25 ,\tgzip',
        [
          ['br', 0.25],
          ['gzip', 1],
        ],
      ],
      ['br;Q=0.5', [['br', 0.5]]],
      [
        'br;q=1.000, gzip;q=0.001, zstd;q=0.',
        [
          ['br', 1],
          ['gzip', 0.001],
          ['zstd', 0],
        ],
      ],
      ['br;q=1.', [['br', 1]]],
      [
        'BR, GZip',
        [
          ['br', 1],
          ['gzip', 1],
        ],
      ],
      ['x-gzip;q=0.4', [['gzip', 0.4]]],
      [
        '*;q=0.1, identity;q=0',
        [
          ['*', 0.1],
          ['identity', 0],
        ],
      ],
      [',, br ,', [['br', 1]]],
      ['', []],
    ];
    for (const [header, weights] of cases) {
      expect([...parseAcceptEncoding(header)], header).toEqual(weights);
    }
  });

  it('gives a member with a malformed or out-of-range weight 0: not acceptable', () => {
    for (const member of [
      'br;q=-1',
      'br;q=2',
      'br;q=1.5',
      'br;q=1.001',
      'br;q=0.0001',
      'br;q=abc',
      'br;q=',
      'br;q',
      'br;',
      'br;q = 0.5',
      'br;q=0.5;q=0.7',
      'br;level=1',
      'br;q=.5',
      'br;q=0x1',
      'br;q=1e0',
    ]) {
      expect(parseAcceptEncoding(member).get('br'), member).toBe(0);
    }
  });

  it('skips members that are not a coding at all, keeps the lowest weight of a repeated one', () => {
    expect([...parseAcceptEncoding('"br", g zip, br;q=0.8, br;q=0.3')]).toEqual([['br', 0.3]]);
    expect([...parseAcceptEncoding('gzip, gzip;q=0')]).toEqual([['gzip', 0]]);
  });
});

describe('chooseEncoding', () => {
  it('sends the file itself without the header, or with an empty one', () => {
    expect(chooseEncoding(undefined, BOTH)).toBe('identity');
    expect(chooseEncoding('', BOTH)).toBe('identity');
    expect(chooseEncoding(' ', BOTH)).toBe('identity');
  });

  it('prefers the highest weight, then the server’s order (br, gzip, identity)', () => {
    const cases: [string, string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.6', 'gzip'],
      ['br;q=0.5, gzip;q=0.5', 'br'],
      ['br ; q=0.5', 'br'],
      ['deflate', 'identity'],
      ['br;q=0.1', 'br'],
      // identity named with a higher weight wins; at the same weight it comes last.
      ['br;q=0.5, identity', 'identity'],
      ['br, identity', 'br'],
      ['gzip;q=0.5, identity;q=0.5', 'gzip'],
    ];
    for (const [header, expected] of cases)
      expect(chooseEncoding(header, BOTH), header).toBe(expected);
  });

  it('lets * stand for every coding not named, identity included', () => {
    const cases: [string, string][] = [
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['*;q=0.5, gzip;q=0.6', 'gzip'],
      ['*;q=0.5, gzip;q=0.4', 'br'],
      ['*;q=0.2, identity;q=0.5', 'identity'],
      ['*;q=0, gzip', 'gzip'],
    ];
    for (const [header, expected] of cases)
      expect(chooseEncoding(header, BOTH), header).toBe(expected);
  });

  it('never sends a coding refused by q=0 or by a malformed weight', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0', BOTH)).toBe('identity');
    expect(chooseEncoding('br;q=0', BOTH)).toBe('identity');
    expect(chooseEncoding('br;q=-1, gzip;q=2', BOTH)).toBe('identity');
    expect(chooseEncoding('br;q=abc, gzip;q=0.1', BOTH)).toBe('gzip');
  });

  it('sends the file itself when nothing acceptable exists, identity refused or not', () => {
    expect(chooseEncoding('identity;q=0', [])).toBe('identity');
    expect(chooseEncoding('*;q=0', BOTH)).toBe('identity');
    expect(chooseEncoding('identity;q=0, zstd', BOTH)).toBe('identity');
    expect(chooseEncoding('identity;q=0, gzip;q=0.1', BOTH)).toBe('gzip');
  });

  it('offers only what the build wrote for this file', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
    expect(chooseEncoding('br, gzip', [])).toBe('identity');
  });
});
