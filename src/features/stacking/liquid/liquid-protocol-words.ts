import type { NetworkKind } from '@/config/networks';
import type { LiquidProtocol } from '@/stacks/stacking/stacking-protocols';
import { formatTokenAmount } from '../hub/format-figures';

// What each protocol does with a deposit, in words for the liquid pages (product.md, Stacking).

export function protocolIntro(protocol: LiquidProtocol): string {
  return protocol.slug === 'lisa'
    ? `LISA stacks your STX for you and gives you ${protocol.token.symbol}, one per STX deposited. The token stays yours to hold, send or use; rewards are added to it.`
    : `Stacking DAO stacks your STX for you and gives you ${protocol.token.symbol}, a token that grows in value as the protocol earns stacking rewards. The token stays yours to hold, send or use.`;
}

/** What the deposit of `amountMicroStx` gives back, and when. */
export function whatYouGet(
  protocol: LiquidProtocol,
  amountMicroStx: bigint | undefined,
  kind: NetworkKind,
): string {
  const amount =
    amountMicroStx === undefined
      ? undefined
      : formatTokenAmount(amountMicroStx, protocol.token.symbol);
  if (protocol.slug === 'lisa') {
    const minted = amount ? `${amount} (one per STX)` : `One ${protocol.token.symbol} per STX`;
    return kind === 'mainnet'
      ? `${minted}. LISA mints at the start of the next stacking cycle: until then your request shows as a pending mint.`
      : `${minted}, minted as soon as the transaction confirms on this network.`;
  }
  const minted = amount
    ? `About ${amount} or a little less`
    : `A little less ${protocol.token.symbol} than STX`;
  return `${minted}: Stacking DAO mints at its current rate of STX per ${protocol.token.symbol}, which rises as rewards accrue.`;
}

export function protocolFeeLine(protocol: LiquidProtocol): string {
  return `${protocol.name} keeps a share of the stacking rewards as its fee, not of your deposit.`;
}

/** The post-condition of every liquid deposit, in words (product.md: "sender sends ≤ amount"). */
export function postConditionWords(amount: string): string {
  return `You send at most ${amount}; anything else aborts the transaction.`;
}
