import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import { serializeCVBytes, type ClarityValue } from '@stacks/transactions';
import { isSip018Domain } from './sip018-domain';

// SIP-018 "Signed Structured Data" (stacksgov/sips, sips/sip-018): a wallet signs
// sha256("SIP018" ‖ sha256(consensus bytes of the domain) ‖ sha256(consensus bytes of the
// message)). The domain — name, version, chain-id — keeps a signature for one app or chain from
// being replayed on another; a contract can check the same hash with `secp256k1-recover?`.

/** The ASCII bytes "SIP018" (0x534950303138), SIP-018's prefix. */
const SIP018_PREFIX = Uint8Array.of(0x53, 0x49, 0x50, 0x30, 0x31, 0x38);

/** The 32-byte hash a wallet signs for a SIP-018 message in a domain. */
export function hashStructuredMessage({
  message,
  domain,
}: {
  message: ClarityValue;
  domain: ClarityValue;
}): Uint8Array {
  if (!isSip018Domain(domain)) {
    throw new Error('A SIP-018 domain is a tuple of name, version (ASCII) and chain-id (uint)');
  }
  return sha256(
    concatBytes(SIP018_PREFIX, sha256(serializeCVBytes(domain)), sha256(serializeCVBytes(message))),
  );
}
