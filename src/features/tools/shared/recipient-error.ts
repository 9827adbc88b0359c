import type { NetworkKind } from '@/config/networks';
import { checkPrincipal } from '@/wallet/stacks-limits';
import { principalNetworkError } from '@/wallet/principal-network-error';

// The recipient rule of every tool that sends to someone (STX, tokens, NFTs): the wallet
// method's own principal check (stacks-limits.ts), plus what only the page knows — the network
// the page is on and who is sending.

export interface RecipientContext {
  network: NetworkKind;
  sender?: string | undefined;
}

/** Why `recipient` (trimmed) cannot receive, in words; undefined when it can. */
export function recipientError(recipient: string, context: RecipientContext): string | undefined {
  if (!recipient) return 'Enter the address to send to';
  const check = checkPrincipal(recipient);
  if (!check.valid) return check.message;
  const wrongNetwork = principalNetworkError(recipient, context.network);
  if (wrongNetwork) return wrongNetwork;
  if (context.sender !== undefined && recipient === context.sender) {
    return 'This is your own address; choose another recipient';
  }
  return undefined;
}
