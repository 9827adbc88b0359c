import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { c32addressDecode } from 'c32check';
import { publicKeyFromSignature } from './public-key-from-signature';
import { readPublicKey, type PublicKeyForms } from './read-public-key';

/** Who is said to have signed: a public key (hex, compressed or not) or a Stacks address. */
export type MessageSigner =
  { kind: 'public-key'; publicKey: string } | { kind: 'address'; address: string };

export type SignatureCheck =
  | { valid: true; publicKey: string }
  /** No key can be recovered from the signature: it is not a signature at all. */
  | { valid: false; reason: 'malformed-signature' }
  /** The signer given is not a valid public key or address. */
  | { valid: false; reason: 'malformed-signer' }
  /** A key made this signature over this hash, but not the signer's: another key signed, or
   * another message was signed (the two cannot be told apart). */
  | { valid: false; reason: 'wrong-signer' };

function hash160(publicKey: string): string {
  return bytesToHex(ripemd160(sha256(hexToBytes(publicKey))));
}

/** The address's hash160, whatever its network version; undefined when it does not decode. */
function addressHash(address: string): string | undefined {
  try {
    return c32addressDecode(address.trim())[1].toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Checks an RSV signature over a 32-byte message hash against a signer by recovering the key
 * that made it. An address matches when the key's hash160 — compressed or uncompressed, the two
 * encodings a single-signature account can use — is the address's, on any network version.
 */
export function verifyMessageSignature({
  messageHash,
  signature,
  signer,
}: {
  messageHash: Uint8Array;
  signature: string;
  signer: MessageSigner;
}): SignatureCheck {
  let expected: (forms: PublicKeyForms) => boolean;
  if (signer.kind === 'public-key') {
    const forms = readPublicKey(signer.publicKey);
    if (forms === undefined) return { valid: false, reason: 'malformed-signer' };
    expected = (recovered) => recovered.compressed === forms.compressed;
  } else {
    const hash = addressHash(signer.address);
    if (hash === undefined) return { valid: false, reason: 'malformed-signer' };
    expected = (recovered) =>
      hash160(recovered.compressed) === hash || hash160(recovered.uncompressed) === hash;
  }
  const recovered = publicKeyFromSignature(messageHash, signature);
  const forms = recovered === undefined ? undefined : readPublicKey(recovered);
  if (forms === undefined) return { valid: false, reason: 'malformed-signature' };
  return expected(forms)
    ? { valid: true, publicKey: forms.compressed }
    : { valid: false, reason: 'wrong-signer' };
}
