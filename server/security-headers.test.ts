import { describe, expect, it } from 'vitest';
import { isDevnetBuild } from '../src/config/devnet-build';
import { NAMED_API_NETWORKS } from '../src/config/named-api-networks';
import { ESPLORA_CHAINS } from '../src/config/esplora-chains';
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
      'https://api.testnet-pox5.hiro.so',
      'https://api.leather.io',
      'https://api.stacking-tracker.com',
      'https://mempool.space',
      'https://sbtc-emily.com',
      'https://temp.sbtc-emily-dev.com',
    ]);
  });

  it('lets every build reach the Esplora API of each Bitcoin chain the portfolio reads', () => {
    const chains = Object.values(ESPLORA_CHAINS).filter((chain) => chain !== undefined);
    expect(chains.length).toBeGreaterThan(0);
    for (const { apiUrl } of chains) {
      expect(connectSrc(buildSecurityHeaders({}))).toContain(new URL(apiUrl).origin);
    }
  });

  it('lets every build reach the named networks the selector offers', () => {
    for (const { url } of NAMED_API_NETWORKS) {
      expect(connectSrc(buildSecurityHeaders({}))).toContain(new URL(url).origin);
    }
  });

  it('lets only a build for the devnet call the local node', () => {
    // The same variables vite.config.ts passes: `npm start`, the e2e build, a plain build.
    const startBuild = { VITE_DEFAULT_NETWORK: 'devnet', VITE_DEVNET_WALLET: 'true' };
    const e2eBuild = { VITE_DEVNET_WALLET: 'true' };
    const productionBuild = {};
    for (const variables of [startBuild, e2eBuild]) {
      const sources = connectSrc(buildSecurityHeaders({ devnet: isDevnetBuild(variables) }));
      expect(sources).toContain('http://localhost:3999');
    }
    const production = buildSecurityHeaders({ devnet: isDevnetBuild(productionBuild) });
    expect(production['Content-Security-Policy']).not.toContain('localhost');
    expect(production['Content-Security-Policy']).not.toContain('3999');
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

  it('asks browsers to use HTTPS only, for a year, subdomains included', () => {
    expect(buildSecurityHeaders({})['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('never allows eval: zod runs jitless (src/app/boot/configure-zod.ts)', () => {
    const csp = buildSecurityHeaders({ devnet: true })['Content-Security-Policy'] ?? '';
    expect(csp).not.toContain('unsafe-eval');
  });
});
