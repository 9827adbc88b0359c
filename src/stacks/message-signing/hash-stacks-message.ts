import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';

// The hash a Stacks wallet signs for plain text (Leather, @stacks/encryption's `hashMessage`):
// sha256(prefix ‖ varint(byte length) ‖ UTF-8 bytes). No SIP covers it (stacksgov/sips#90); the
// prefix is the one stacks.js settled on in hirosystems/stacks.js#1328, which replaced the older
// "\x18Stacks Message Signing:\n". The prefix keeps a signed message from ever being a valid
// transaction or SIP-018 payload.

/** The current prefix: its first byte is the length of the rest (0x17 = 23). */
export const STACKS_MESSAGE_PREFIX = '\x17Stacks Signed Message:\n';
/** The prefix wallets used before stacks.js 5; old signatures still verify with it. */
export const LEGACY_STACKS_MESSAGE_PREFIX = '\x18Stacks Message Signing:\n';

/** Bitcoin's CompactSize integer, little-endian, as the length of the message is written. */
function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8);
  const bytes = new Uint8Array(5);
  bytes[0] = 0xfe;
  new DataView(bytes.buffer).setUint32(1, length, true);
  return bytes;
}

/** The 32-byte hash a wallet signs for `message` (UTF-8). */
export function hashStacksMessage(
  message: string,
  prefix: string = STACKS_MESSAGE_PREFIX,
): Uint8Array {
  const body = utf8ToBytes(message);
  return sha256(concatBytes(utf8ToBytes(prefix), varint(body.length), body));
}
