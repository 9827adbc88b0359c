import type { ClarityValue } from '@stacks/transactions';
import type { Sip018DomainParts } from '@/stacks/message-signing/sip018-domain';
import {
  readSip018Domain,
  type Sip018DomainErrors,
  type Sip018DomainValues,
} from '../shared/read-sip018-domain';
import { readStructuredMessage } from '../shared/read-structured-message';

// The Sign a message form's rules (decision 0007). What the wallet method schemas check again
// before sending (validateParams) is checked here first, so the person reads the words on the
// field: an empty message, a Clarity value that does not parse, a domain that is not SIP-018's,
// legacy Bitcoin signing with a Taproot key (docs/wallet-protocol.md#validation-messages: legacy
// needs p2wpkh).

/** What is signed: Stacks plain text, SIP-018 structured data, or Bitcoin text. */
export type SignMessageKind = 'plain' | 'structured' | 'bitcoin';
type BitcoinPaymentType = 'p2wpkh' | 'p2tr';
type BitcoinSignatureType = 'bip322' | 'legacy';

export interface SignMessageValues extends Sip018DomainValues {
  kind: SignMessageKind;
  message: string;
  paymentType: BitcoinPaymentType;
  signatureType: BitcoinSignatureType;
}

export type SignMessageErrors = Partial<Record<'message' | 'signatureType', string>> &
  Sip018DomainErrors;

export type SignMessageRequest =
  | { kind: 'plain'; message: string }
  | { kind: 'structured'; message: ClarityValue; domain: Sip018DomainParts }
  | {
      kind: 'bitcoin';
      message: string;
      paymentType: BitcoinPaymentType;
      signatureType: BitcoinSignatureType;
    };

export type SignMessageValidation =
  { valid: true; request: SignMessageRequest } | { valid: false; errors: SignMessageErrors };

export function validateSignMessage(values: SignMessageValues): SignMessageValidation {
  if (values.kind === 'structured') {
    const message = readStructuredMessage(values.message);
    const domain = readSip018Domain(values);
    const errors: SignMessageErrors = domain.valid ? {} : { ...domain.errors };
    if (!message.ok) errors.message = message.message;
    if (!message.ok || !domain.valid) return { valid: false, errors };
    return {
      valid: true,
      request: { kind: 'structured', message: message.value, domain: domain.domain },
    };
  }
  if (values.message === '') {
    return { valid: false, errors: { message: 'Enter the message to sign' } };
  }
  if (values.kind === 'plain') {
    return { valid: true, request: { kind: 'plain', message: values.message } };
  }
  if (values.signatureType === 'legacy' && values.paymentType === 'p2tr') {
    return {
      valid: false,
      errors: { signatureType: 'Legacy signatures need the native SegWit (p2wpkh) key' },
    };
  }
  return {
    valid: true,
    request: {
      kind: 'bitcoin',
      message: values.message,
      paymentType: values.paymentType,
      signatureType: values.signatureType,
    },
  };
}
