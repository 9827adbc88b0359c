import { z } from 'zod';
import { VERIFY_LINK_MESSAGE_MAX_CHARS } from '@/lib/routes';
import type { VerifyMessageValues } from './validate-verify-message';

// A "Verify this signature" link (routes.verifyMessage) prefills the form. The URL is a trust
// boundary: anything odd is dropped, never thrown, and the form's own rules judge the rest.

/** Generous bounds: a message or Clarity value can be long, but a URL is not a file. */
const text = (max: number) => z.string().max(max).optional().catch(undefined);

const verifyLinkSchema = z.object({
  type: z.enum(['plain', 'structured']).optional().catch(undefined),
  message: text(VERIFY_LINK_MESSAGE_MAX_CHARS),
  signature: text(200),
  publicKey: text(200),
  name: text(200),
  version: text(200),
  chainId: text(40),
});

/** The form's starting values: the link's, over the defaults. */
export function readVerifyLink(
  search: URLSearchParams,
  defaults: VerifyMessageValues,
): { values: VerifyMessageValues; prefilled: boolean } {
  const link = verifyLinkSchema.parse(Object.fromEntries(search));
  const values: VerifyMessageValues = {
    type: link.type ?? defaults.type,
    message: link.message ?? defaults.message,
    signature: link.signature ?? defaults.signature,
    signer: link.publicKey ?? defaults.signer,
    domainName: link.name ?? defaults.domainName,
    domainVersion: link.version ?? defaults.domainVersion,
    chainId: link.chainId ?? defaults.chainId,
  };
  return { values, prefilled: link.signature !== undefined };
}
