import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The vendored pox-5 must be stacks-core 4.0.1's file byte for byte (devnet/vendor/README.md):
// a changed byte is a different chain.
describe('vendored pox-5.clar', () => {
  it('is stacks-core 4.0.1 byte for byte', () => {
    const bytes = readFileSync(new URL('vendor/pox-5.clar', import.meta.url));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      'ffad35ad181d85832ebd7b998f445204c92d5cd19549166e644fb1f3988fa385',
    );
  });
});
