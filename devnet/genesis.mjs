// What the devnet sets up on a fresh simnet session, before any transaction: pox-5 configured as
// a node does at activation, the devnet's contracts deployed, the boot's NFTs claimed, the
// signer-managers registered and staked, and the burn chain moved to the start of the first
// pox-5 cycle (the reward keeper running on the way). Deterministic: a rollback boots again and
// replays the log on top.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cl, ClarityType } from '@stacks/transactions';
import { deployer } from '#common/devnet-accounts.mjs';
import {
  BOOT_ADDRESS,
  devnetContracts,
  POX_5,
  POX_PARAMETERS,
  SBTC_DEPLOYER,
  SEEDED_NFTS,
  sbtcWithdrawal,
} from './contracts.mjs';
import { seedStaking } from './staking-seed.mjs';
import { readVendoredSource } from './vendored-source.mjs';
import { advance } from './burnchain.mjs';
import { fromSdk, sdkClarityVersion } from './sdk-values.mjs';

/** @typedef {import('./chain.mjs').Chain} Chain */

const CONTRACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'contracts');

/** Clarity version of our own contracts (Clarity 4: `as-contract?` with asset allowances). */
const DEVNET_CLARITY_VERSION = 4;

/**
 * Set up a chain whose simnet session just started at Epoch 4.0 (`SimnetSession.boot`).
 * @param {Chain} chain
 */
export function setUpGenesis(chain) {
  // The node passes the first pox-5 cycle as the cycle holding the activation height + 1.
  const { firstBurnHeight, prepareLength, cycleLength } = POX_PARAMETERS;
  const firstCycle = chain.cycleOf(chain.burnHeight) + 1;
  const configured = chain.systemCall(
    POX_5,
    'set-burnchain-parameters',
    [firstBurnHeight, prepareLength, cycleLength, firstCycle].map((n) => Cl.uint(n)),
    BOOT_ADDRESS,
  );
  if (configured?.type !== ClarityType.ResponseOk)
    throw new Error('set-burnchain-parameters failed');
  deploy(chain, sbtcWithdrawal, SBTC_DEPLOYER);
  for (const c of Object.values(devnetContracts)) deploy(chain, c, deployer.address);
  seedNfts(chain);
  seedStaking(chain);
  advance(chain, { to: 'next-cycle' });
}

/**
 * Deploy one of our contracts, or a vendored mainnet source (pox-5's id substituted:
 * vendored-source.mjs), or fail the boot.
 * @param {Chain} chain
 * @param {{name: string, file: string, vendored?: boolean, clarityVersion?: number}} c
 * @param {string} sender
 */
function deploy(chain, c, sender) {
  const source = c.vendored
    ? readVendoredSource(c.file)
    : readFileSync(join(CONTRACTS_DIR, c.file), 'utf8');
  const deployed = chain.session.sim.deployContract(
    c.name,
    source,
    { clarityVersion: sdkClarityVersion(c.clarityVersion ?? DEVNET_CLARITY_VERSION) },
    sender,
  );
  if (fromSdk(deployed.result).type !== ClarityType.BoolTrue)
    throw new Error(`deploying ${c.name} failed`);
}

/**
 * The boot's NFTs: `SEEDED_NFTS.owner` claims ids 1 … count, in one block (`ChainHistory` indexes
 * them, as no transaction carries them).
 * @param {Chain} chain
 */
function seedNfts(chain) {
  const { owner, count } = SEEDED_NFTS;
  const claims = Array.from({ length: count }, () => ({
    contract: devnetContracts.nft.id,
    method: 'claim',
    args: [],
    sender: owner,
  }));
  for (const result of chain.systemCalls(claims)) {
    if (result?.type !== ClarityType.ResponseOk)
      throw new Error('claiming the seeded NFTs failed at boot');
  }
}
