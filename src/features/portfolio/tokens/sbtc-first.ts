import type { FungibleTokenBalance } from '@/stacks/api/account-balances';

/** The tokens with sBTC — `sbtcToken`, the network's own (`useSbtcContracts`) — first (pox-5
 * pays its rewards in it), the others in the API's order. A new array; the input is left as
 * it is. */
export function sbtcFirst<T extends Pick<FungibleTokenBalance, 'contract'>>(
  tokens: readonly T[],
  sbtcToken: string,
): T[] {
  const isSbtc = (token: T) => token.contract === sbtcToken;
  return [...tokens.filter(isSbtc), ...tokens.filter((token) => !isSbtc(token))];
}
