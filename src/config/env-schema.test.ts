import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to mainnet, no analytics and no devnet wallet', () => {
    expect(parseEnv({})).toEqual({
      VITE_DEFAULT_NETWORK: 'mainnet',
      VITE_DEVNET_WALLET: false,
      VITE_CUSTOM_API_ORIGINS: [],
    });
  });

  it('reads the analytics hosts and the local-start flags', () => {
    expect(
      parseEnv({
        VITE_SEGMENT_WRITE_KEY: 'key',
        VITE_SEGMENT_CDN_URL: 'http://127.0.0.1:4319',
        VITE_SEGMENT_API_HOST: '127.0.0.1:4319/v1',
        VITE_DEFAULT_NETWORK: 'devnet',
        VITE_DEVNET_WALLET: 'true',
        VITE_CUSTOM_API_ORIGINS: 'https://node.example.com',
      }),
    ).toEqual({
      VITE_SEGMENT_WRITE_KEY: 'key',
      VITE_SEGMENT_CDN_URL: 'http://127.0.0.1:4319',
      VITE_SEGMENT_API_HOST: '127.0.0.1:4319/v1',
      VITE_DEFAULT_NETWORK: 'devnet',
      VITE_DEVNET_WALLET: true,
      VITE_CUSTOM_API_ORIGINS: ['https://node.example.com'],
    });
  });

  it('treats malformed values as absent instead of failing', () => {
    const parsed = parseEnv({
      VITE_SEGMENT_WRITE_KEY: '   ',
      VITE_SEGMENT_CDN_URL: 'javascript:alert(1)',
      VITE_DEFAULT_NETWORK: 'moonnet',
      VITE_DEVNET_WALLET: 'yes',
    });
    expect(parsed).toEqual({
      VITE_DEFAULT_NETWORK: 'mainnet',
      VITE_DEVNET_WALLET: false,
      VITE_CUSTOM_API_ORIGINS: [],
    });
  });
});
