import type { FungibleTokenBalance } from '@/stacks/api/account-balances';
import { SBTC_TOKEN_CONTRACT } from '@/stacks/staking/sbtc-token';

/** The tokens with sBTC first (issue 14: pox-5 pays its rewards in it), the others in the API's
 * order. A new array; the input is left as it is. */
export function sbtcFirst<T extends Pick<FungibleTokenBalance, 'contract'>>(
  tokens: readonly T[],
): T[] {
  const isSbtc = (token: T) => token.contract === SBTC_TOKEN_CONTRACT;
  return [...tokens.filter(isSbtc), ...tokens.filter((token) => !isSbtc(token))];
}
