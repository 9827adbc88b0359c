import { compressPublicKey, uncompressPublicKey } from '@stacks/transactions';

/** A secp256k1 public key in both encodings. */
export interface PublicKeyForms {
  compressed: string;
  uncompressed: string;
}

const PUBLIC_KEY_HEX = /^(0[23][0-9a-f]{64}|04[0-9a-f]{128})$/;

/** Reads a public key typed as hex (compressed or not, `0x` allowed); undefined when the text
 * is not a point on secp256k1. */
export function readPublicKey(text: string): PublicKeyForms | undefined {
  const hex = text.trim().replace(/^0x/i, '').toLowerCase();
  if (!PUBLIC_KEY_HEX.test(hex)) return undefined;
  try {
    return { compressed: compressPublicKey(hex), uncompressed: uncompressPublicKey(hex) };
  } catch {
    return undefined;
  }
}
