// The tools of /tools, as a closed list. It lives below every layer because three
// layers name a tool: the router (one route per slug), the tools feature (its cards) and analytics
// (`tool_used` says which tool by slug — a choice from this list, never what the person typed).

/** One tool per wallet power, each on its own page `/tools/<slug>`, in the order the cards show. */
export const TOOL_SLUGS = [
  'send-stx',
  'send-token',
  'send-nft',
  'send-bitcoin',
  'sign-message',
  'verify-message',
  'deploy-contract',
  'call-contract',
  'sign-psbt',
  'wallet',
] as const;

export type ToolSlug = (typeof TOOL_SLUGS)[number];

export interface ToolDescription {
  slug: ToolSlug;
  /** The page's `h1` and the card's title. */
  name: string;
  /** One sentence for the card and under the page's heading. */
  summary: string;
  /** The wallet methods (docs/wallet-protocol.md#methods) the tool asks for; none for a tool that
   * works without a wallet. */
  walletMethods: readonly string[];
}

export const TOOLS: Record<ToolSlug, ToolDescription> = {
  'send-stx': {
    slug: 'send-stx',
    name: 'Send STX',
    summary: 'Send STX to any Stacks address, with a memo if the recipient needs one.',
    walletMethods: ['stx_transferStx'],
  },
  'send-token': {
    slug: 'send-token',
    name: 'Send tokens',
    summary: 'Send a SIP-010 token you hold, in its own decimals, guarded by a post-condition.',
    walletMethods: ['stx_transferSip10Ft'],
  },
  'send-nft': {
    slug: 'send-nft',
    name: 'Send an NFT',
    summary: 'Send one of your NFTs; the transaction may move that NFT and nothing else.',
    walletMethods: ['stx_transferSip9Nft'],
  },
  'send-bitcoin': {
    slug: 'send-bitcoin',
    name: 'Send bitcoin',
    summary: 'Send bitcoin from your wallet, in BTC or sats, to an address on this network.',
    walletMethods: ['sendTransfer'],
  },
  'sign-message': {
    slug: 'sign-message',
    name: 'Sign a message',
    summary:
      'Sign text or SIP-018 structured data with your Stacks key, or text with your Bitcoin key.',
    walletMethods: ['stx_signMessage', 'stx_signStructuredMessage', 'signMessage'],
  },
  'verify-message': {
    slug: 'verify-message',
    name: 'Verify a message',
    summary: 'Check that a signature belongs to a message and a key, right here, without a wallet.',
    walletMethods: [],
  },
  'deploy-contract': {
    slug: 'deploy-contract',
    name: 'Deploy a contract',
    summary: 'Deploy a Clarity contract from your account, then call it.',
    walletMethods: ['stx_deployContract'],
  },
  'call-contract': {
    slug: 'call-contract',
    name: 'Call a contract',
    summary: 'Read any contract function at once, or call a public one through your wallet.',
    walletMethods: ['stx_callContract', 'stx_signTransaction'],
  },
  'sign-psbt': {
    slug: 'sign-psbt',
    name: 'Sign a PSBT',
    summary: 'Decode a partially signed Bitcoin transaction, choose its inputs, and sign them.',
    walletMethods: ['signPsbt'],
  },
  wallet: {
    slug: 'wallet',
    name: 'Wallet',
    summary: 'What your wallet says about itself: version, methods, networks and accounts.',
    walletMethods: [
      'getInfo',
      'supportedMethods',
      'stx_getNetworks',
      'stx_getAddresses',
      'getAddresses',
      'stx_updateProfile',
      'open',
      'openSwap',
    ],
  },
};
