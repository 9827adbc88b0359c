// No zod here: vite.config.ts imports this module to build the CSP, the app to choose which
// networks it offers. One rule in one place, so the two never disagree.

/**
 * A build is for the local devnet when it starts on the local node (`devnet`, or `mocknet`, the
 * same node under its other name) or carries the devnet wallet: `npm start` and the e2e build.
 * Only such a build may reach http://localhost:3999: its CSP lists it, and only it offers
 * devnet and mocknet. Any other build would offer a network the browser blocks. `variables` are
 * the build's `VITE_*` variables (README "Configuration"), as written.
 */
export function isDevnetBuild({
  VITE_DEFAULT_NETWORK,
  VITE_DEVNET_WALLET,
}: Readonly<Record<string, unknown>>): boolean {
  return (
    VITE_DEFAULT_NETWORK === 'devnet' ||
    VITE_DEFAULT_NETWORK === 'mocknet' ||
    VITE_DEVNET_WALLET === 'true'
  );
}
