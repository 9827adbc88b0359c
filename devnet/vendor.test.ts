import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The vendored files must be their sources byte for byte (devnet/vendor/README.md): a changed byte
// is a different chain, or a different contract than the one on mainnet.
const SHA256: Record<string, string> = {
  'pox-5.clar': 'ffad35ad181d85832ebd7b998f445204c92d5cd19549166e644fb1f3988fa385',
  'managers/fastpool-1-signer-manager.clar':
    'f2473cfb53c3e5284149ec9f1d38f0ad66d70c8b1d04df1a7daa07e715b9bc3d',
  'managers/fastpool-max500-signer-manager.clar':
    'e80395f43dd6dd0008131ed2ba64eef11d4dde54eba1aa8e31c5e5eaa3a30608',
  'managers/xverse-signer-manager-1.clar':
    'c0a2cc8e83de2b1bc60e07c5e0f5da8991c6f79eb05d077bba8cb984eee226b3',
  'managers/signer-manager-pox5.clar':
    '48d22cf832f2b61118327265b6b7f303c911a98bdb5af2a54a931a1cf432e316',
};

const sha256Of = (path: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(`vendor/${path}`, import.meta.url)))
    .digest('hex');

describe('vendored sources', () => {
  it.each(Object.entries(SHA256))('%s is its source byte for byte', (path, sha256) => {
    expect(sha256Of(path)).toBe(sha256);
  });

  it('every vendored manager is listed, with its SHA-256, in vendor/README.md', () => {
    const readme = readFileSync(new URL('vendor/README.md', import.meta.url), 'utf8');
    const managers = readdirSync(new URL('vendor/managers/', import.meta.url)).map(
      (file) => `managers/${file}`,
    );
    expect(managers.sort()).toEqual(
      Object.keys(SHA256)
        .filter((p) => p !== 'pox-5.clar')
        .sort(),
    );
    for (const [path, sha256] of Object.entries(SHA256)) {
      expect(readme).toContain(`\`${path}\``);
      expect(readme).toContain(sha256);
    }
  });
});
