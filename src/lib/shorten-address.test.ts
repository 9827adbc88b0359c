import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shorten-address';

describe('shortenAddress', () => {
  it('keeps 4 characters at each end', () => {
    expect(shortenAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7')).toBe('SP2J…9EJ7');
  });
  it('leaves short values whole', () => {
    expect(shortenAddress('SP32TEST')).toBe('SP32TEST');
    expect(shortenAddress('SP32XTEST')).toBe('SP32XTEST');
    expect(shortenAddress('SP32XYTEST')).toBe('SP32…TEST');
  });
});
