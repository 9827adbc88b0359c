import type { WalletRequestState } from '@/transaction-flow/use-wallet-request';
import type { SignMessageKind, SignMessageValues } from './validate-sign-message';

// The Sign a message form's rules that are not about validity: no React here, so they are
// tested alone.

export const KIND_OPTIONS = [
  { value: 'plain', label: 'Plain text' },
  { value: 'structured', label: 'Structured data (SIP-018)' },
  { value: 'bitcoin', label: 'Bitcoin message' },
] as const satisfies readonly { value: SignMessageKind; label: string }[];

/** The wallet method each kind asks (send-sign-request.ts). */
export const METHOD_OF_KIND = {
  plain: 'stx_signMessage',
  structured: 'stx_signStructuredMessage',
  bitcoin: 'signMessage',
} as const satisfies Record<SignMessageKind, string>;

export function emptySignMessageValues(chainId: number): SignMessageValues {
  return {
    kind: 'plain',
    message: '',
    domainName: '',
    domainVersion: '1.0.0',
    chainId: String(chainId),
    paymentType: 'p2wpkh',
    signatureType: 'bip322',
  };
}

/** Choosing the Bitcoin key: BIP-137 (legacy) signatures exist for SegWit keys only, so a
 * Taproot key switches the format to BIP-322. */
export function choosePaymentType(
  paymentType: SignMessageValues['paymentType'],
): Partial<SignMessageValues> {
  return paymentType === 'p2tr' ? { paymentType, signatureType: 'bip322' } : { paymentType };
}

/**
 * The request as this connection sees it: a signature or refusal obtained with another account
 * is not shown (back to idle), while a request under way stays. `askedFor` is the connection the
 * last request was made with.
 */
export function requestForConnection<Answer>(
  state: WalletRequestState<Answer>,
  askedFor: string | undefined,
  connection: string | undefined,
): WalletRequestState<Answer> {
  if (askedFor === connection || state.phase === 'signing') return state;
  return { phase: 'idle' };
}
