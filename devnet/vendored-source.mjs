// Third-party signer-managers under devnet/vendor/managers/ are the mainnet sources byte for byte
// (devnet/vendor/README.md). They name pox-5 by its mainnet id; the devnet, a testnet-flavoured
// chain, runs pox-5 at the testnet boot address (devnet/contracts.mjs `POX_5`). This is the one
// change the devnet makes to such a source when it deploys it, in memory, never in the file:
//
//   'SP000000000000000000002Q6VF78.pox-5  ->  'ST000000000000000000002AMW42H.pox-5
//
// It is unavoidable: simnet deploys a second pox-5 at the mainnet id, with its own state, so a
// manager left pointing there would register with, and only accept `validate-stake!` from, a pox-5
// no staker calls (`authorize-pox-5` compares `contract-caller` with that literal). The sBTC ids
// (`SM3VDX….sbtc-token`, `sbtc-registry`, `sbtc-withdrawal`) need no change: the devnet has them at
// mainnet's address (devnet/contracts.mjs `SBTC_DEPLOYER`). Any other mainnet principal left in a
// source is refused, so a new vendored file cannot silently point at a contract the devnet lacks.
import { readFileSync } from 'node:fs';

export const MAINNET_POX_5 = "'SP000000000000000000002Q6VF78.pox-5";
export const DEVNET_POX_5 = "'ST000000000000000000002AMW42H.pox-5";

/** A mainnet standard principal (`SP…`) in a source, quoted as Clarity writes a literal. */
const MAINNET_PRINCIPAL = /'SP[0-9A-Z]{25,40}/g;

/**
 * A vendored mainnet source as the devnet deploys it: pox-5's mainnet id replaced by the devnet's.
 * @param {string} source
 * @returns {string}
 */
export function devnetSource(source) {
  const substituted = source.replaceAll(MAINNET_POX_5, DEVNET_POX_5);
  const left = substituted.match(MAINNET_PRINCIPAL);
  if (left) throw new Error(`a mainnet principal the devnet does not have: ${left[0]}`);
  return substituted;
}

/**
 * Read a vendored file (path under devnet/vendor/) as the devnet deploys it.
 * @param {string} path
 */
export function readVendoredSource(path) {
  return devnetSource(readFileSync(new URL(`vendor/${path}`, import.meta.url), 'utf8'));
}
