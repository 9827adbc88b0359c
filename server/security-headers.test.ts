import { describe, expect, it } from 'vitest';
import { buildSecurityHeaders } from './security-headers.mjs';

function connectSrc(headers: Record<string, string>): string[] {
  return (
    /connect-src ([^;]+)/.exec(headers['Content-Security-Policy'] ?? '')?.[1]?.split(' ') ?? []
  );
}

describe('buildSecurityHeaders', () => {
  it('lists only the fixed hosts when nothing is configured', () => {
    expect(connectSrc(buildSecurityHeaders({}))).toEqual([
      "'self'",
      'https://api.hiro.so',
      'https://api.testnet.hiro.so',
      'http://localhost:3999',
      'https://api.leather.io',
      'https://api.stacking-tracker.com',
    ]);
  });

  it('adds the configured custom Stacks API origins once, never a wildcard', () => {
    const sources = connectSrc(
      buildSecurityHeaders({
        customApiOrigins: ['https://node.example.com', 'https://api.hiro.so'],
      }),
    );
    expect(sources).toContain('https://node.example.com');
    expect(sources.filter((source) => source === 'https://api.hiro.so')).toHaveLength(1);
    expect(sources).not.toContain('https:');
    expect(sources).not.toContain('*');
  });
});
