import { publicKeyToAddress } from '@stacks/transactions';
import type { NetworkKind } from '@/config/networks';
import {
  hashStacksMessage,
  LEGACY_STACKS_MESSAGE_PREFIX,
} from '@/stacks/message-signing/hash-stacks-message';
import { hashStructuredMessage } from '@/stacks/message-signing/hash-structured-message';
import { sip018Domain } from '@/stacks/message-signing/sip018-domain';
import { verifyMessageSignature } from '@/stacks/message-signing/verify-message-signature';
import type { VerifyMessageCheck } from './validate-verify-message';

export type VerifyMessageResult =
  | {
      valid: true;
      publicKey: string;
      /** The signer's address on the selected network. */
      address: string;
      /** Signed with the prefix wallets used before 2022 (hirosystems/stacks.js#1328). */
      legacyPrefix: boolean;
    }
  | { valid: false; reason: string };

/** Checks a signature in the page, with the same hashing the wallets sign with. */
export function checkMessageSignature(
  check: VerifyMessageCheck,
  network: NetworkKind,
): VerifyMessageResult {
  const { signature, signer } = check;
  let result;
  let legacyPrefix = false;
  if (check.type === 'structured') {
    const messageHash = hashStructuredMessage({
      message: check.message,
      domain: sip018Domain(check.domain),
    });
    result = verifyMessageSignature({ messageHash, signature, signer });
  } else {
    result = verifyMessageSignature({
      messageHash: hashStacksMessage(check.message),
      signature,
      signer,
    });
    if (!result.valid && result.reason === 'wrong-signer') {
      // @stacks/encryption's verifier accepts the old prefix too; so does this page, and says so.
      const legacy = verifyMessageSignature({
        messageHash: hashStacksMessage(check.message, LEGACY_STACKS_MESSAGE_PREFIX),
        signature,
        signer,
      });
      if (legacy.valid) {
        result = legacy;
        legacyPrefix = true;
      }
    }
  }
  if (result.valid) {
    return {
      valid: true,
      publicKey: result.publicKey,
      address: publicKeyToAddress(result.publicKey, network === 'mainnet' ? 'mainnet' : 'testnet'),
      legacyPrefix,
    };
  }
  switch (result.reason) {
    case 'malformed-signature':
      return {
        valid: false,
        reason: 'The signature is malformed: no public key can be recovered from it.',
      };
    case 'malformed-signer':
      return { valid: false, reason: 'The signer is neither a public key nor a Stacks address.' };
    case 'wrong-signer': {
      const who = signer.kind === 'address' ? `The key of ${signer.address}` : 'This public key';
      const what = check.type === 'structured' ? 'this message in this domain' : 'this message';
      return {
        valid: false,
        reason: `${who} did not sign ${what}: the message differs from the one signed, or another key signed it.`,
      };
    }
  }
}
