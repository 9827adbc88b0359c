import { z } from 'zod';
import { clarityArgumentSchema, sip018DomainSchema } from '../clarity-schemas';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_signStructuredMessage` (docs/wallet-protocol.md#methods: params not shown). Follows SIP-030
 * and SIP-018: a Clarity `message` and a `domain` tuple of name, version and chain-id, sent
 * hex-encoded as Leather requires. Answers the signature and the public key.
 */
export const stxSignStructuredMessage = defineWalletMethod({
  name: 'stx_signStructuredMessage',
  params: z.strictObject({ message: clarityArgumentSchema, domain: sip018DomainSchema }),
  result: z.object({ signature: z.string().min(1), publicKey: z.string().min(1) }),
});
