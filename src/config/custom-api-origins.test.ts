import { describe, expect, it } from 'vitest';
import { parseCustomApiOrigins } from './custom-api-origins';

describe('parseCustomApiOrigins', () => {
  it('is empty when unset', () => {
    expect(parseCustomApiOrigins(undefined)).toEqual([]);
    expect(parseCustomApiOrigins('')).toEqual([]);
  });

  it('keeps http(s) origins, normalised and without duplicates', () => {
    expect(
      parseCustomApiOrigins(
        'https://Node.Example.com/, http://10.0.0.2:3999  https://node.example.com',
      ),
    ).toEqual(['https://node.example.com', 'http://10.0.0.2:3999']);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://node.example.com',
    'node.example.com',
    '//node.example.com',
    'https://node.example.com/api',
    'https://user:pw@node.example.com',
    'https://node.example.com/?a=1',
    '*',
  ])('drops %j', (entry) => {
    expect(parseCustomApiOrigins(`${entry},https://ok.example.com`)).toEqual([
      'https://ok.example.com',
    ]);
  });
});
