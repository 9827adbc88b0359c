/**
 * Every internal link is built here, so a page moving (e.g. `/stacking` → `/staking`)
 * changes one file. Parameters are percent-encoded; the page validates what it receives.
 * `routePatterns` are the router's path patterns for the same pages
 * (docs/product-decisions.md#pages).
 */
export const routePatterns = {
  home: '/',
  staking: '/staking',
  stakingPool: '/staking/pool/:slug',
  stakingPosition: '/staking/position',
  stakingManager: '/staking/manager/:contractId',
  sbtc: '/sbtc',
  portfolio: '/portfolio',
  tools: '/tools',
  changelog: '/changelog',
  changelogEntry: '/changelog/:slug',
  changelogFeed: '/changelog.xml',
} as const;

/** What a Verify a message link carries; the domain only for structured data (SIP-018). */
/** The longest message a Verify link carries (its page reads no more): a URL is not a file. */
export const VERIFY_LINK_MESSAGE_MAX_CHARS = 20_000;

export interface VerifyMessageLink {
  type: 'plain' | 'structured';
  message: string;
  signature: string;
  publicKey: string;
  name?: string | undefined;
  version?: string | undefined;
  chainId?: string | undefined;
}

const segment = (value: string) => encodeURIComponent(value);

export const routes = {
  home: () => routePatterns.home,
  staking: () => routePatterns.staking,
  /** One pool's page, by its slug (config/staking-choices.ts). */
  stakingPool: (slug: string) => `/staking/pool/${segment(slug)}`,
  stakingPosition: () => routePatterns.stakingPosition,
  /** Bring your own signer-manager, by its contract id (`address.contract-name`). */
  stakingManager: (contractId: string) => `/staking/manager/${segment(contractId)}`,
  sbtc: () => routePatterns.sbtc,
  /** The portfolio of the connected account, or of any Stacks address (read-only,
   * no wallet needed); the page validates the address. */
  portfolio: (address?: string) =>
    address === undefined
      ? routePatterns.portfolio
      : `${routePatterns.portfolio}?${new URLSearchParams({ address }).toString()}`,
  tools: () => routePatterns.tools,
  /** One tool's page, e.g. `send-stx`. */
  tool: (slug: string) => `/tools/${segment(slug)}`,
  /** The Call a contract tool with a contract (`address.name`) and a function chosen, so a call
   * can be shared; the page validates both. */
  callContract: ({ contract, fn }: { contract: string; fn?: string }) =>
    `/tools/call-contract?${new URLSearchParams(fn === undefined ? { contract } : { contract, fn }).toString()}`,
  /** Verify a message with its fields filled in ("Verify this signature" after signing); the
   * page validates what it reads. */
  verifyMessage: (fields: VerifyMessageLink) =>
    `/tools/verify-message?${new URLSearchParams(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString()}`,
  changelog: () => routePatterns.changelog,
  changelogEntry: (slug: string) => `/changelog/${segment(slug)}`,
  changelogFeed: () => routePatterns.changelogFeed,
} as const;
