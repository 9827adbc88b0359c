import type { ClarityValue } from '@stacks/transactions';
import { readPublicKey } from '@/stacks/message-signing/read-public-key';
import { readRsvSignature } from '@/stacks/message-signing/public-key-from-signature';
import type { Sip018DomainParts } from '@/stacks/message-signing/sip018-domain';
import type { MessageSigner } from '@/stacks/message-signing/verify-message-signature';
import { checkStandardPrincipal } from '@/wallet/stacks-limits';
import {
  readSip018Domain,
  type Sip018DomainErrors,
  type Sip018DomainValues,
} from '../shared/read-sip018-domain';
import { readStructuredMessage } from '../shared/read-structured-message';
import type { StacksMessageType } from '../shared/stacks-message-type';

// The Verify a message form's rules (decision 0007): what can be checked before any maths — a
// signature of the right shape, a signer that is a key or an address, a structured message and
// domain that parse.

export interface VerifyMessageValues extends Sip018DomainValues {
  type: StacksMessageType;
  message: string;
  signature: string;
  /** A public key (hex) or a Stacks address. */
  signer: string;
}

export type VerifyMessageErrors = Partial<Record<'message' | 'signature' | 'signer', string>> &
  Sip018DomainErrors;

export type VerifyMessageCheck = {
  signature: string;
  signer: MessageSigner;
} & (
  | { type: 'plain'; message: string }
  | { type: 'structured'; message: ClarityValue; domain: Sip018DomainParts }
);

export type VerifyMessageValidation =
  { valid: true; check: VerifyMessageCheck } | { valid: false; errors: VerifyMessageErrors };

export const SIGNATURE_SHAPE_MESSAGE =
  'A signature is 65 bytes of hex (130 digits) in RSV order, as Stacks wallets give it';

function readSigner(text: string): MessageSigner | string {
  const value = text.trim();
  if (value === '') return 'Enter the public key or the Stacks address of the signer';
  if (/^S[PMTN]/i.test(value)) {
    const check = checkStandardPrincipal(value.toUpperCase());
    return check.valid ? { kind: 'address', address: value.toUpperCase() } : check.message;
  }
  const key = readPublicKey(value);
  if (key === undefined) {
    return 'A public key is 33 bytes of hex (66 digits, starting 02 or 03) or 65 bytes (starting 04)';
  }
  return { kind: 'public-key', publicKey: key.compressed };
}

export function validateVerifyMessage(values: VerifyMessageValues): VerifyMessageValidation {
  const errors: VerifyMessageErrors = {};
  let signature: string | undefined;
  if (values.signature.trim() === '') errors.signature = 'Enter the signature';
  else {
    signature = readRsvSignature(values.signature);
    if (signature === undefined) errors.signature = SIGNATURE_SHAPE_MESSAGE;
  }
  const signer = readSigner(values.signer);
  if (typeof signer === 'string') errors.signer = signer;

  if (values.type === 'plain') {
    if (values.message === '') errors.message = 'Enter the message that was signed';
    if (signature === undefined || typeof signer === 'string' || errors.message) {
      return { valid: false, errors };
    }
    return { valid: true, check: { type: 'plain', message: values.message, signature, signer } };
  }
  const message = readStructuredMessage(values.message);
  if (!message.ok) errors.message = message.message;
  const domain = readSip018Domain(values);
  if (!domain.valid) Object.assign(errors, domain.errors);
  if (signature === undefined || typeof signer === 'string' || !message.ok || !domain.valid) {
    return { valid: false, errors };
  }
  return {
    valid: true,
    check: { type: 'structured', message: message.value, domain: domain.domain, signature, signer },
  };
}
