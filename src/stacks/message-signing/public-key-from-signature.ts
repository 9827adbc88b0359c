import { bytesToHex } from '@noble/hashes/utils';
import { publicKeyFromSignatureRsv } from '@stacks/transactions';

// Stacks wallets answer message signatures as 65 bytes in RSV order: r (32), s (32), then the
// recovery id (SIP-030's stx_signMessage, Leather, stacks.js `signMessageHashRsv`). The recovery
// id lets anyone recover the signing key from the hash alone, which is how an address — not only
// a public key — can be checked against a signature.

const RSV_SIGNATURE = /^[0-9a-f]{128}0[0-3]$/i;

/** The signature's hex without `0x`, when it is 65 bytes with a recovery id of 0–3. */
export function readRsvSignature(text: string): string | undefined {
  const hex = text.trim().replace(/^0x/i, '');
  return RSV_SIGNATURE.test(hex) ? hex.toLowerCase() : undefined;
}

/**
 * The compressed public key (hex) that made `signature` over `messageHash`, or undefined when no
 * key can be recovered (a malformed signature: wrong length, r or s out of range, no point).
 */
export function publicKeyFromSignature(
  messageHash: Uint8Array,
  signature: string,
): string | undefined {
  const rsv = readRsvSignature(signature);
  if (rsv === undefined) return undefined;
  try {
    return publicKeyFromSignatureRsv(bytesToHex(messageHash), rsv);
  } catch {
    return undefined;
  }
}
