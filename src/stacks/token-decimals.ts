/** The most decimals a SIP-010 token may declare and still be read here. SIP-010 says nothing of a
 * limit; no token uses more than 18, and 10^38 is past a Clarity uint. Shared by both ways of
 * reading a token's decimals (its contract, token-metadata.ts; Hiro's index, ft-metadata.ts). */
export const MAX_TOKEN_DECIMALS = 38;
