import { hashMessage } from '@stacks/encryption';
import { bytesToHex } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import {
  hashStacksMessage,
  LEGACY_STACKS_MESSAGE_PREFIX,
  STACKS_MESSAGE_PREFIX,
} from './hash-stacks-message';

// @stacks/encryption (a devDependency) is the reference implementation wallets use; our own
// hashing must give the same bytes, whatever the length prefix's size.
describe('hashStacksMessage', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'Hello from Satchel'],
    ['multi-byte UTF-8', 'Satchel ✓ ₿ 🎒'],
    ['252 bytes (the last 1-byte length)', 'a'.repeat(252)],
    ['253 bytes (a 3-byte length)', 'a'.repeat(253)],
    ['70,000 bytes (a 5-byte length)', 'b'.repeat(70_000)],
  ])('hashes %s text as @stacks/encryption does', (_label, message) => {
    expect(bytesToHex(hashStacksMessage(message))).toBe(bytesToHex(hashMessage(message)));
  });

  it('hashes with the legacy prefix when asked, as @stacks/encryption does', () => {
    expect(bytesToHex(hashStacksMessage('old', LEGACY_STACKS_MESSAGE_PREFIX))).toBe(
      bytesToHex(hashMessage('old', LEGACY_STACKS_MESSAGE_PREFIX)),
    );
  });

  it('matches a pinned vector, so a change in both libraries at once would still show', () => {
    expect(STACKS_MESSAGE_PREFIX.charCodeAt(0)).toBe(STACKS_MESSAGE_PREFIX.length - 1);
    expect(bytesToHex(hashStacksMessage('Hello from Satchel'))).toBe(
      '38863a5296d9eb7479c2e52a30b6789ea9fb6d03be30210b8e996877360002aa',
    );
  });
});
