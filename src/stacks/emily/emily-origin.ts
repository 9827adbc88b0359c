import type { NetworkKind } from '@/config/networks';

// Emily, the sBTC bridge's public API (docs.stacks.co "Emily API"; its OpenAPI spec
// stacks-network/sbtc `emily/openapi-gen/generated-specs/public-emily-openapi-spec.json` lists the
// servers: production `https://sbtc-emily.com`, testnet `https://temp.sbtc-emily-dev.com`). It
// tracks deposits and withdrawals (PENDING → ACCEPTED → CONFIRMED, or FAILED) and serves the
// bridge's limits (`GET /limits`). Both hosts are in the CSP's connect-src
// (server/security-headers.mjs). The devnet has no Bitcoin chain and no sBTC signers: no Emily.

const EMILY_ORIGINS: Readonly<Record<NetworkKind, string | undefined>> = {
  mainnet: 'https://sbtc-emily.com',
  testnet: 'https://temp.sbtc-emily-dev.com',
  devnet: undefined,
};

/** Emily's origin for a network, or undefined where the bridge does not run (the devnet). */
export function emilyOrigin(network: NetworkKind): string | undefined {
  return EMILY_ORIGINS[network];
}
