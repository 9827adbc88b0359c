import { publicKeyToAddress, serializeCV } from '@stacks/transactions';
import type { ActiveNetwork } from '@/stacks/active-network';
import { sip018Domain } from '@/stacks/message-signing/sip018-domain';
import { signMessage } from '@/wallet/methods/sign-message';
import { stxSignMessage } from '@/wallet/methods/stx-sign-message';
import { stxSignStructuredMessage } from '@/wallet/methods/stx-sign-structured-message';
import { requestWallet } from '@/wallet/wallet-client';
import type { SignMessageRequest } from './validate-sign-message';

/** What the wallet signed, with what Satchel derived from it. */
export type SignMessageOutcome =
  | {
      kind: 'plain' | 'structured';
      signature: string;
      publicKey: string;
      /** The Stacks address of the key on the selected network; undefined when the wallet's
       * answer is not a valid key (the signature is then shown without it). */
      address: string | undefined;
    }
  | { kind: 'bitcoin'; signature: string; address: string };

/** A network name for the wallet, or none for a custom API or named network (decision 0008: a
 * wallet does not know it, so it keeps its own). */
function walletNetwork(network: ActiveNetwork) {
  return network.custom ? {} : { network: network.name };
}

function stacksAddress(publicKey: string, network: ActiveNetwork): string | undefined {
  try {
    return publicKeyToAddress(publicKey, network.kind === 'mainnet' ? 'mainnet' : 'testnet');
  } catch {
    return undefined;
  }
}

/**
 * Asks the wallet to sign. `requestWallet` checks the params with the method's schema first
 * (a refusal is a WalletRequestValidationError with the schema's words) and the answer after.
 */
export async function sendSignRequest(
  request: SignMessageRequest,
  network: ActiveNetwork,
): Promise<SignMessageOutcome> {
  switch (request.kind) {
    case 'plain': {
      const answer = await requestWallet(stxSignMessage, {
        messageType: 'utf8',
        message: request.message,
        ...walletNetwork(network),
      });
      return { kind: 'plain', ...answer, address: stacksAddress(answer.publicKey, network) };
    }
    case 'structured': {
      // Hex-encoded Clarity values: what Leather takes (SIP-030 stx_signStructuredMessage).
      const answer = await requestWallet(stxSignStructuredMessage, {
        message: serializeCV(request.message),
        domain: serializeCV(sip018Domain(request.domain)),
      });
      return { kind: 'structured', ...answer, address: stacksAddress(answer.publicKey, network) };
    }
    case 'bitcoin': {
      const answer = await requestWallet(signMessage, {
        message: request.message,
        paymentType: request.paymentType,
        type: request.signatureType,
        ...walletNetwork(network),
      });
      return { kind: 'bitcoin', signature: answer.signature, address: answer.address };
    }
  }
}
