import { formatTokenAmount, readTokenAmount, type TokenUnit } from '@/lib/token-amount';
import type { FungibleTokenBalance } from '@/stacks/api/account-balances';
import type { TokenMetadata } from '@/stacks/api/token-metadata';
import type { TransactionFlowState } from '@/transaction-flow/transaction-flow-state';
import { isTokenTransferRequest } from '@/transaction-flow/wallet-request';

// What the Send tokens form shows, read from its state: no React here, so it is tested alone.

/** A token the account holds, with its SIP-010 name, symbol and decimals once read. */
export interface HeldToken extends FungibleTokenBalance {
  metadata: TokenMetadata | undefined;
  metadataError: Error | null;
}

/** The token the person picked; until they pick one, the first whose decimals are known. */
export function chosenToken(
  tokens: readonly HeldToken[],
  chosen: string | undefined,
): HeldToken | undefined {
  return tokens.find((t) => t.asset === chosen) ?? tokens.find((t) => t.metadata !== undefined);
}

export function unitOf(token: HeldToken | undefined): TokenUnit | undefined {
  return token?.metadata
    ? { symbol: token.metadata.symbol, decimals: token.metadata.decimals }
    : undefined;
}

/** A token in the picker: its symbol and balance, or why it cannot be sent yet. */
export function tokenLabel(token: HeldToken): string {
  if (token.metadata) {
    return `${token.metadata.symbol} — ${formatTokenAmount(token.balance, token.metadata)} (${token.contract})`;
  }
  if (token.metadataError) return `${token.contract}::${token.tokenName} (unreadable)`;
  return `${token.contract}::${token.tokenName} (reading…)`;
}

/** The progress region's name: the amount sent once there is a request, else the one typed. */
export function tokenTransferLabel({
  state,
  tokens,
  amount,
  unit,
}: {
  state: TransactionFlowState;
  tokens: readonly HeldToken[];
  /** As typed, in `unit`. */
  amount: string;
  unit: TokenUnit | undefined;
}): string {
  const sent =
    'request' in state && isTokenTransferRequest(state.request) ? state.request : undefined;
  const sentUnit = sent && tokens.find((t) => t.asset === sent.asset)?.metadata;
  if (sent && sentUnit) return `Transfer of ${formatTokenAmount(sent.amount, sentUnit)}`;
  const typed = unit ? readTokenAmount(amount, unit) : undefined;
  if (typed?.valid && unit) return `Transfer of ${formatTokenAmount(typed.baseUnits, unit)}`;
  return 'Token transfer';
}
