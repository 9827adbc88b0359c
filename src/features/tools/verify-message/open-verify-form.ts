import type { NetworkKind } from '@/config/networks';
import { checkMessageSignature, type VerifyMessageResult } from './check-message-signature';
import { readVerifyLink } from './read-verify-link';
import { validateVerifyMessage, type VerifyMessageValues } from './validate-verify-message';

/** The form's first values (a Verify link's, over the defaults) and, when the link arrives
 * complete, its result at once. */
export function openVerifyForm(
  search: URLSearchParams,
  network: { kind: NetworkKind; chainId: number },
): { values: VerifyMessageValues; result: VerifyMessageResult | undefined } {
  const { values, prefilled } = readVerifyLink(search, {
    type: 'plain',
    message: '',
    signature: '',
    signer: '',
    domainName: '',
    domainVersion: '1.0.0',
    chainId: String(network.chainId),
  });
  const validation = validateVerifyMessage(values);
  const result =
    prefilled && validation.valid
      ? checkMessageSignature(validation.check, network.kind)
      : undefined;
  return { values, result };
}
